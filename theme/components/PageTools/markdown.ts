// The Markdown of a page, as Rspress's `llms` option writes it beside the page's HTML
// (SPEC 7: GET of the page's path with `.html` replaced by `.md`). Each path is fetched
// once per page load; a failed fetch is forgotten so the next click tries again.

const cache = new Map<string, Promise<string>>();

async function fetchMarkdown(mdPath: string): Promise<string> {
  const response = await fetch(mdPath);
  if (!response.ok) throw new Error(`GET ${mdPath} answered ${response.status}`);
  // A host that answers unknown paths with an HTML page (or the dev server) has no Markdown to give.
  if (response.headers.get('content-type')?.includes('text/html')) throw new Error(`GET ${mdPath} answered HTML`);
  return response.text();
}

export function loadMarkdown(mdPath: string): Promise<string> {
  let markdown = cache.get(mdPath);
  if (!markdown) {
    markdown = fetchMarkdown(mdPath);
    cache.set(mdPath, markdown);
    markdown.catch(() => cache.delete(mdPath));
  }
  return markdown;
}

/** Writes with the Clipboard API; rejects when it is missing or refuses. */
export async function writeToClipboard(text: string): Promise<void> {
  if (!navigator.clipboard?.writeText) throw new Error('The Clipboard API is unavailable');
  await navigator.clipboard.writeText(text);
}
