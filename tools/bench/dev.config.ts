// `npm run bench`'s dev-server run: the site's config with the docs read from a copy (BENCH_DOCS_ROOT),
// so the benchmark's edits never touch docs/ while other builds and checks read it.
import { defineConfig } from '@rspress/core';
import site from '../../rspress.config';

export default defineConfig({ ...site, root: process.env.BENCH_DOCS_ROOT ?? site.root });
