// One Lighthouse run: a fresh headless Chromium (chrome-launcher), Lighthouse's default config (mobile,
// simulated throttling), the four categories. Returns scores, metrics, the failing audits and the hosts
// the page requested.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
export const METRICS = {
  lcpMs: 'largest-contentful-paint',
  tbtMs: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  fcpMs: 'first-contentful-paint',
  siMs: 'speed-index',
};

/**
 * @param {string} url
 * @param {string} chromePath
 */
export async function lighthouseRun(url, chromePath) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, logLevel: 'error', onlyCategories: CATEGORIES });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const scores = Object.fromEntries(CATEGORIES.map((id) => [id, lhr.categories[id]?.score ?? null]));
    const metrics = Object.fromEntries(
      Object.entries(METRICS).map(([key, id]) => [key, lhr.audits[id]?.numericValue ?? null]),
    );
    const failedAudits = CATEGORIES.flatMap((category) =>
      lhr.categories[category].auditRefs
        .filter(
          (ref) =>
            ref.weight > 0 && lhr.audits[ref.id].score !== null && /** @type {number} */ (lhr.audits[ref.id].score) < 1,
        )
        .map((ref) => `${category}/${ref.id}`),
    );
    // The network-requests audit's details: a table whose items each have the request's url.
    const requests =
      /** @type {{ items?: { url: string }[] } | undefined} */ (lhr.audits['network-requests']?.details)?.items ?? [];
    const origin = new URL(url).host;
    const foreignRequests = requests
      .map((item) => item.url)
      .filter((requestUrl) => /^https?:/.test(requestUrl) && new URL(requestUrl).host !== origin);
    return {
      scores,
      metrics,
      failedAudits,
      requests: requests.length,
      foreignRequests,
      lighthouseVersion: lhr.lighthouseVersion,
      settings: { formFactor: lhr.configSettings.formFactor, throttlingMethod: lhr.configSettings.throttlingMethod },
      warnings: lhr.runWarnings,
    };
  } finally {
    chrome.kill();
  }
}
