import { describe, expect, it } from 'vitest';
import { shownOrganisationNumber } from './organisation-number.ts';

describe("the organisation number an order's pages show", () => {
  it("is a company's number as the buyer gave it", () => {
    const order = { customerType: 'ORGANIZATION' as const, identityNumber: '556000-0027' };
    expect(shownOrganisationNumber(order, 'SE')).toBe('556000-0027');
  });

  it("is never a person's number", () => {
    const order = { customerType: 'PERSON' as const, identityNumber: '19900101-1239' };
    expect(shownOrganisationNumber(order, 'SE')).toBeNull();
  });

  it("masks a sole trader's, which is a personal number, to its last four digits", () => {
    const order = { customerType: 'ORGANIZATION' as const, identityNumber: '19900101-1239' };
    expect(shownOrganisationNumber(order, 'SE')).toBe('********-1239');
  });

  it('is nothing once erased', () => {
    expect(shownOrganisationNumber({ customerType: 'ORGANIZATION', identityNumber: '' }, 'SE')).toBeNull();
  });
});
