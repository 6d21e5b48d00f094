export { contentPageAddresses, listContentPages } from './content-pages.ts';
export { pageWidgets, shownTexts, withSections } from './drafts.ts';
export { PREVIEW_LINK_MINUTES, previewToken } from './preview-token.ts';
