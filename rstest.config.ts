import { defineConfig } from '@rstest/core';

export default defineConfig({
  name: 'unit',
  include: ['tests/unit/**/*.test.ts'],
  // Rspress generates this module while it builds the site; plugins/page-data/register-pages.mjs adds to it.
  resolve: { alias: { 'virtual-page-data': './tests/unit/fixtures/page-data/virtual-page-data.mjs' } },
  // The JSON report feeds the `N passed, N failed` line of `npm test`.
  reporters: ['default', ['json', { outputPath: 'test-results/unit.json' }]],
});
