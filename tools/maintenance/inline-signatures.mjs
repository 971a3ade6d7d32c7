// One-off content tool: turns a short `ts no-run` signature block that directly
// follows an entry heading into a "Signature" line with inline code.
// Usage: node tools/maintenance/inline-signatures.mjs docs/en/api/... [more pages]
import { readFileSync, writeFileSync } from 'node:fs';

const LABELS = { en: ['Signature:', 'Signatures:'], zh: ['签名：', '签名：'] };
const MAX_LINES = 2;
/** Up to this many lines when each is a complete member on its own, like `readonly ok: Assertion`. */
const MAX_MEMBER_LINES = 5;

/** @param {string} line */
const balanced = (line) =>
  [
    ['(', ')'],
    ['<', '>'],
    ['{', '}'],
    ['[', ']'],
  ].every(([open, close]) => line.split(open).length === line.split(close).length);

/**
 * @param {string} source
 * @param {keyof typeof LABELS} lang
 */
export function inlineSignatures(source, lang) {
  const [one, many] = LABELS[lang];
  return source.replace(
    /^(#{2,4} [^\n]+\n)\n```ts no-run\n([\s\S]*?)\n```\n/gm,
    /**
     * @param {string} block
     * @param {string} heading
     * @param {string} code
     */
    (block, heading, code) => {
      const lines = code
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean);
      const limit = lines.every(balanced) ? MAX_MEMBER_LINES : MAX_LINES;
      if (lines.length === 0 || lines.length > limit || lines.some((line) => line.includes('`'))) return block;
      if (lines.length === 1) return `${heading}\n**${one}** \`${lines[0]}\`\n`;
      return `${heading}\n**${many}**\n\n${lines.map((line) => `- \`${line}\``).join('\n')}\n`;
    },
  );
}

for (const file of process.argv.slice(2)) {
  const lang = file.includes('/zh/') ? 'zh' : 'en';
  const before = readFileSync(file, 'utf8');
  const after = inlineSignatures(before, lang);
  writeFileSync(file, after);
  console.log(
    `${file}: ${(before.match(/```ts no-run/g) ?? []).length} -> ${(after.match(/```ts no-run/g) ?? []).length} no-run blocks`,
  );
}
