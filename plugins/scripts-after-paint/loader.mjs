// The inline script that starts a page's scripts after its first frame (index.ts). Its `data-scripts`
// attribute lists them, which is also where scripts/lib/page-assets.mjs finds them to weigh a page.

export const SCRIPTS_ATTRIBUTE = 'data-scripts';

// In order (`async = false`), once the document is parsed and a frame has been painted; a tab opened in the
// background paints no frames, so it starts them at once.
const LOADER = `(function(){var s=document.currentScript.getAttribute('${SCRIPTS_ATTRIBUTE}').split(' ');function load(){s.forEach(function(src){var e=document.createElement('script');e.src=src;e.async=false;document.head.appendChild(e)})}function next(){setTimeout(load)}addEventListener('DOMContentLoaded',function(){document.visibilityState==='hidden'?next():requestAnimationFrame(next)})})()`;

/** The `<script>` tag (Rsbuild's tag object) that loads `sources` after the first paint. */
export const loaderOf = (sources) => ({
  tag: 'script',
  attrs: { [SCRIPTS_ATTRIBUTE]: sources.join(' ') },
  children: LOADER,
});
