import 'server-only';
import { query } from '@/lib/graphql/server';
import { WidgetAreaQuery } from './queries';

/** One widget area in the page's language and market. */
export async function loadWidgetArea(
  family: string,
  areaName: string,
  options: { alias?: string; preview?: boolean } = {},
) {
  const variables = { family, areaName, alias: options.alias, preview: options.preview ?? false };
  // An editor's preview shows what is stored now, past the data cache.
  const { widgetArea } = await query(WidgetAreaQuery, variables, { fresh: variables.preview });
  return widgetArea;
}
