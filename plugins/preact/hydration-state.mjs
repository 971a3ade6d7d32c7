// Shared between the browser's `react-dom/client` (client.mjs) and components that postpone their own
// hydration (plugins/progressive-hydration): whether the first, synchronous hydration of the page is running,
// and how to report a difference found in a part hydrated later.
export const hydrationState = {
  /** True only during the synchronous `hydrate` of the pre-rendered page. */
  active: false,
  /** Set by `hydrateRoot`: reports repairs (short phrases) the way React reports a recoverable error. */
  reportRepairs: /** @type {((repairs: string[]) => void) | null} */ (null),
};
