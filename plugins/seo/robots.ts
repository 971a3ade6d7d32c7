// robots.txt: every crawler may fetch everything; where the sitemap is.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { absoluteUrl } from './urls';

export const robotsTxt = (siteRoot: string) =>
  `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(siteRoot, '/sitemap.xml')}\n`;

export function writeRobotsTxt(outDir: string, siteRoot: string) {
  writeFileSync(path.join(outDir, 'robots.txt'), robotsTxt(siteRoot));
}
