import type { getLinks } from '@/lib/shop-context.server';
import type { Configuration, WidgetLink } from './configuration';

export type Links = Awaited<ReturnType<typeof getLinks>>;

/** What every widget renderer gets: its settings and images, and where it sits on the page. */
export interface WidgetProps {
  configuration: Configuration;
  images: readonly string[];
  links: Links;
  /** Unique on the page, for ids that headings and controls refer to. */
  id: string;
  /** The first hero of the home page is the page's heading; elsewhere widgets sit below an h1. */
  isPageHeading: boolean;
  /** The page's first carousel: its first images are likely the largest paint, so they load first. */
  aboveTheFold: boolean;
}

export function hrefOf(link: WidgetLink, links: Links): string {
  return link.route ? links.route(link.route) : links.catalog(link.url ?? '/');
}
