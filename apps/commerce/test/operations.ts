import { EXAMPLE_CART_IDS } from './example-carts.ts';

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

const CART_SELECTION = '{ id promoCode items { skuId quantity } summary { total { sellingPriceIncVat } } }';

const PRODUCT_SELECTION = '{ productId name stockStatus skus { stockStatus } }';

/** An order id no order has: reads of it answer null. */
const NO_ORDER = '00000000-0000-4000-8000-00000000ffff';

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
      '$family: String!, $areaName: String!, $alias: String, $url: String, $customerType: CustomerType, $displaySetting: String',
      'family: $family, areaName: $areaName, alias: $alias, url: $url, customerType: $customerType, displaySetting: $displaySetting',
      '{ tags }',
      { family: 'Frontpage', areaName: 'top' },
    ),
    operation('contentPage', '$alias: String!', 'alias: $alias', '{ title }', { alias: 'om-oss' }),
    operation(
      'getCart',
      '$id: String, $allowExternalShippingFee: Boolean, $forceRefresh: Boolean',
      'id: $id, allowExternalShippingFee: $allowExternalShippingFee, forceRefresh: $forceRefresh',
      CART_SELECTION,
      { id: '' },
    ),
    operation(
      'validateOrderConditions',
      '$cartId: String!, $email: String',
      'cartId: $cartId, email: $email',
      '{ isValid message }',
      { cartId: EXAMPLE_CART_IDS.get },
    ),
    operation(
      'checkout',
      '$id: String!, $paymentType: PaymentType!, $cartId: String',
      'id: $id, paymentType: $paymentType, cartId: $cartId',
      '{ completed nthPurchase order { orderId sum } cart { isCompleted } }',
      { id: NO_ORDER, paymentType: 'STANDARD' },
    ),
    operation(
      'getOrderPublic',
      '$publicOrderId: Guid!',
      'publicOrderId: $publicOrderId',
      '{ id status shopperStatus orderTotal { sellingPriceIncVat } }',
      { publicOrderId: NO_ORDER },
    ),
    operation(
      'getMenuAtLocation',
      '$menuLocationId: String',
      'menuLocationId: $menuLocationId',
      '{ title menuItems { label canonicalUrl children { label } } }',
      { menuLocationId: 'main-desktop' },
    ),
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
    '$alias: String!, $sellingPriceIncVat: Decimal!, $regularPriceIncVat: Decimal',
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

export const ADJUST_CUSTOMER_BALANCE = operation(
  'adjustCustomerBalance',
  '$email: String!, $amount: Decimal!',
  'email: $email, amount: $amount',
  '{ currency amount amountFormatted }',
  {},
  'mutation',
);

export const CREATE_CUSTOMER_LOGIN_TOKEN = operation(
  'createCustomerLoginToken',
  '$email: String!',
  'email: $email',
  '{ token email expiresAt }',
  {},
  'mutation',
);

/** The mutations only a staff key may call. */
export const STAFF_MUTATIONS = [
  SET_PRODUCT_PRICE,
  SET_SKU_STOCK,
  ADJUST_CUSTOMER_BALANCE,
  CREATE_CUSTOMER_LOGIN_TOKEN,
];

/** Notify-me and the newsletter: changes anyone may make with an email address. */
export const SUBSCRIPTION_MUTATIONS = [
  operation(
    'monitorProductAvailability',
    '$email: String!, $skuId: Int!',
    'email: $email, skuId: $skuId',
    '',
    {},
    'mutation',
  ),
  operation(
    'subscribeToNewsletter',
    '$email: String!, $tags: [String]',
    'email: $email, tags: $tags',
    '',
    {},
    'mutation',
  ),
  operation('confirmNewsletterSubscription', '$token: String!', 'token: $token', '', {}, 'mutation'),
];

const cartChange = (name: string, ownVariables: string, ownArgs: string) =>
  operation(
    name,
    `$id: String!, ${ownVariables}`.replace(/, $/, ''),
    `id: $id, ${ownArgs}`.replace(/, $/, ''),
    CART_SELECTION,
    {},
    'mutation',
  );
const CART_ITEM_VARIABLES =
  '$skuId: Int, $quantity: Int!, $message: String, $allowExternalShippingFee: Boolean';
const CART_ITEM_ARGS =
  'item: { skuId: $skuId, quantity: $quantity, message: $message }, allowExternalShippingFee: $allowExternalShippingFee';

/** The changes of a cart, each naming the cart by `$id` (a cart getCart gave, for a valid request). */
export const CART_MUTATIONS = [
  cartChange('addToCart', CART_ITEM_VARIABLES, CART_ITEM_ARGS),
  cartChange('updateCartItem', CART_ITEM_VARIABLES, CART_ITEM_ARGS),
  cartChange('setCartPromoCode', '$promoCode: String!', 'promoCode: $promoCode'),
  cartChange('setCartGiftCard', '$giftCardCode: String!', 'giftCardCode: $giftCardCode'),
  cartChange('completeCart', '', ''),
];

/** An operation of the customers module; `needsCustomer` ones refuse a request without a bearer token. */
export interface CustomerOperation extends Operation {
  needsCustomer: boolean;
}

const customerOperation = (op: Operation, needsCustomer: boolean): CustomerOperation => ({
  ...op,
  needsCustomer,
});

export const USER_OPERATIONS: CustomerOperation[] = [
  customerOperation(operation('getUser', '', '', '{ email balanceFormatted address { zip } }'), true),
  customerOperation(
    operation(
      'updateUser',
      '$user: UserInputType!',
      'user: $user',
      '{ email }',
      { user: { newsletter: true } },
      'mutation',
    ),
    true,
  ),
  customerOperation(operation('deleteUser', '', '', '', {}, 'mutation'), true),
  customerOperation(
    operation('addFavorite', '$productId: Int!', 'productId: $productId', '', { productId: 1 }, 'mutation'),
    true,
  ),
  customerOperation(
    operation(
      'removeFavorite',
      '$productId: Int!',
      'productId: $productId',
      '',
      { productId: 1 },
      'mutation',
    ),
    true,
  ),
  customerOperation(
    operation(
      'mergeFavorites',
      '$productIds: [Int!]!',
      'productIds: $productIds',
      '',
      { productIds: [1, 2] },
      'mutation',
    ),
    true,
  ),
  customerOperation(
    operation(
      'requestPasswordReset',
      '$email: String!',
      'email: $email',
      '',
      { email: 'kund@example.se' },
      'mutation',
    ),
    false,
  ),
  customerOperation(
    operation(
      'commitReset',
      '$resetKey: String!, $password: String!',
      'resetKey: $resetKey, password: $password',
      '',
      { resetKey: 'no-such-key', password: 'x'.repeat(64) },
      'mutation',
    ),
    false,
  ),
];

const checkoutChange = (name: string, ownVariables: string, ownArgs: string, selection: string) =>
  operation(
    name,
    `$cartId: String!, ${ownVariables}`,
    `cartId: $cartId, ${ownArgs}`,
    selection,
    {},
    'mutation',
  );

/** The checkout's changes, each naming the cart by `$cartId` (an example cart, for a valid request). */
export const CHECKOUT_MUTATIONS = [
  checkoutChange(
    'createOrUpdateCheckout',
    '$checkout: CheckoutInputType',
    'checkout: $checkout',
    '{ email checkoutStatus shippingOptions { id feeIncVat } cart { id } }',
  ),
  checkoutChange('setCartShippingFee', '$shippingFee: Decimal!', 'shippingFee: $shippingFee', '{ email }'),
  checkoutChange(
    'placeOrder',
    '$checkout: CheckoutInputType!',
    'checkout: $checkout',
    '{ orderId publicId status redirectUrl }',
  ),
];
