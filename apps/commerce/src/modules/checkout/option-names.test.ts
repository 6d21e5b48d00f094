import { LANGUAGE_CODES } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import type { LocalizedText } from '#src/db/schema.ts';
import { PAYMENT_PROVIDERS } from './payment/index.ts';
import { SHIPPING_NAMES } from './shipping/index.ts';

const options: [string, LocalizedText][] = [
  ...Object.entries(SHIPPING_NAMES).map(([kind, name]): [string, LocalizedText] => [
    `shipping ${kind}`,
    name,
  ]),
  ...PAYMENT_PROVIDERS.map((p): [string, LocalizedText] => [`payment ${p.paymentType}`, p.displayName]),
];

describe('the names of the ways to ship and pay, as the shopper meets them in the checkout, order and mail', () => {
  it.each(options)('%s is named in every language of the shop', (_, name) => {
    for (const code of LANGUAGE_CODES) expect(name[code]?.trim(), code).toBeTruthy();
  });

  it.each(options)('%s is not named in Swedish in another language', (_, name) => {
    for (const code of LANGUAGE_CODES.filter((c) => c !== 'sv')) {
      expect(name[code], code).not.toBe(name.sv);
    }
  });
});
