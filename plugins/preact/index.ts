import { createRequire } from 'node:module';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';

const require = createRequire(import.meta.url);

/**
 * The browser bundle runs on Preact's React compatibility layer instead of React DOM: the same components at
 * a sixth of the size, which is what keeps a page's first-load JavaScript inside its budget. Pages are still
 * pre-rendered with React on the server (the `node` environments keep React); Preact hydrates that HTML.
 */
export function pluginPreactInBrowser(): RspressPlugin {
  const compat = require.resolve('preact/compat');
  const jsxRuntime = require.resolve('preact/jsx-runtime');
  const aliases: Record<string, string> = {
    react$: compat,
    'react-dom$': compat,
    // Preact's client API plus React's report of hydration mismatches (client.mjs).
    'react-dom/client$': path.join(import.meta.dirname, 'client.mjs'),
    'react/jsx-runtime$': jsxRuntime,
    'react/jsx-dev-runtime$': jsxRuntime,
  };
  return {
    name: 'rstest-docs:preact-in-browser',
    builderConfig: {
      tools: {
        rspack(config, { environment }) {
          // Production only: `rspress dev` renders in the browser alone and keeps React for Fast Refresh.
          if (environment.name !== 'web' || process.env.NODE_ENV !== 'production') return;
          // Rspress points `react` and `react-dom` at React's files; ours must win, so drop those first.
          const others = Object.entries((config.resolve?.alias ?? {}) as Record<string, string>).filter(
            ([key]) => !/^react(-dom)?(\/|\$|$)/.test(key),
          );
          config.resolve = { ...config.resolve, alias: { ...aliases, ...Object.fromEntries(others) } };
        },
      },
    },
  };
}
