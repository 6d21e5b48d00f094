import { describe, expect, it } from 'vitest';
import { CONTACT_LIMITS, type ContactFormInput, dealerToday, parseContactForm } from './rules.ts';

const TODAY = '2026-11-26';
const person = { fullName: '  Anna   Berg ', email: 'anna@example.se', phone: '+46 70-123 45 67' };

const codesOf = (input: ContactFormInput) => {
  const result = parseContactForm(input, TODAY);
  return 'problems' in result ? result.problems.map((p) => `${p.field}:${p.code}`) : [];
};
const formOf = (input: ContactFormInput) => {
  const result = parseContactForm(input, TODAY);
  if ('problems' in result) throw new Error(JSON.stringify(result.problems));
  return result.form;
};

describe('parseContactForm', () => {
  it('needs a name, an email and a phone number on every form (spec section 5: phone required)', () => {
    expect(codesOf({ kind: 'sales', message: 'Pris?' })).toEqual([
      'fullName:FULL_NAME_REQUIRED',
      'email:EMAIL_REQUIRED',
      'phone:PHONE_REQUIRED',
    ]);
    expect(codesOf({ kind: 'sales', message: 'Pris?', ...person, phone: '   ' })).toEqual([
      'phone:PHONE_REQUIRED',
    ]);
    expect(codesOf({ kind: 'sales', message: 'Pris?', ...person, phone: 'ring mig' })).toEqual([
      'phone:INVALID_PHONE',
    ]);
    expect(codesOf({ kind: 'sales', message: 'Pris?', ...person, email: 'anna@' })).toEqual([
      'email:INVALID_EMAIL',
    ]);
  });

  it('needs what each kind is about', () => {
    expect(codesOf({ kind: 'sales', ...person })).toEqual(['message:MESSAGE_REQUIRED']);
    expect(codesOf({ kind: 'service', ...person })).toEqual(['serviceType:SERVICE_TYPE_REQUIRED']);
    expect(codesOf({ kind: 'parts', ...person })).toEqual([
      'deliveryOption:DELIVERY_OPTION_REQUIRED',
      'parts:PARTS_REQUIRED',
    ]);
    expect(codesOf({ kind: 'rental', ...person })).toEqual([
      'rentalObject:RENTAL_OBJECT_REQUIRED',
      'rentalFrom:RENTAL_FROM_REQUIRED',
      'rentalTo:RENTAL_TO_REQUIRED',
    ]);
  });

  it('cleans texts, keeps the lines of the message and drops fields of other kinds', () => {
    const form = formOf({
      kind: 'service',
      ...person,
      serviceType: 'repair',
      message: 'Rad ett\r\nRad två\u0007 ',
      make: 'Husqvarna',
      odometer: 1200,
      rentalObject: 'Minigrävare',
      parts: [{ articleNumber: 'X', quantity: 1 }],
    });
    expect(form).toMatchObject({
      fullName: 'Anna Berg',
      message: 'Rad ett\nRad två',
      make: 'Husqvarna',
      odometer: 1200,
    });
    expect(form.rentalObject).toBeNull();
    expect(form.parts).toEqual([]);
  });

  it('takes texts in any script and refuses broken Unicode and text over the limit', () => {
    expect(
      formOf({ kind: 'sales', ...person, fullName: 'Ἀριστοτέλης 山田', message: '日本語' }).fullName,
    ).toBe('Ἀριστοτέλης 山田');
    expect(codesOf({ kind: 'sales', ...person, message: '\uD800' })).toEqual(['message:INVALID_MESSAGE']);
    expect(codesOf({ kind: 'sales', ...person, message: 'x'.repeat(CONTACT_LIMITS.messageMax + 1) })).toEqual(
      ['message:INVALID_MESSAGE'],
    );
    expect(codesOf({ kind: 'sales', ...person, message: 'ok', fullName: 'x'.repeat(101) })).toEqual([
      'fullName:INVALID_FULL_NAME',
    ]);
  });

  it('keeps the parts rows that name a part and refuses a wrong one', () => {
    const parts = [
      { articleNumber: ' 5805-01 ', quantity: 2 },
      { articleNumber: '', quantity: null },
      { articleNumber: 'AB-9', quantity: 1 },
    ];
    expect(formOf({ kind: 'parts', ...person, deliveryOption: 'pickup', parts }).parts).toEqual([
      { articleNumber: '5805-01', quantity: 2 },
      { articleNumber: 'AB-9', quantity: 1 },
    ]);
    for (const row of [
      { articleNumber: 'AB-9', quantity: 0 },
      { articleNumber: 'AB-9', quantity: 1000 },
      { articleNumber: 'AB-9', quantity: 1.5 },
      { articleNumber: 'AB-9', quantity: null },
      { articleNumber: '', quantity: 3 },
    ]) {
      expect(codesOf({ kind: 'parts', ...person, deliveryOption: 'shipping', parts: [row] })).toEqual([
        'parts:INVALID_PARTS',
      ]);
    }
    const tooMany = Array.from({ length: CONTACT_LIMITS.partRowsMax + 1 }, () => ({
      articleNumber: 'A',
      quantity: 1,
    }));
    expect(codesOf({ kind: 'parts', ...person, deliveryOption: 'pickup', parts: tooMany })).toEqual([
      'parts:INVALID_PARTS',
    ]);
  });

  it('takes rental dates from today on, in order, and refuses the past and days that do not exist', () => {
    const rental = { kind: 'rental' as const, ...person, rentalObject: 'Minigrävare 1,8 t' };
    expect(formOf({ ...rental, rentalFrom: TODAY, rentalTo: TODAY })).toMatchObject({
      rentalFrom: TODAY,
      rentalTo: TODAY,
    });
    expect(codesOf({ ...rental, rentalFrom: '2026-12-03', rentalTo: '2026-12-01' })).toEqual([
      'rentalTo:RENTAL_TO_BEFORE_FROM',
    ]);
    // Two past days are two days out of range, not an order the wrong way round.
    expect(codesOf({ ...rental, rentalFrom: '2026-11-20', rentalTo: '2026-11-22' })).toEqual([
      'rentalFrom:INVALID_RENTAL_FROM',
      'rentalTo:INVALID_RENTAL_TO',
    ]);
    expect(codesOf({ ...rental, rentalFrom: '2026-11-25', rentalTo: '2026-12-01' })).toEqual([
      'rentalFrom:INVALID_RENTAL_FROM',
    ]);
    expect(codesOf({ ...rental, rentalFrom: '2027-02-30', rentalTo: '2030-01-01' })).toEqual([
      'rentalFrom:INVALID_RENTAL_FROM',
      'rentalTo:INVALID_RENTAL_TO',
    ]);
    expect(codesOf({ ...rental, rentalFrom: '26/11/2026', rentalTo: '2026-12-01' })).toEqual([
      'rentalFrom:INVALID_RENTAL_FROM',
    ]);
  });

  it("refuses a service's preferred date in the past and an odometer that is not a whole count", () => {
    const service = { kind: 'service' as const, ...person, serviceType: 'maintenance' as const };
    expect(codesOf({ ...service, preferredDate: '2026-11-25' })).toEqual([
      'preferredDate:INVALID_PREFERRED_DATE',
    ]);
    expect(codesOf({ ...service, odometer: -1 })).toEqual(['odometer:INVALID_ODOMETER']);
    expect(formOf({ ...service, preferredDate: '2026-11-27' }).preferredDate).toBe('2026-11-27');
  });
});

describe('dealerToday', () => {
  it("is Stockholm's date: past midnight there while it is still the day before in UTC", () => {
    expect(dealerToday(new Date('2026-11-26T23:30:00Z'))).toBe('2026-11-27');
    expect(dealerToday(new Date('2026-06-30T21:59:00Z'))).toBe('2026-06-30');
  });
});
