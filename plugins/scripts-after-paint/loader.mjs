// The inline script that starts a page's scripts after its first frame (index.ts). Its `data-scripts`
// attribute lists them, which is also where tools/lib/page-assets.mjs finds them to weigh a page.

export const SCRIPTS_ATTRIBUTE = 'data-scripts';

// In order (`async = false`), once the document is parsed and the browser reports its first paint (a paint
// timing entry, which no fake clock holds back). A tab opened in the background paints nothing, and a browser
// without paint timing reports nothing: those start the scripts when the document is parsed, as `defer` does.
// `go` counts the two conditions (parsed, painted); the second call starts the scripts, later calls do nothing.
const LOADER = `(function(){var d=document,s=d.currentScript.getAttribute('${SCRIPTS_ATTRIBUTE}').split(' '),n=0;function go(){if(++n==2)s.forEach(function(u){var e=d.createElement('script');e.src=u;e.async=!1;d.head.appendChild(e)})}var P=self.PerformanceObserver;P&&(P.supportedEntryTypes||[]).indexOf('paint')>=0?new P(function(l,o){o.disconnect();go()}).observe({type:'paint',buffered:!0}):go();d.addEventListener('DOMContentLoaded',function(){d.visibilityState=='hidden'&&go();go()})})()`;

/** The `<script>` tag (Rsbuild's tag object) that loads `sources` after the first paint. @param {string[]} sources */
export const loaderOf = (sources) => ({
  tag: 'script',
  attrs: { [SCRIPTS_ATTRIBUTE]: sources.join(' ') },
  children: LOADER,
});
