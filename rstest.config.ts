import { defineConfig } from '@rstest/core';

export default defineConfig({
  name: 'unit',
  include: ['tests/unit/**/*.test.ts'],
  // The JSON report feeds the `N passed, N failed` line of `npm test`.
  reporters: ['default', ['json', { outputPath: 'test-results/unit.json' }]],
});
