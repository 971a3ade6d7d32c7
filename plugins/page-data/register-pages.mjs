// Runs in the browser (and in the pre-render): puts entries into Rspress's site-wide page list. In production
// builds that list leaves the first load (plugins/page-data): each page's chunk registers its own entry, and an
// Overview page's chunk the entries of the pages it lists, before Rspress reads them to render the page.
import { pageData } from 'virtual-page-data';

/**
 * Adds each entry to the page list, or merges it into the entry of the same route.
 * @param {Array<{ routePath: string } & Record<string, unknown>>} entries
 */
export function registerPages(entries) {
  for (const entry of entries) {
    const known = pageData.pages.find((page) => page.routePath === entry.routePath);
    if (known) Object.assign(known, entry);
    else pageData.pages.push(entry);
  }
}
