// Rspress writes its site data and page list as JavaScript object literals (`JSON.stringify` output after
// `export default` / `export const pageData =`). A browser parses the same data as a JSON string passed to
// `JSON.parse` much faster than as a literal of 100 KB, which shortens the task that starts every page.

const SITE_DATA = /^export default (\{[\s\S]*\})\s*$/;
const PAGE_DATA = /^export const pageData = (\{[\s\S]*?\});(\s*export const searchIndexHash = [\s\S]*)$/;

const isJson = (text) => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

/** JSON.parse of the literal, compacted; the code unchanged when it is not one of those two modules. */
export function literalsToJsonParse(code) {
  const site = SITE_DATA.exec(code.trim());
  if (site && isJson(site[1]))
    return `export default JSON.parse(${JSON.stringify(JSON.stringify(JSON.parse(site[1])))});\n`;
  const page = PAGE_DATA.exec(code.trim());
  if (page && isJson(page[1])) {
    return `export const pageData = JSON.parse(${JSON.stringify(JSON.stringify(JSON.parse(page[1])))});${page[2]}\n`;
  }
  return code;
}
