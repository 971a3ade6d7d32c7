import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from '@rstest/core';
import {
  ECOSYSTEM_GROUP,
  ECOSYSTEM_TEXT,
  ECOSYSTEM_TOOLS,
  logoSrc,
  siteLabel,
  toolDescription,
  toolUrl,
} from '../../theme/components/Ecosystem/tools';

const PUBLIC_DIR = path.resolve(import.meta.dirname, '../../docs/public');

describe('ecosystem tools data', () => {
  test('lists the seven Rstack tools in order', () => {
    expect(ECOSYSTEM_TOOLS.map((tool) => tool.name)).toEqual([
      'Rspack',
      'Rsbuild',
      'Rspress',
      'Rslib',
      'Rsdoctor',
      'Rstest',
      'Rslint',
    ]);
  });

  test('every tool has a name, a Chinese and an English description, a logo and a site', () => {
    for (const tool of ECOSYSTEM_TOOLS) {
      expect(tool.name).toMatch(/^Rs[a-z]+$/);
      expect(tool.description).toMatch(/[\u4e00-\u9fff]/);
      expect(tool.descriptionEn).toMatch(/^[A-Z][\x20-\x7e]+$/);
      expect(tool.logo).toBe(`/ecosystem/${tool.name.toLowerCase()}.svg`);
      expect(tool.url).toBeTruthy();
      if (tool.logoScale !== undefined) {
        expect(tool.logoScale).toBeGreaterThan(0);
        expect(tool.logoScale).toBeLessThanOrEqual(1);
      }
    }
  });

  test('every logo is an SVG served from docs/public', () => {
    for (const tool of ECOSYSTEM_TOOLS) {
      const file = path.join(PUBLIC_DIR, tool.logo);
      expect(existsSync(file), file).toBe(true);
      expect(readFileSync(file, 'utf8')).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    }
  });

  test('sites are https addresses on the tool’s own .rs host; Chinese sites under /zh/ where they differ', () => {
    for (const tool of ECOSYSTEM_TOOLS) {
      for (const url of [tool.url, tool.urlEn ?? tool.url]) {
        const parsed = new URL(url);
        expect(parsed.protocol).toBe('https:');
        expect(parsed.host).toBe(`${tool.name.toLowerCase()}.rs`);
      }
      if (tool.urlEn) expect(new URL(tool.url).pathname).toBe('/zh/');
    }
    expect(new URL(ECOSYSTEM_TEXT.en.exploreUrl).protocol).toBe('https:');
    expect(new URL(ECOSYSTEM_TEXT.zh.exploreUrl).protocol).toBe('https:');
  });

  test('picks the language-specific description and site, and labels a site by its host', () => {
    const rspack = ECOSYSTEM_TOOLS[0];
    expect(toolDescription(rspack, 'en')).toBe(rspack.descriptionEn);
    expect(toolDescription(rspack, 'zh')).toBe(rspack.description);
    expect(toolUrl(rspack, 'en')).toBe('https://rspack.rs/');
    expect(toolUrl(rspack, 'zh')).toBe('https://rspack.rs/zh/');
    expect(siteLabel(toolUrl(rspack, 'zh'))).toBe('rspack.rs');
  });

  test('logos load from this site unless an asset host is configured', () => {
    expect(logoSrc(ECOSYSTEM_TOOLS[0])).toBe('/ecosystem/rspack.svg');
  });

  test('the popover group has both titles and the same seven tools', () => {
    expect(ECOSYSTEM_GROUP.title).toMatch(/[\u4e00-\u9fff]/);
    expect(ECOSYSTEM_GROUP.titleEn).toBeTruthy();
    expect(ECOSYSTEM_GROUP.tools).toEqual(ECOSYSTEM_TOOLS);
  });
});
