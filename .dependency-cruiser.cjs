// The shape of the house, checked by `npm run verify` (scripts/verify.ts), which cruises each app
// and package with its own tsconfig, so that every `@/` alias resolves to its own app.

// A feature folder stands alone: it imports the kernel, features/shop/, which imports no feature,
// and no other feature, except for these entries: [importing feature, path under features/ it may
// import (a regular expression), the reason that edge is right].
const kernel = 'shop';
const featureImportsAllowed = [
  [
    'account',
    'favorites/favorites-cookie\\.server',
    "signing in merges the guest's hearts into the account's; signing out forgets them",
  ],
  ['catalog', 'cart/add-to-cart-form', 'a product card that needs no size puts it in the cart'],
  ['catalog', 'favorites/favorite-button', 'a product card carries its heart'],
  ['checkout', 'cart/', 'the checkout completes the cart: its engine, model, amounts, summary and fragments'],
  ['content', 'widgets/', 'a content page is made of widgets'],
  ['layout', 'analytics/consent-gate', 'a page view goes to the tracker once statistics are allowed'],
  ['offline', 'seo/robots', 'the offline worker keeps out of what robots.txt keeps private'],
  [
    'product',
    'cart/(use-add-to-cart|cart-actions)',
    'the buy box puts the product in the cart, and the rental form without JavaScript posts to the cart',
  ],
  [
    'product',
    'catalog/',
    "related and recently viewed products are the catalog's cards, fragments and categories",
  ],
  ['product', 'favorites/favorite-button', 'the product page carries its heart'],
  [
    'product',
    'newsletter/sign-up-outcome',
    'notify-me is an email sign-up and ends as the newsletter one does',
  ],
  ['seo', '(catalog|content)/queries', "the sitemaps list the catalog's and the content's pages"],
  ['widgets', '(cart|catalog|checkout|product)/', "editors place those features' parts on pages as widgets"],
];

const app = '^apps/[^/]+/src';

const allowedByFeature = new Map();
const reasonsByFeature = new Map();
for (const [from, to, reason] of featureImportsAllowed) {
  allowedByFeature.set(from, [...(allowedByFeature.get(from) ?? []), to]);
  reasonsByFeature.set(from, [...(reasonsByFeature.get(from) ?? []), `${to}: ${reason}`]);
}

const featureRule = (from, to = [], reasons = []) => ({
  name: 'feature-imports-feature',
  comment: ['A feature imports no other feature but the kernel', ...reasons].join('; '),
  severity: 'error',
  from,
  to: { path: '^$1/features/', pathNot: [`^$1/features/(${kernel}|$2)/`, ...to] },
});

const featureRules = [
  featureRule({
    path: '^(apps/[^/]+/src)/features/([^/]+)/',
    pathNot: [...allowedByFeature.keys()].map((feature) => `^apps/[^/]+/src/features/${feature}/`),
  }),
  ...[...allowedByFeature].map(([feature, allowed]) =>
    featureRule(
      { path: `^(apps/[^/]+/src)/features/(${feature})/` },
      allowed.map((path) => `^$1/features/${path}`),
      reasonsByFeature.get(feature),
    ),
  ),
];

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'Import circles, dynamic and type-only imports included.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'An import that does not resolve would let every other rule pass unseen.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
    {
      name: 'app-imports-app',
      comment: 'Apps share code only through packages/.',
      severity: 'error',
      from: { path: '^apps/([^/]+)/' },
      to: { path: '^apps/', pathNot: '^apps/$1/' },
    },
    {
      name: 'package-imports-app',
      severity: 'error',
      from: { path: '^packages/' },
      to: { path: '^apps/' },
    },
    // The API: src/ puts the modules together; modules use graphql/ and db/, which use no module.
    {
      name: 'db-imports-module',
      comment: 'db/ sits below the modules: the types of its JSON columns live under db/.',
      severity: 'error',
      from: { path: '^apps/commerce/src/db/' },
      to: { path: '^apps/commerce/src/(modules|seed)/' },
    },
    {
      name: 'part-imports-composition',
      comment:
        'server.ts, schema.ts, request-context.ts and the staff schema (admin/schema.ts, admin/handler.ts) put the parts together; the seed uses the modules.',
      severity: 'error',
      from: { path: '^apps/commerce/src/(modules|graphql|db|observability|redis)/' },
      to: {
        path: '^apps/commerce/src/(seed/|(main|server|schema|request-context|export-schema|staff-cli)\\.ts$|admin/(schema|handler)\\.ts$)',
      },
    },
    {
      name: 'graphql-imports-module',
      severity: 'error',
      from: { path: '^apps/commerce/src/graphql/' },
      to: { path: '^apps/commerce/src/(modules|seed|admin)/' },
    },
    {
      name: 'db-imports-staff-schema',
      comment: "db/ sits below the staff schema's builder as it sits below the shop's.",
      severity: 'error',
      from: { path: '^apps/commerce/src/db/' },
      to: { path: '^apps/commerce/src/admin/' },
    },
    {
      name: 'module-reaches-into-module',
      comment:
        'A module uses another only through its face, index.ts, and its GraphQL types through graphql/.',
      severity: 'error',
      from: { path: '^(apps/commerce/src/modules)/([^/]+)/' },
      to: {
        path: '^$1/',
        pathNot: ['^$1/$2/', '^$1/[^/]+/(index|graphql|graphql/index)\\.ts$'],
      },
    },
    // The web apps: app/ -> features/ -> ui/ and lib/.
    {
      name: 'below-app-imports-app',
      comment: 'Routes are the top: nothing below them imports a route file.',
      severity: 'error',
      from: { path: `${app}/(features|ui|lib)/` },
      to: { path: `${app}/app/` },
    },
    {
      name: 'ui-or-lib-imports-feature',
      comment: 'ui/ and lib/ serve every feature, so they know none.',
      severity: 'error',
      from: { path: `${app}/(ui|lib)/` },
      to: { path: `${app}/features/` },
    },
    {
      name: 'lib-imports-ui',
      comment: 'lib/ is plain code (client, routing, cookies, config): no components.',
      severity: 'error',
      from: { path: `${app}/lib/` },
      to: { path: `${app}/ui/` },
    },
    {
      name: 'shop-kernel-imports-feature',
      comment: 'features/shop is the kernel every feature may use: the layout hands it what it loads lazily.',
      severity: 'error',
      from: { path: `^(apps/[^/]+/src)/features/${kernel}/` },
      to: { path: '^$1/features/', pathNot: `^$1/features/${kernel}/` },
    },
    ...featureRules,
  ],
  options: {
    doNotFollow: { path: ['node_modules'] },
    exclude: { path: ['(^|/)node_modules/', '(^|/)\\.next/', '\\.d\\.ts$'] },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json', '.d.ts'],
    },
    skipAnalysisNotInRules: true,
  },
};
