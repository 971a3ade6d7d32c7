import { describe, expect, test } from '@rstest/core';
import { pageForRender } from '../../theme/layout/page-for-render';

const options = { defaultLang: 'en', search: '' };

describe('pageForRender', () => {
  test('a 404 on a Chinese path hydrates in the language of the static 404.html, then switches', () => {
    const page = { lang: 'zh', pageType: '404', frontmatter: {} };
    expect(pageForRender(page, { ...options, hydrated: false })).toEqual({ ...page, lang: 'en' });
    expect(pageForRender(page, { ...options, hydrated: true })).toBe(page);
  });

  test('other pages keep their language', () => {
    const page = { lang: 'zh', pageType: 'doc', frontmatter: {} };
    expect(pageForRender(page, { ...options, hydrated: false })).toBe(page);
  });

  test('query switches apply only after hydration', () => {
    const page = { lang: 'en', pageType: 'doc', frontmatter: { title: 'CLI' } };
    expect(pageForRender(page, { ...options, search: '?outline=0', hydrated: false })).toBe(page);
    expect(pageForRender(page, { ...options, search: '?outline=0', hydrated: true })).toEqual({
      ...page,
      frontmatter: { title: 'CLI', outline: false },
    });
  });

  test('a page whose description only the front matter holds gets it back (plugins/page-data trims it)', () => {
    const page: { lang: string; pageType: string; description?: string; frontmatter: { description: string } } = {
      lang: 'en',
      pageType: 'doc',
      frontmatter: { description: 'Run one file.' },
    };
    expect(pageForRender(page, { ...options, hydrated: false }).description).toBe('Run one file.');
    // The same object before and after hydration, so hydrating does not render the page again.
    expect(pageForRender(page, { ...options, hydrated: true })).toBe(
      pageForRender(page, { ...options, hydrated: false }),
    );
    const own = { ...page, description: 'Its own words.' };
    expect(pageForRender(own, { ...options, hydrated: true }).description).toBe('Its own words.');
  });
});
