// The "Try searching for" list of DocSearch's no-results screen, with DocSearch's classes.
export function NoResultsSuggestions({
  title,
  queries,
  onPick,
}: {
  title: string;
  queries: string[];
  onPick: (query: string) => void;
}) {
  if (queries.length === 0) return null;
  return (
    <div className="DocSearch-NoResults-Prefill-List">
      <p className="DocSearch-Help">{title}:</p>
      <div className="DocSearch-NoResults-Prefill-List-Items">
        {queries.map((query) => (
          <p key={query}>
            <button className="DocSearch-Prefill" type="button" onClick={() => onPick(query)}>
              {query}
            </button>
          </p>
        ))}
      </div>
    </div>
  );
}
