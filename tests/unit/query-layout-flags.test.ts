import { describe, expect, test } from '@rstest/core';
import { applyQueryLayoutFlags } from '../../theme/layout/query-layout-flags';

describe('applyQueryLayoutFlags', () => {
  test('switches off each part named with =0', () => {
    expect(applyQueryLayoutFlags({ title: 'CLI' }, '?navbar=0&outline=0')).toEqual({
      title: 'CLI',
      navbar: false,
      outline: false,
    });
    expect(applyQueryLayoutFlags({}, '?sidebar=0&footer=0')).toEqual({ sidebar: false, footer: false });
  });

  test('leaves the front matter untouched otherwise', () => {
    const frontmatter = { sidebar: true };
    expect(applyQueryLayoutFlags(frontmatter, '')).toBe(frontmatter);
    expect(applyQueryLayoutFlags(frontmatter, '?navbar=1&sidebar=false&theme=0')).toBe(frontmatter);
  });

  test('a query cannot switch a part back on', () => {
    expect(applyQueryLayoutFlags({ footer: false }, '?footer=1')).toEqual({ footer: false });
  });
});
