import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { CampaignFormTexts } from './campaign-form';
import type { CodeFormTexts } from './code-form';
import type { OfferFormTexts } from './offer-form';
import { problemTexts } from './texts.server';

/** The texts the fields both forms share: names per language, the kind and its value, the dates. */
async function sharedTexts() {
  const t = await getTranslations('marketing');
  return {
    names: t('form.names'),
    namesHint: t('form.namesHint'),
    languages: {
      sv: t('form.language.sv'),
      da: t('form.language.da'),
      en: t('form.language.en'),
      fi: t('form.language.fi'),
      nb: t('form.language.nb'),
    },
    hideTitle: t('form.hideTitle'),
    kind: t('form.kind'),
    kinds: {
      PERCENTAGE: t('kind.PERCENTAGE'),
      FIXED_AMOUNT: t('kind.FIXED_AMOUNT'),
      FREE_SHIPPING: t('kind.FREE_SHIPPING'),
    },
    percentage: t('form.percentage'),
    percentageHint: t('form.percentageHint'),
    amounts: t('form.amounts'),
    none: t('form.none'),
    dates: t('form.dates'),
    datesHint: t('form.datesHint'),
    startsAt: t('form.startsAt'),
    endsAt: t('form.endsAt'),
    save: t('form.save'),
    problemAbove: t('form.problemAbove'),
    problems: await problemTexts(),
  };
}

export async function campaignFormTexts(): Promise<CampaignFormTexts> {
  const t = await getTranslations('marketing');
  return {
    ...(await sharedTexts()),
    alias: t('form.alias'),
    aliasHint: t('form.aliasHint'),
    descriptions: t('form.descriptions'),
    descriptionsHint: t('form.descriptionsHint'),
    amountsHint: t('form.amountsHint'),
    market: t('form.market'),
    allMarkets: t('form.allMarkets'),
    target: t('form.target'),
    targetHint: t('form.targetHint'),
    category: t('form.category'),
    brand: t('form.brand'),
    articleNumbers: t('form.articleNumbers'),
    articleNumbersHint: t('form.articleNumbersHint'),
  };
}

export async function codeFormTexts(): Promise<CodeFormTexts> {
  const t = await getTranslations('marketing');
  return {
    ...(await sharedTexts()),
    code: t('codeForm.code'),
    codeHint: t('codeForm.codeHint'),
    namesHint: t('codeForm.namesHint'),
    amountsHint: t('codeForm.amountsHint'),
    requirements: t('codeForm.requirements'),
    requirementsHint: t('codeForm.requirementsHint'),
    minimumOrder: t('codeForm.minimumOrder'),
    requiredBrand: t('codeForm.requiredBrand'),
    limits: t('codeForm.limits'),
    limitsHint: t('codeForm.limitsHint'),
    maxUses: t('codeForm.maxUses'),
    maxUsesPerCustomer: t('codeForm.maxUsesPerCustomer'),
  };
}

export async function offerFormTexts(): Promise<OfferFormTexts> {
  const t = await getTranslations('marketing');
  const shared = await sharedTexts();
  return {
    alias: t('offerForm.alias'),
    aliasHint: t('offerForm.aliasHint'),
    names: shared.names,
    namesHint: t('offerForm.namesHint'),
    languages: shared.languages,
    hideTitle: shared.hideTitle,
    kind: t('offerForm.kind'),
    kinds: { QUANTITY_PRICE: t('offerKind.QUANTITY_PRICE'), CART_DISCOUNT: t('offerKind.CART_DISCOUNT') },
    quantity: t('offerForm.quantity'),
    quantityHint: t('offerForm.quantityHint'),
    category: t('form.category'),
    none: shared.none,
    buy: t('offerForm.buy'),
    pay: t('offerForm.pay'),
    discount: t('offerForm.discount'),
    discountHint: t('offerForm.discountHint'),
    percentage: shared.percentage,
    minItems: t('offerForm.minItems'),
    dates: shared.dates,
    datesHint: shared.datesHint,
    startsAt: shared.startsAt,
    endsAt: shared.endsAt,
    save: shared.save,
    problemAbove: shared.problemAbove,
    problems: shared.problems,
  };
}
