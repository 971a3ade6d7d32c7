// The inline script that starts a page's scripts after its first frame (index.ts). Its `data-scripts`
// attribute lists them, which is also where scripts/lib/page-assets.mjs finds them to weigh a page.

export const SCRIPTS_ATTRIBUTE = 'data-scripts';

// In order (`async = false`), once the document is parsed and the browser reports its first paint (a paint
// timing entry, which no fake clock holds back). A tab opened in the background paints nothing, and a browser
// without paint timing reports nothing: those start the scripts when the document is parsed, as `defer` does.
const LOADER = `(function(){var d=document,s=d.currentScript.getAttribute('${SCRIPTS_ATTRIBUTE}').split(' '),parsed=!1,painted=!1,started=!1;function start(){if(started||!parsed||!painted)return;started=!0;s.forEach(function(src){var e=d.createElement('script');e.src=src;e.async=!1;d.head.appendChild(e)})}var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0){new P(function(l,o){o.disconnect();painted=!0;start()}).observe({type:'paint',buffered:!0})}else painted=!0;d.addEventListener('DOMContentLoaded',function(){parsed=!0;if(d.visibilityState==='hidden')painted=!0;start()})})()`;

/** The `<script>` tag (Rsbuild's tag object) that loads `sources` after the first paint. */
export const loaderOf = (sources) => ({
  tag: 'script',
  attrs: { [SCRIPTS_ATTRIBUTE]: sources.join(' ') },
  children: LOADER,
});
