import { builder } from '#src/graphql/builder.ts';
import { CART_REFUSAL_CODES } from '../refusals.ts';

/** The cart's arguments a shopper types or picks, refused as input (BAD_USER_INPUT). */
const INPUT_PROBLEMS = [
  'INVALID_ID',
  'INVALID_ITEM',
  'INVALID_PROMO_CODE',
  'INVALID_GIFT_CARD_CODE',
] as const;

builder.enumType('CartRefusalCode', {
  description:
    "Why a cart read or change was refused: its error's extensions.code and each of extensions.problems (ADR 12). Named in errors only, for clients' types; no field answers it.",
  values: [...CART_REFUSAL_CODES, ...INPUT_PROBLEMS],
});
