import type { RequestContext } from '#src/graphql/context.ts';
import { majorUnits } from '#src/graphql/decimal.ts';
import { text } from '#src/graphql/input.ts';
import { badUserInput } from '#src/graphql/input-error.ts';
import type { Scope } from '#src/modules/channels/index.ts';
import { formatMoney } from '#src/modules/pricing/index.ts';
import { findGiftCard, giftCardUse } from '../gift-cards.ts';
import { priceCart } from '../priced-cart.ts';
import { CODE_MAX, findPromoCode, normalizeCode, type UnmetRequirement } from '../promo-codes.ts';
import { cartRefusal } from '../refusals.ts';
import { type CartRow, changeCart } from '../store.ts';
import { changeTarget } from './requests.ts';

/** A promo or gift card code as typed: one line, at most CODE_MAX characters; empty removes. */
export const CODE_ARG = text(CODE_MAX);

async function requirementDetails(ctx: RequestContext, unmet: UnmetRequirement, scope: Scope) {
  switch (unmet.requirement) {
    case 'MINIMUM_ORDER':
      return {
        requirement: unmet.requirement,
        minimumOrder: majorUnits(unmet.minimumOrderIncVat),
        minimumOrderFormatted: formatMoney(
          unmet.minimumOrderIncVat,
          scope.money.currency,
          scope.money.locale,
        ),
      };
    case 'BRAND':
      return {
        requirement: unmet.requirement,
        brand: (await ctx.loaders.brand.load(unmet.brandId))?.name ?? '',
      };
    default:
      return { requirement: unmet.requirement };
  }
}

/**
 * The cart with the promo code set, judged first on the cart as it is: an unknown or ended code is
 * an invalid one, unmet requirements are refused with RequirementsNotMet (the spec's two messages).
 */
export async function setPromoCode(ctx: RequestContext, cart: CartRow, scope: Scope, typed: string) {
  const code = normalizeCode(typed);
  if (code !== '') {
    const promo = await findPromoCode(ctx.db, code);
    const judged = promo
      ? (await priceCart(ctx, { ...cart, promoCode: code }, scope, { allowExternalShippingFee: false })).promo
      : null;
    if (!judged || judged.state === 'INVALID') {
      throw badUserInput([{ path: ['promoCode'], message: `no promo code ${code} is running` }]);
    }
    if (judged.state === 'REQUIREMENTS_NOT_MET') {
      throw cartRefusal(
        'RequirementsNotMet',
        'promoCode',
        `the cart does not meet the requirements of ${code}`,
        await requirementDetails(ctx, judged.unmet, scope),
      );
    }
  }
  return changeCart(ctx.db, changeTarget(ctx, cart.id, scope), async () => ({ promoCode: code || null }));
}

/** The cart with the gift card set, once the card is found usable in the market's currency. */
export async function setGiftCard(ctx: RequestContext, cart: CartRow, scope: Scope, typed: string) {
  const code = normalizeCode(typed);
  if (code !== '') {
    const use = giftCardUse(await findGiftCard(ctx.db, code), scope.money.currency, new Date());
    if (!use.usable && use.reason === 'INVALID') {
      throw badUserInput([{ path: ['giftCardCode'], message: `no gift card ${code}` }]);
    }
    if (!use.usable && use.reason === 'EMPTY') {
      throw cartRefusal('GIFT_CARD_EMPTY', 'giftCardCode', 'the gift card holds nothing');
    }
    if (!use.usable) {
      throw cartRefusal(
        'GIFT_CARD_CURRENCY',
        'giftCardCode',
        `the gift card is not in ${scope.money.currency}`,
      );
    }
  }
  return changeCart(ctx.db, changeTarget(ctx, cart.id, scope), async () => ({ giftCardCode: code || null }));
}
