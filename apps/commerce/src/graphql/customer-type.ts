import { builder } from './builder.ts';

/** PERSON or ORGANIZATION: what the shopper buys as (prices with or without VAT, which id they give). */
export const CustomerTypeEnum = builder.enumType('CustomerType', {
  values: { PERSON: { description: 'A private person' }, ORGANIZATION: { description: 'A company' } },
});
