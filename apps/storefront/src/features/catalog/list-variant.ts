import { cleanSearchTerm } from '@/lib/search-term';

export type ListVariantTarget =
  | { kind: 'all' }
  | { kind: 'list'; canonicalUrl: string }
  | { kind: 'search'; term: string }
  | { kind: 'none' };

/**
 * Where /list/{brand?}, /list/{category?}, /list/{discountCampaign?}, /list/{list?} and
 * /list/{search?} lead, one address for all five: nothing named is every item; a name the API
 * knows as a list is that list (`canonicalUrl`, null when it knows none); any other words are
 * searched for.
 */
export function listVariantTarget(name: string | undefined, canonicalUrl: string | null): ListVariantTarget {
  if (name === undefined) return { kind: 'all' };
  if (canonicalUrl) return { kind: 'list', canonicalUrl };
  const term = cleanSearchTerm(name);
  return term ? { kind: 'search', term } : { kind: 'none' };
}
