// Highlights the code blocks of the given sources on a thread of its own, exactly as Shiki's rehype plugin
// does inside Rspress's MDX compiler (same highlighter options, transformers, cache key and language
// handling), and posts each fragment back with its cache key (prehighlight.mjs).
import { readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { createRehypeShikiOptions } from '@rspress/core/dist/node/mdx/rehypePlugins/shiki.js';
import { getSingletonHighlighter, isSpecialLang } from 'shiki';
import { siteShikiTransformers, UNLIMITED_TOKENIZING } from './compact-tokens.mjs';
import { fencedCodeBlocks } from './fenced-code.mjs';

const { files, markdown } = workerData;
const options = createRehypeShikiOptions(
  markdown.showLineNumbers,
  markdown.defaultWrapCode,
  markdown.defaultCodeOverflow,
  {
    transformers: siteShikiTransformers(),
  },
);
const {
  addLanguageClass,
  parseMetaString,
  cache,
  defaultLanguage,
  fallbackLanguage,
  onError,
  stripEndNewline = true,
  inline,
  lazy,
  ...rest
} = options;
const highlighter = await getSingletonHighlighter({
  themes: [options.theme],
  langs: options.langs,
  langAlias: options.langAlias ?? {},
});

async function languageOf(lang) {
  if (!lang) return defaultLanguage;
  if (highlighter.getLoadedLanguages().includes(lang) || isSpecialLang(lang)) return lang;
  try {
    await highlighter.loadLanguage(lang);
    return lang;
  } catch {
    return undefined;
  }
}

const done = new Set();
let batch = [];
for (const file of files) {
  for (const block of fencedCodeBlocks(readFileSync(file, 'utf8'))) {
    const lang = await languageOf(block.lang);
    if (!lang) continue;
    const key = JSON.stringify([lang, block.meta, `${block.code}\n`]);
    if (done.has(key)) continue;
    done.add(key);
    const code = stripEndNewline ? block.code : `${block.code}\n`;
    const fragment = highlighter.codeToHast(code, {
      ...rest,
      ...UNLIMITED_TOKENIZING,
      lang,
      meta: { ...rest.meta, __raw: block.meta },
    });
    batch.push([key, fragment]);
    if (batch.length >= 20) {
      parentPort.postMessage(batch);
      batch = [];
    }
  }
}
parentPort.postMessage(batch);
