// The shape of the house, checked by `npm run verify` (scripts/verify.ts), which cruises each app
// and package with its own tsconfig, so that every `@/` alias resolves to its own app.

// A feature folder stands alone: it imports the kernel, features/shop/, which imports no feature,
// and no other feature, except for these entries: [importing feature, path under features/ it may
// import (a regular expression)], each with the reason that edge is right.
const kernel = 'shop';
const featureImportsAllowed = [];

// TEMPORARY: the feature-to-feature imports found on 2026-11-28 that are being untied. This list
// only shrinks, to empty; an edge that stays moves to featureImportsAllowed with its reason.
const featureImportsUntying = [
  ['account', 'cart/'],
  ['account', 'favorites/'],
  ['analytics', 'cart/'],
  ['analytics', 'catalog/'],
  ['analytics', 'checkout/'],
  ['analytics', 'consent/'],
  ['cart', 'analytics/'],
  ['catalog', 'analytics/'],
  ['catalog', 'cart/'],
  ['catalog', 'favorites/'],
  ['catalog', 'search/'],
  ['checkout', 'analytics/'],
  ['checkout', 'cart/'],
  ['content', 'widgets/'],
  ['favorites', 'account/'],
  ['favorites', 'catalog/'],
  ['favorites', 'product/'],
  ['layout', 'account/'],
  ['layout', 'analytics/'],
  ['layout', 'cart/'],
  ['layout', 'consent/'],
  ['layout', 'favorites/'],
  ['layout', 'newsletter/'],
  ['layout', 'search/'],
  ['manuals', 'product/'],
  ['manuals', 'search/'],
  ['offline', 'seo/'],
  ['product', 'account/'],
  ['product', 'analytics/'],
  ['product', 'cart/'],
  ['product', 'catalog/'],
  ['product', 'favorites/'],
  ['product', 'newsletter/'],
  ['seo', 'catalog/'],
  ['seo', 'content/'],
  ['seo', 'layout/'],
  ['widgets', 'analytics/'],
  ['widgets', 'cart/'],
  ['widgets', 'catalog/'],
  ['widgets', 'checkout/'],
  ['widgets', 'consent/'],
  ['widgets', 'product/'],
];

const app = '^apps/[^/]+/src';

const allowedByFeature = new Map();
for (const [from, to] of [...featureImportsAllowed, ...featureImportsUntying]) {
  allowedByFeature.set(from, [...(allowedByFeature.get(from) ?? []), to]);
}

const featureRule = (from, to = []) => ({
  name: 'feature-imports-feature',
  comment: 'A feature imports no other feature but the kernel, except where featureImportsAllowed says so.',
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
      name: 'graphql-imports-module',
      severity: 'error',
      from: { path: '^apps/commerce/src/graphql/' },
      to: { path: '^apps/commerce/src/(modules|seed)/' },
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
