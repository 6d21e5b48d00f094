export { contentPagePath, listContentPages } from './content-pages.ts';
