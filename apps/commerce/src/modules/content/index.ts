export { contentPageAddresses, listContentPages } from './content-pages.ts';
