// What plugins/progressive-hydration relies on in Preact beyond its public API, named in one place.
// tests/unit/preact-contract.test.ts reads the installed Preact and fails when an upgrade changes any of it.

/** The Preact these names were read from (package.json pins it exactly). */
export const PREACT_VERSION = '11.2.0';

/**
 * A suspended component's `_excess` field, as Preact's build mangles it: the first pre-rendered node Preact
 * keeps for the component while it waits (`component._excess` in src/diff/index.js).
 */
export const EXCESS_FIELD = '__z';

/**
 * The comments that bound a range of pre-rendered nodes Preact keeps, whole, for a suspended component while
 * it hydrates (src/diff/index.js, src/diff/children.js): `<!--$s-->` … `<!--/$s-->`.
 */
export const RANGE_START = '$s';
export const RANGE_END = '/$s';
