// Interface strings of the search button and modal. The error and no-results texts are
// SPEC.md 8's; English falls back to DocSearch's own defaults where they already match.
import type { DocSearchModalProps } from '@docsearch/react/modal';

type ModalTranslations = NonNullable<DocSearchModalProps['translations']>;

export interface SearchTexts {
  button: { buttonText: string; buttonAriaLabel: string };
  modal: ModalTranslations;
  error: { titleText: string; helpText: string };
}

const en: SearchTexts = {
  button: { buttonText: 'Search', buttonAriaLabel: 'Search' },
  modal: {
    searchBox: { placeholderText: 'Search docs', searchInputLabel: 'Search' },
    errorScreen: { titleText: 'Unable to fetch results', helpText: 'You might want to check your network connection.' },
    noResultsScreen: {
      noResultsText: 'No results for',
      suggestedQueryText: 'Try searching for',
      reportMissingResultsText: 'Believe this query should return results?',
      reportMissingResultsLinkText: 'Let us know.',
    },
  },
  error: { titleText: 'Unable to fetch results', helpText: 'You might want to check your network connection.' },
};

const zh: SearchTexts = {
  button: { buttonText: '搜索', buttonAriaLabel: '搜索' },
  modal: {
    searchBox: {
      placeholderText: '搜索文档',
      searchInputLabel: '搜索',
      clearButtonTitle: '清除查询',
      clearButtonAriaLabel: '清除查询',
      closeButtonText: '关闭',
      closeButtonAriaLabel: '关闭',
    },
    startScreen: {
      recentSearchesTitle: '最近搜索',
      noRecentSearchesText: '没有最近搜索',
      saveRecentSearchButtonTitle: '收藏此搜索',
      removeRecentSearchButtonTitle: '从最近搜索中移除',
      favoriteSearchesTitle: '收藏',
      removeFavoriteSearchButtonTitle: '从收藏中移除',
    },
    errorScreen: { titleText: '无法获取结果', helpText: '你可能需要检查你的网络连接' },
    noResultsScreen: {
      noResultsText: '无法找到相关结果',
      suggestedQueryText: '你可以尝试查询',
      reportMissingResultsText: '你认为该查询应该有结果？',
      reportMissingResultsLinkText: '点击反馈',
    },
    footer: {
      selectText: '选择',
      selectKeyAriaLabel: '回车键',
      navigateText: '切换',
      navigateUpKeyAriaLabel: '向上键',
      navigateDownKeyAriaLabel: '向下键',
      closeText: '关闭',
      closeKeyAriaLabel: 'Esc 键',
    },
  },
  error: { titleText: '无法获取结果', helpText: '你可能需要检查你的网络连接' },
};

export const searchTexts = (lang: string): SearchTexts => (lang === 'zh' ? zh : en);
