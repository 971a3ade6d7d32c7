// Queries to suggest on the no-results screen: the sections (lvl0) that earlier searches of
// this visit found, newest first. DocSearch 4.7 means to show these but stores them in an
// object where it expects an array, so its list never appears.
const MAX_SUGGESTIONS = 3;
const seen: string[] = [];

export function rememberSections(results: Array<{ hits?: Array<{ hierarchy?: { lvl0?: string | null } }> }>) {
  for (const { hits = [] } of results) {
    for (const hit of hits) {
      const section = hit.hierarchy?.lvl0;
      if (!section) continue;
      const at = seen.indexOf(section);
      if (at !== -1) seen.splice(at, 1);
      seen.unshift(section);
    }
  }
}

export const suggestedQueries = () => seen.slice(0, MAX_SUGGESTIONS);
