import { type BrowserScope, browserClient } from '@/lib/graphql/browser';
import { graphql, type ResultOf } from '@/lib/graphql/graphql';

// Loaded on first use of the search box, so that the GraphQL client is not part of every page's
// first load.

export const SearchSuggestionsQuery = graphql(`
  query SearchSuggestions($channelId: String, $marketId: String, $languageId: String, $searchText: String, $take: Int) {
    products(
      channelId: $channelId
      marketId: $marketId
      languageId: $languageId
      take: $take
      filter: { searchText: $searchText, sort: RELEVANCE }
    ) {
      count
      products {
        productId
        name
        canonicalUrl
        brand { name }
        productImages { fileName }
        unitPrice { sellingPriceIncVatFormatted sellingPriceExVatFormatted }
      }
    }
  }
`);

/** The short lists searched in the browser: loaded once, when the box is first used. */
export const SearchListsQuery = graphql(`
  query SearchLists($channelId: String, $marketId: String, $languageId: String) {
    categories(channelId: $channelId, marketId: $marketId, languageId: $languageId) {
      categoryId
      name
      canonicalUrl
    }
    brands(channelId: $channelId, marketId: $marketId, languageId: $languageId) {
      brandId
      name
      canonicalUrl
    }
  }
`);

export type ProductSuggestion = ResultOf<typeof SearchSuggestionsQuery>['products']['products'][number];
export type SearchLists = ResultOf<typeof SearchListsQuery>;

/** Products matching the term, most relevant first. */
export async function requestProducts(
  scope: BrowserScope,
  searchText: string,
  take: number,
  signal: AbortSignal,
) {
  const { products } = await browserClient(() => scope).query(
    SearchSuggestionsQuery,
    { searchText, take },
    signal,
  );
  return products.products;
}

/** Every category and brand, to match names against in the browser. */
export function requestLists(scope: BrowserScope): Promise<SearchLists> {
  return browserClient(() => scope).query(SearchListsQuery, {});
}
