export { HomeTextsPage, homeTextsMetadata } from './home-page';
export { MenusPage, menusMetadata } from './menus-page';
export {
  ContentPagePage,
  contentPageIdOf,
  contentPageMetadata,
  NewContentPagePage,
  newContentPageMetadata,
} from './page-page';
export { ContentPagesPage, contentMetadata } from './pages-page';
