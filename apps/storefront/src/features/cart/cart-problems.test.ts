import { describe, expect, it } from 'vitest';
import { CART_PROBLEMS, refusalText } from './cart-problems';
import type { CartTexts } from './cart-texts';

const texts = {
  onlyLeft: 'Bara {stock} kvar',
  allInCart: 'Du har redan {stock} i varukorgen.',
  unavailable: 'Går inte att köpa.',
  promoInvalid: 'Ogiltig kod.',
  promoRequirementsNotMet: 'Villkoren uppfylls inte.',
  promoMinimumOrder: 'Handla för minst {amount}.',
  promoBrand: 'Kräver {brand}.',
  promoCurrency: 'Fel valuta.',
  giftCardEmpty: 'Tomt kort.',
  rentalDeliveryUnavailable: 'Dit kör vi inte ut.',
  rentalDeliveryInvalidZip: 'Fem siffror.',
  rentalDamageWaiverUnavailable: 'Inget skadeskydd.',
} as CartTexts;

describe('what a refusal of the cart API says', () => {
  it('tells a zip that is none from one the depot does not deliver to', () => {
    expect(CART_PROBLEMS.RENTAL_DELIVERY_UNAVAILABLE).toEqual({
      field: 'rentalPeriod',
      problem: 'rentalDeliveryUnavailable',
    });
    const refused = (deliveryProblem: string) =>
      refusalText(texts, { problem: 'rentalDeliveryUnavailable', details: { deliveryProblem } }, 'add');
    expect(refused('INVALID_ZIP')).toBe('Fem siffror.');
    expect(refused('NOT_DELIVERED')).toBe('Dit kör vi inte ut.');
  });

  it('says an object offers no damage waiver to take', () => {
    expect(CART_PROBLEMS.RENTAL_DAMAGE_WAIVER_UNAVAILABLE).toEqual({
      field: 'rentalPeriod',
      problem: 'rentalDamageWaiverUnavailable',
    });
    expect(refusalText(texts, { problem: 'rentalDamageWaiverUnavailable', details: {} }, 'add')).toBe(
      'Inget skadeskydd.',
    );
  });

  it('tells an add how many more there are, and a set how many the line may hold', () => {
    const overCap = { problem: 'onlyLeft' as const, details: { maxQuantity: 5, inCart: 3, available: 2 } };
    expect(refusalText(texts, overCap, 'add')).toBe('Bara 2 kvar');
    expect(refusalText(texts, overCap, 'set')).toBe('Bara 5 kvar');
  });

  it('says the cart already holds them all when none are left to add, and unavailable when none exist', () => {
    const full = { problem: 'onlyLeft' as const, details: { maxQuantity: 5, inCart: 5, available: 0 } };
    expect(refusalText(texts, full, 'add')).toBe('Du har redan 5 i varukorgen.');
    const gone = { problem: 'onlyLeft' as const, details: { maxQuantity: 0, inCart: 0, available: 0 } };
    expect(refusalText(texts, gone, 'add')).toBe('Går inte att köpa.');
    expect(refusalText(texts, { problem: 'onlyLeft' }, 'add')).toBe('Går inte att köpa.');
  });

  it('names the requirement a promo code waits for', () => {
    const minimum = {
      problem: 'promoRequirementsNotMet' as const,
      details: { requirement: 'MINIMUM_ORDER', minimumOrder: 1000, minimumOrderFormatted: '1 000 kr' },
    };
    expect(refusalText(texts, minimum)).toBe('Villkoren uppfylls inte. Handla för minst 1 000 kr.');
    const brand = {
      problem: 'promoRequirementsNotMet' as const,
      details: { requirement: 'BRAND', brand: 'Nordgrav' },
    };
    expect(refusalText(texts, brand)).toBe('Villkoren uppfylls inte. Kräver Nordgrav.');
    const currency = { problem: 'promoRequirementsNotMet' as const, details: { requirement: 'CURRENCY' } };
    expect(refusalText(texts, currency)).toBe('Villkoren uppfylls inte. Fel valuta.');
    expect(refusalText(texts, { problem: 'promoRequirementsNotMet' })).toBe('Villkoren uppfylls inte.');
  });

  it('says every other refusal in its own words', () => {
    expect(refusalText(texts, { problem: 'promoInvalid' })).toBe('Ogiltig kod.');
    expect(refusalText(texts, { problem: 'giftCardEmpty' })).toBe('Tomt kort.');
  });

  it('maps each refusal code of the cart API to a field', () => {
    expect(CART_PROBLEMS.QUANTITY_NOT_AVAILABLE).toEqual({ field: 'quantity', problem: 'onlyLeft' });
    expect(CART_PROBLEMS.RequirementsNotMet).toEqual({
      field: 'promoCode',
      problem: 'promoRequirementsNotMet',
    });
    expect(CART_PROBLEMS.INVALID_PROMO_CODE?.field).toBe('promoCode');
    expect(CART_PROBLEMS.INVALID_GIFT_CARD_CODE?.field).toBe('giftCardCode');
  });

  it('marks the days of a rental that cannot be booked, and says so in its own words', () => {
    expect(CART_PROBLEMS.RENTAL_UNAVAILABLE).toEqual({ field: 'rentalPeriod', problem: 'rentalUnavailable' });
    expect(CART_PROBLEMS.RENTAL_PERIOD_INVALID?.field).toBe('rentalPeriod');
    expect(CART_PROBLEMS.RENTAL_PERIOD_REQUIRED?.field).toBe('rentalPeriod');
    const rentalTexts = { ...texts, rentalUnavailable: 'Ingen maskin är ledig.' } as CartTexts;
    expect(refusalText(rentalTexts, { problem: 'rentalUnavailable' }, 'add')).toBe('Ingen maskin är ledig.');
  });
});
