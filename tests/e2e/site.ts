import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { builtPages, isRedirectStub } from '../../plugins/shared/built-pages.mjs';

/** The documentation repository's edit base, as set in rspress.config.ts. */
export const EDIT_BASE = 'https://github.com/rstest-docs/rstest-docs/tree/main/docs';

export const BUILD_DIR = path.resolve(import.meta.dirname, '../../doc_build');

/** Every page route of the production build (from its `.html` files), e.g. `/guide/start/` or `/zh/guide/basic/cli`. */
export const builtRoutes = (): string[] =>
  builtPages(BUILD_DIR)
    .filter(({ file, route }) => route !== '/404' && !isRedirectStub(readFileSync(file, 'utf8')))
    .map(({ route }) => route)
    .sort();

export const isHomeRoute = (route: string) => route === '/' || route === '/zh/';

/** The page's top-level heading, located the way assistive technology finds it. */
export const pageHeading = (page: Page) => page.getByRole('heading', { level: 1 });

/** The texts of the matched elements as a reader hears them: without hidden parts such as the `#` anchor. */
export const visibleTexts = (locator: Locator) =>
  locator.evaluateAll((elements) =>
    elements.map((element) =>
      [...element.childNodes]
        .filter((node) => !(node instanceof Element && node.getAttribute('aria-hidden') === 'true'))
        .map((node) => node.textContent)
        .join('')
        .trim(),
    ),
  );

/** The page heading's text without the hidden `#` anchor. */
export const pageHeadingText = async (page: Page) => (await visibleTexts(pageHeading(page)))[0] ?? '';
