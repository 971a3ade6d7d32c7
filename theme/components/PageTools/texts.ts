// Interface strings of the page tools (SPEC 2.5), in the page's language.

export interface PageToolsTexts {
  copyMarkdown: string;
  copied: string;
  copyFailed: string;
  /** Announced to assistive technology when the copy succeeds or fails. */
  copiedMessage: string;
  copyFailedMessage: string;
  openIn: string;
  openInService: (name: string) => string;
}

const en: PageToolsTexts = {
  copyMarkdown: 'Copy Markdown',
  copied: 'Copied',
  copyFailed: 'Copy failed',
  copiedMessage: 'The Markdown of this page is on the clipboard.',
  copyFailedMessage: 'Could not copy the Markdown of this page. Try again.',
  openIn: 'Open in',
  openInService: (name) => `Open in ${name}`,
};

const zh: PageToolsTexts = {
  copyMarkdown: '复制 Markdown',
  copied: '已复制',
  copyFailed: '复制失败',
  copiedMessage: '本页的 Markdown 已复制到剪贴板。',
  copyFailedMessage: '无法复制本页的 Markdown，请重试。',
  openIn: '在 AI 中打开',
  openInService: (name) => `在 ${name} 中打开`,
};

export const pageToolsTexts = (lang: string): PageToolsTexts => (lang === 'zh' ? zh : en);
