/** Every operation of the API with variables for each of its arguments, for tests that try them all. */

const SCOPE_VARIABLES = '$channelId: String, $marketId: String, $languageId: String';
const SCOPE_ARGS = 'channelId: $channelId, marketId: $marketId, languageId: $languageId';

export interface Operation {
  name: string;
  kind: 'query' | 'mutation';
  /** The document; it takes $channelId, $marketId and $languageId besides its own variables. */
  document: string;
  /** Variables that make a valid request, besides the scope. */
  valid: Record<string, unknown>;
}

function operation(
  name: string,
  ownVariables: string,
  ownArgs: string,
  selection: string,
  valid: Record<string, unknown> = {},
  kind: Operation['kind'] = 'query',
): Operation {
  const variables = [SCOPE_VARIABLES, ownVariables].filter(Boolean).join(', ');
  const args = [SCOPE_ARGS, ownArgs].filter(Boolean).join(', ');
  return { name, kind, document: `${kind} (${variables}) { ${name}(${args}) ${selection} }`, valid };
}

const PRODUCT_SELECTION = '{ productId name stockStatus skus { stockStatus } }';

/** The queries, each with a product alias that exists (`alias`) filled in by the caller. */
export function queries(alias: string): Operation[] {
  return [
    operation('channel', '', '', '{ markets { alias } }'),
    operation('categories', '', '', '{ name }'),
    operation('brands', '', '', '{ name }'),
    operation('discountCampaigns', '', '', '{ name }'),
    operation('contentPages', '', '', '{ title }'),
    operation(
      'products',
      '$skip: Int, $take: Int, $categoryAlias: String, $searchText: String, $productIds: [Int!], $facets: [String!]',
      'skip: $skip, take: $take, categoryAlias: $categoryAlias, filter: { searchText: $searchText, productIds: $productIds, facets: $facets }',
      `{ count products ${PRODUCT_SELECTION} }`,
      { take: 5, searchText: 'motorsåg' },
    ),
    operation(
      'product',
      '$alias: String!, $quantity: Int',
      'alias: $alias',
      '{ productId name stockStatus(quantity: $quantity) skus { stockStatus(quantity: $quantity) } }',
      { alias },
    ),
    operation('listPageInfo', '$alias: String, $url: String', 'alias: $alias, url: $url', '{ id name }'),
    operation(
      'reviews',
      '$alias: String!, $skip: Int, $take: Int',
      'alias: $alias, skip: $skip, take: $take',
      '{ count reviews { rating } }',
      { alias },
    ),
    operation('relatedProducts', '$alias: String!, $take: Int', 'alias: $alias, take: $take', '{ name }', {
      alias,
    }),
    operation('productAliases', '$skip: Int, $take: Int', 'skip: $skip, take: $take', '{ count }', {
      take: 10,
    }),
    operation(
      'manuals',
      '$searchText: String, $skip: Int, $take: Int',
      'searchText: $searchText, skip: $skip, take: $take',
      '{ count }',
    ),
    operation(
      'widgetArea',
      '$family: String!, $areaName: String!, $alias: String, $url: String, $customerType: String',
      'family: $family, areaName: $areaName, alias: $alias, url: $url, customerType: $customerType',
      '{ tags }',
      { family: 'Frontpage', areaName: 'top' },
    ),
    operation('contentPage', '$alias: String!', 'alias: $alias', '{ title }', { alias: 'om-oss' }),
  ];
}

export const POST_REVIEW = operation(
  'postProductReview',
  '$alias: String!, $rating: Int!, $author: String!, $comment: String!',
  'alias: $alias, rating: $rating, author: $author, comment: $comment',
  '',
  {},
  'mutation',
);

/** A review that is saved when the alias exists. */
export const validReview = (alias: string) => ({
  alias,
  rating: 4,
  author: 'Testare',
  comment: 'Bra maskin.',
});

/** The operation with its market required: where the market names whose data the operation changes. */
function requiringMarket(op: Operation): Operation {
  return { ...op, document: op.document.replace('$marketId: String,', '$marketId: String!,') };
}

export const SET_PRODUCT_PRICE = requiringMarket(
  operation(
    'setProductPrice',
    '$alias: String!, $sellingPriceIncVat: Int!, $regularPriceIncVat: Int',
    'alias: $alias, sellingPriceIncVat: $sellingPriceIncVat, regularPriceIncVat: $regularPriceIncVat',
    '{ productId unitPrice { sellingPriceIncVat } }',
    {},
    'mutation',
  ),
);

export const SET_SKU_STOCK = operation(
  'setSkuStock',
  '$skuId: Int!, $inStock: Int!',
  'skuId: $skuId, inStock: $inStock',
  '{ skuId stockStatus }',
  {},
  'mutation',
);

/** The mutations only a staff key may call. */
export const STAFF_MUTATIONS = [SET_PRODUCT_PRICE, SET_SKU_STOCK];
