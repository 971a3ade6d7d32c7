// The fenced code blocks of a Markdown or MDX source, as remark reads them: language, meta string and code
// (the fence's indentation taken off each line). Blocks nested in list items are not found; they are simply
// highlighted when their page compiles.

const OPENING = /^(\s*)(`{3,}|~{3,})([^`]*)$/;

/** @returns {{ lang: string, meta: string, code: string }[]} */
export function fencedCodeBlocks(source) {
  const blocks = [];
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  for (let index = 0; index < lines.length; index++) {
    const opening = OPENING.exec(lines[index]);
    if (!opening) continue;
    const [, indent, fence, info] = opening;
    const closing = new RegExp(`^\\s*${fence[0] === '`' ? '`' : '~'}{${fence.length},}\\s*$`);
    const body = [];
    let end = index + 1;
    while (end < lines.length && !closing.test(lines[end])) {
      body.push(stripIndent(lines[end], indent.length));
      end++;
    }
    if (end === lines.length) break;
    const [lang = ''] = info.trim().split(/\s+/);
    blocks.push({ lang, meta: info.trim().slice(lang.length).trim(), code: body.join('\n') });
    index = end;
  }
  return blocks;
}

function stripIndent(line, width) {
  let cut = 0;
  while (cut < width && (line[cut] === ' ' || line[cut] === '\t')) cut++;
  return line.slice(cut);
}
