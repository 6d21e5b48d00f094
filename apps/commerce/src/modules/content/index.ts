export { type ContentPageRow, contentPagePath, findContentPage, listContentPages } from './content-pages.ts';
export { localizeConfiguration } from './localize-configuration.ts';
export {
  CONTENT_FAMILY,
  isWidgetVisible,
  loadWidgetArea,
  toContainers,
  type WidgetArea,
  type WidgetAreaRequest,
  type WidgetVisibility,
} from './widget-areas.ts';
