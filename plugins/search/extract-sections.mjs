// Reads the searchable text of one pre-rendered page. Working on the built HTML (not the
// Markdown) means text that MDX components render — tabs, overview groups, callouts — is
// indexed, and every anchor is an id that really exists in the page.
import { fromParse5 } from 'hast-util-from-parse5';
import { parse } from 'parse5';
import { shownErrors } from './shown-errors.mjs';

const HEADING = /^h([1-6])$/;
const BLOCKS = new Set(['p', 'li', 'tr', 'dt', 'dd', 'figcaption']);
const SKIPPED = new Set(['svg', 'button', 'pre', 'script', 'style', 'template', 'input', 'label']);
const SKIPPED_CLASSES = ['rp-header-anchor', 'rp-llms-container', 'rp-overview-search', 'rp-codeblock'];

/** @typedef {import('hast').Element} HastElement */
/**
 * A node of the page's hast tree. The helpers below read any kind of node through an element's fields (tag
 * name, properties, children), so those are optional on every kind.
 * @typedef {import('hast').Nodes & { tagName?: string, properties?: import('hast').Properties, children?: HastNode[] }} HastNode
 */
/** @typedef {import('./records.mjs').Section} Section */
/**
 * The searchable sections of a page (see pageSections).
 * @typedef {{ lvl0: string, sections: Section[], description: string }} PageSections
 */

/** @param {HastNode} node */
const classesOf = (node) => {
  const value = node.properties?.className;
  return Array.isArray(value) ? value : [];
};
/** @type {(node: HastNode, name: string) => boolean} */
const hasClass = (node, name) => classesOf(node).includes(name);
/** @param {HastNode} node */
const isSkipped = (node) =>
  node.type === 'element' && (SKIPPED.has(node.tagName) || SKIPPED_CLASSES.some((name) => hasClass(node, name)));

/**
 * Text of a node without anchors, icons, buttons and code blocks; `stopAt` leaves nested blocks out.
 * @param {HastNode} node
 * @param {(element: HastElement) => boolean} [stopAt]
 * @returns {string}
 */
function textOf(node, stopAt = () => false) {
  if (node.type === 'text') return node.value;
  if (node.type !== 'element' && node.type !== 'root') return '';
  if (isSkipped(node)) return '';
  /** @type {string[]} */
  const parts = [];
  for (const child of node.children) {
    if (child !== node && child.type === 'element' && stopAt(child)) continue;
    const text = textOf(child, stopAt);
    if (text) parts.push(text);
  }
  const separator = node.type === 'element' && node.tagName === 'tr' ? ' · ' : '';
  return parts.join(separator);
}

/**
 * All the text of a node, code included, as the page shows it.
 * @param {HastNode} node
 * @returns {string}
 */
const rawText = (node) =>
  node.type === 'text' ? node.value : (node.children ?? []).map((child) => rawText(child)).join('');

/**
 * Whether a node is a shown output: a plain-text code block without a file name (a titled one is a file's content).
 * @param {HastNode} node
 */
const isShownOutput = (node) =>
  hasClass(node, 'rp-codeblock') &&
  hasClass(node, 'language-txt') &&
  !find(node, (child) => hasClass(child, 'rp-codeblock__title'));

/** @param {string} text */
const normalise = (text) => text.replace(/\s+/g, ' ').trim();

/**
 * @param {HastNode} node
 * @param {(node: HastNode) => boolean} predicate
 * @returns {HastNode | null}
 */
function find(node, predicate) {
  if (predicate(node)) return node;
  for (const child of node.children ?? []) {
    const found = find(child, predicate);
    if (found) return found;
  }
  return null;
}

/**
 * @param {HastNode} node
 * @param {HastNode[]} [list]
 */
function preorder(node, list = []) {
  list.push(node);
  for (const child of node.children ?? []) preorder(child, list);
  return list;
}

/** @param {HastNode} node */
const depthOf = (node) => Number(node.properties?.dataDepth ?? 0);

/**
 * The sidebar group of the active item (the nearest group header before it at a lower
 * depth: Rspress renders a group's header beside its items, not around them), else the
 * active nav item, else the site title.
 * @param {HastNode} tree
 * @param {string} fallback
 */
function sectionOf(tree, fallback) {
  const sidebar = find(tree, (node) => node.tagName === 'aside' && hasClass(node, 'rp-doc-layout__sidebar'));
  const nodes = sidebar ? preorder(sidebar) : [];
  const activeAt = nodes.findIndex((node) => hasClass(node, 'rp-sidebar-item--active'));
  if (activeAt > 0) {
    const depth = depthOf(nodes[activeAt]);
    const group = nodes
      .slice(0, activeAt)
      .findLast((node) => hasClass(node, 'rp-sidebar-group') && depthOf(node) < depth);
    if (group) return normalise(textOf(find(group, (node) => hasClass(node, 'rp-sidebar-item__left')) ?? group));
  }
  const nav = find(tree, (node) => hasClass(node, 'rp-nav-menu__item--active'));
  if (nav) return normalise(textOf(nav));
  return fallback;
}

// Never indexed (see SKIPPED), and about a third of a page's bytes: left out before parsing.
const UNINDEXED_ELEMENTS = /<(svg|script)\b[^>]*>[\s\S]*?<\/\1>/g;

const RELATED_ANCHOR = 'related';
const LABEL_ONLY = /^[^.:：。]{0,24}[:：]$/u;
// A signature repeats the entry's heading and its code sample; the prose around it is indexed.
const SIGNATURE = /^(Signature|签名)[:：]/u;
/** @param {HastElement} node */
const isHeaderRow = (node) =>
  node.tagName === 'tr' && node.children.every((cell) => cell.type !== 'element' || cell.tagName === 'th');

/**
 * The searchable sections of one pre-rendered page: its sidebar group, its summary (the
 * description meta) and, per heading,
 * the level, anchor, heading text and the text below it (paragraphs, list items, table
 * rows and the error messages of shown outputs; repeated pieces, header rows, signatures and bare labels left out).
 * @param {string} html
 * @param {string} siteTitle the section of pages outside any sidebar group
 * @returns {PageSections | null}
 */
export function pageSections(html, siteTitle) {
  // No source locations: nothing reads them, and recording them is a fifth of the parse.
  const tree = fromParse5(parse(html.replace(UNINDEXED_ELEMENTS, '')));
  const doc = find(tree, (node) => node.tagName === 'div' && hasClass(node, 'rp-doc'));
  if (!doc) return null;
  const meta = find(tree, (node) => node.tagName === 'meta' && node.properties?.name === 'description');
  const description = normalise(String(meta?.properties?.content ?? ''));
  /** @type {Section[]} */
  const sections = [];
  /** @type {Set<string> | null} */
  let pieces = null;
  const close = () => {
    // Pieces are only collected under a heading, so there is a section to close.
    if (pieces) /** @type {Section} */ (sections.at(-1))[3] = [...pieces].join(' ');
  };

  /** @param {string} text */
  const addPiece = (text) => {
    if (text && pieces && !LABEL_ONLY.test(text) && !SIGNATURE.test(text)) pieces.add(text);
  };
  /** @param {HastNode} node */
  const visit = (node) => {
    // Code is not indexed, but the error messages an output shows are (shown-errors.mjs).
    if (node.type === 'element' && isShownOutput(node)) {
      for (const error of shownErrors(rawText(node))) addPiece(normalise(error));
      return;
    }
    if (node.type !== 'element' || isSkipped(node)) return;
    const level = HEADING.exec(node.tagName)?.[1];
    if (level) {
      const heading = normalise(textOf(node));
      if (!heading) return;
      close();
      const anchor = level === '1' ? '' : String(node.properties?.id ?? '');
      sections.push([Number(level), anchor, heading, '']);
      // A "Related" section only restates the pages it links to, which are indexed themselves.
      pieces = anchor === RELATED_ANCHOR ? null : new Set();
      return;
    }
    // An overview item counts by its title: its sub-headings are indexed on the page itself.
    if (hasClass(node, 'rp-overview-group__item')) {
      const title = find(node, (child) => hasClass(child, 'rp-overview-group__item__title'));
      if (title) addPiece(normalise(textOf(title)));
      return;
    }
    if (BLOCKS.has(node.tagName) && !isHeaderRow(node)) {
      addPiece(normalise(textOf(node, (child) => BLOCKS.has(child.tagName) || child.tagName === 'ul')));
    }
    for (const child of node.children) visit(child);
  };
  visit(doc);
  close();
  if (sections.length === 0) return null;
  return { lvl0: sectionOf(tree, siteTitle), sections, description };
}
