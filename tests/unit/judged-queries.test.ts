import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@rstest/core';
import { JUDGED_FILE } from '../../tools/search/bench/measure.mjs';

// The judged search queries (`npm run bench:search`): an answer that names no page would count as a miss
// without a word, and a query listed twice would count twice.

const DOCS = path.resolve(import.meta.dirname, '../../docs');
type Judged = { lang: string; query: string; answers: string[]; set: string };
const judged = JSON.parse(readFileSync(JUDGED_FILE, 'utf8')) as Judged[];

/** The source file of a route, in either of the forms Rspress reads (`page.mdx` or `page/index.mdx`). */
function sourceExists(route: string, lang: string) {
  const local = (lang === 'en' ? route : route.replace(/^\/zh(?=\/)/, '')).replace(/\/$/, '/index');
  const base = path.join(DOCS, lang, local);
  return ['.mdx', '.md', '/index.mdx', '/index.md'].some((ending) => existsSync(base + ending));
}

test('every judged query names its language and half, and answers with pages of that language that exist', () => {
  const problems = judged.flatMap(({ lang, query, answers, set }) => [
    ...(['en', 'zh'].includes(lang) ? [] : [`${query}: language ${lang}`]),
    ...(['tuning', 'held-out'].includes(set) ? [] : [`${query}: half ${set}`]),
    ...(answers.length > 0 ? [] : [`${query}: no answer`]),
    ...answers
      .filter((answer) => (lang === 'zh') !== answer.startsWith('/zh/') || !sourceExists(answer.split('#')[0], lang))
      .map((answer) => `${query}: no ${lang} page ${answer}`),
  ]);
  expect(problems).toEqual([]);
});

test('no query is judged twice in one language', () => {
  const seen = new Set<string>();
  const twice = judged.filter(({ lang, query }) => seen.size === seen.add(`${lang}:${query}`).size);
  expect(twice).toEqual([]);
});
