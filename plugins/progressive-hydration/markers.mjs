// Where a postponed part of a page starts and ends in its HTML. React cannot write comments, so the server
// renders two empty custom elements, and the build turns them into the comments Preact reads as the bounds
// of a part to keep while it waits (`<!--$s-->` … `<!--/$s-->`), so the part may be any number of nodes.

import { RANGE_END, RANGE_START } from '../preact/contract.mjs';

export const START_TAG = 'hydrate-later';
export const END_TAG = 'hydrate-later-end';

const MARKERS = new RegExp(`<(${START_TAG}|${END_TAG})></\\1>`, 'g');

/** The page's HTML with each marker element replaced by its comment. @param {string} html */
export const markersToComments = (html) =>
  html.replace(MARKERS, (_, tag) => (tag === START_TAG ? `<!--${RANGE_START}-->` : `<!--${RANGE_END}-->`));
