// `npm run search -- --lang <en|zh> "<query>"`: the JSON response the browser client gives
// DocSearch for that query, from the built index. `--stdin`: one query per line in, one
// JSON response per line out.
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { INDEX_FOLDER } from '../../plugins/search/build-index.mjs';
import { answer } from '../../plugins/search/engine.mjs';
import { docSearchRequest, openIndex } from './local-index.mjs';

const USAGE = 'Usage: npm run search -- --lang <en|zh> [--dir doc_build] ("<query>" | --stdin)';

async function main() {
  const { values, positionals } = parseArgs({
    options: {
      lang: { type: 'string', default: 'en' },
      stdin: { type: 'boolean', default: false },
      dir: { type: 'string', default: 'doc_build' },
    },
    allowPositionals: true,
  });
  if (!values.stdin && positionals.length === 0) {
    console.error(USAGE);
    return 2;
  }
  const index = await openIndex(values.dir, values.lang);
  if (!index) {
    console.error(
      `No search index for "${values.lang}" in ${values.dir}/${INDEX_FOLDER}: run \`npm run build\` first.`,
    );
    return 1;
  }
  /** @param {string} query */
  const respond = (query) => JSON.stringify({ results: [answer(index, docSearchRequest(values.lang, query))] });
  if (!values.stdin) {
    console.log(respond(positionals.join(' ')));
    return 0;
  }
  for await (const line of createInterface({ input: process.stdin })) console.log(respond(line));
  return 0;
}

process.exitCode = await main();
