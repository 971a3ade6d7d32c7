// DocSearch's error screen, with its class names so it takes DocSearch's look.
export function ErrorScreen({ texts }: { texts: { titleText: string; helpText: string } }) {
  return (
    <div className="DocSearch-ErrorScreen rstest-search-error" role="alert">
      <div className="DocSearch-Screen-Icon">
        <svg width="40" height="40" viewBox="0 0 20 20" fill="none" aria-hidden="true">
          <path
            d="M19 4.8a16 16 0 00-2-1.2m-3.3-1.2A16 16 0 001.1 4.7M16.7 8a12 12 0 00-2.8-1.4M10 6a12 12 0 00-6.7 2M12.3 14.7a4 4 0 00-4.5 0M14.5 11.4A8 8 0 0010 10M3 16L18 2M10 18h0"
            stroke="currentColor"
            strokeWidth="1.4"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </div>
      <p className="DocSearch-Title">{texts.titleText}</p>
      <p className="DocSearch-Help">{texts.helpText}</p>
    </div>
  );
}
