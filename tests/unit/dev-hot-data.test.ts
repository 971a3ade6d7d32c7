import { describe, expect, test } from '@rstest/core';
import { withHotUpdate } from '../../plugins/dev-hot-data';

describe('withHotUpdate', () => {
  test('site data keeps its default export and accepts hot updates', () => {
    const code = withHotUpdate('export default {\n  "title": "Rstest"\n}');
    expect(code).toContain('const __rstestDocsSiteData = {');
    expect(code).toContain('export default __rstestDocsSiteData;');
    expect(code).toContain('JSON.stringify(__rstestDocsSiteData)');
    expect(code).toContain('import.meta.webpackHot.accept()');
  });

  test('page data compares both of its exports', () => {
    const code = withHotUpdate('export const pageData = { "pages": [] };\nexport const searchIndexHash = {};');
    expect(code.startsWith('export const pageData')).toBe(true);
    expect(code).toContain('JSON.stringify({ pageData, searchIndexHash })');
    expect(code).toContain('location.reload()');
  });

  test('any other module is left alone', () => {
    expect(withHotUpdate('export const other = 1;')).toBe('export const other = 1;');
  });
});
