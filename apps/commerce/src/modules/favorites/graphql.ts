import { z } from 'zod';
import { builder, scopeArgs } from '#src/graphql/builder.ts';
import { list } from '#src/graphql/input.ts';
import { badUserInput } from '#src/graphql/input-error.ts';
import { requireViewer } from '#src/modules/auth/index.ts';
import { addFavorite, MAX_FAVORITES, mergeFavorites, removeFavorite } from './favorites.ts';

// Product ids are positive 32-bit integers; anything else names no product.
const productId = z.number().int().min(1, 'not a product id');

builder.enumType('FavoriteRefusalCode', {
  description: `Why a favorite was refused: each of its BAD_USER_INPUT error's extensions.problems. Named in errors only, for clients' types; no field answers it.`,
  values: ['UNKNOWN_PRODUCT', 'FAVORITES_FULL'] as const,
});

const PROBLEM_TEXT = {
  UNKNOWN_PRODUCT: 'No product has this id.',
  FAVORITES_FULL: `The list holds at most ${MAX_FAVORITES} favorites; remove one first.`,
} as const;

builder.mutationFields((t) => ({
  addFavorite: t.field({
    type: ['Int'],
    description: `Adds a product to the bearer token's customer's favorites and answers the list (product ids, oldest first). Refused with BAD_USER_INPUT: UNKNOWN_PRODUCT for an id no product has, FAVORITES_FULL past ${MAX_FAVORITES}; a refusal changes nothing. One already on the list stays where it is.`,
    args: { ...scopeArgs, productId: t.arg.int({ required: true, validate: productId }) },
    resolve: async (_root, args, ctx) => {
      await ctx.scope(args);
      const viewer = await requireViewer(ctx);
      const outcome = await addFavorite(ctx.db, viewer.customerId, args.productId, ctx.now());
      if (!outcome.ok) {
        throw badUserInput([
          { path: ['productId'], message: PROBLEM_TEXT[outcome.problem], problem: outcome.problem },
        ]);
      }
      return outcome.productIds;
    },
  }),
  removeFavorite: t.field({
    type: ['Int'],
    description:
      "Removes a product from the bearer token's customer's favorites and answers the list; one not on it changes nothing.",
    args: { ...scopeArgs, productId: t.arg.int({ required: true, validate: productId }) },
    resolve: async (_root, args, ctx) => {
      await ctx.scope(args);
      const viewer = await requireViewer(ctx);
      return removeFavorite(ctx.db, viewer.customerId, args.productId);
    },
  }),
  mergeFavorites: t.field({
    type: ['Int'],
    description: `Joins a list kept before sign-in (a guest's) to the bearer token's customer's favorites, after the account's own, and answers the whole list. Ids of no product, and those past ${MAX_FAVORITES}, are left out rather than refused.`,
    args: {
      ...scopeArgs,
      productIds: t.arg.intList({ required: true, validate: list(productId, MAX_FAVORITES) }),
    },
    resolve: async (_root, args, ctx) => {
      await ctx.scope(args);
      const viewer = await requireViewer(ctx);
      return mergeFavorites(ctx.db, viewer.customerId, args.productIds, ctx.now());
    },
  }),
}));
