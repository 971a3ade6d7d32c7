import { type ComponentProps, useEffect, useState } from 'react';

/** The modifier key of the Ctrl/⌘ K shortcut on this platform, as DocSearch tells it. */
const platformKey = () => (/(Mac|iPhone|iPod|iPad)/i.test(navigator.platform) ? '⌘' : 'Ctrl');

function SearchIcon() {
  return (
    <svg width="20" height="20" className="DocSearch-Search-Icon" viewBox="0 0 24 24" aria-hidden="true">
      <circle cx="11" cy="11" r="8" stroke="currentColor" fill="none" strokeWidth="1.4" />
      <path d="m21 21-4.3-4.3" stroke="currentColor" fill="none" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** A key of the shortcut hint, pressed while the reader holds it (as DocSearch's). */
function Key({ children, reactsTo, wide }: { children: string; reactsTo: string; wide?: boolean }) {
  const [pressed, setPressed] = useState(false);
  useEffect(() => {
    const down = (event: KeyboardEvent) => event.key === reactsTo && setPressed(true);
    const up = (event: KeyboardEvent) => (event.key === reactsTo || event.key === 'Meta') && setPressed(false);
    window.addEventListener('keydown', down);
    window.addEventListener('keyup', up);
    return () => {
      window.removeEventListener('keydown', down);
      window.removeEventListener('keyup', up);
    };
  }, [reactsTo]);
  const classes = [
    'DocSearch-Button-Key',
    pressed && 'DocSearch-Button-Key--pressed',
    wide && 'DocSearch-Button-Key--ctrl',
  ];
  return <kbd className={classes.filter(Boolean).join(' ')}>{children}</kbd>;
}

/**
 * DocSearch 4.7's search button, same markup and classes, named by what it shows: its label and the
 * shortcut keys ('Search Ctrl K'). DocSearch's reads 'Search (Control+k)', which does not contain the
 * visible text, so a speech-input user saying what they see cannot reach it; and its label and keys
 * run together ('SearchCtrlK') where spaces here separate them (a flex layout does not show them).
 * `aria-keyshortcuts` announces the shortcut. The keys appear once mounted, when the platform is known.
 */
export function SearchButton({ text, ...props }: { text: string } & ComponentProps<'button'>) {
  const [key, setKey] = useState<string | null>(null);
  useEffect(() => setKey(platformKey()), []);
  return (
    <button
      type="button"
      className="DocSearch DocSearch-Button rstest-search-button"
      aria-label={key ? `${text} ${key} K` : text}
      aria-keyshortcuts={key ? `${key === 'Ctrl' ? 'Control' : 'Meta'}+k` : undefined}
      {...props}
    >
      <span className="DocSearch-Button-Container">
        <SearchIcon />
        <span className="DocSearch-Button-Placeholder">{text}</span>
      </span>{' '}
      <span className="DocSearch-Button-Keys">
        {key && (
          <>
            <Key reactsTo={key === 'Ctrl' ? 'Control' : 'Meta'} wide={key === 'Ctrl'}>
              {key}
            </Key>{' '}
            <Key reactsTo="k">K</Key>
          </>
        )}
      </span>
    </button>
  );
}
