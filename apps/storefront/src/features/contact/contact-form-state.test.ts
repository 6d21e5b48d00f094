import { describe, expect, it } from 'vitest';
import {
  CONTACT_API_PROBLEMS,
  type ContactLimits,
  contactInput,
  emptyValues,
  imageOf,
  quickProblems,
  readContactForm,
} from './contact-form-state';

const LIMITS = { imageMaxBytes: 2 * 1024 * 1024 } as ContactLimits;

function formData(entries: [string, string | Blob, string?][]) {
  const form = new FormData();
  for (const [name, value, fileName] of entries) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, value, fileName);
  }
  return form;
}

describe('the contact form', () => {
  it('reads the rows of parts in order, and sends them and the choices as the API takes them', () => {
    const values = readContactForm(
      formData([
        ['fullName', 'Anna Berg'],
        ['phone', '070-1234567'],
        ['partArticle', '581 22 95-01'],
        ['partQuantity', '2'],
        ['partArticle', ''],
        ['partQuantity', ''],
        ['partArticle', 'AB-9'],
        ['partQuantity', 'två'],
        ['deliveryOption', 'pickup'],
        ['serviceType', 'drop table'],
        ['odometer', ''],
      ]),
    );
    expect(values.parts).toEqual([
      { articleNumber: '581 22 95-01', quantity: '2' },
      { articleNumber: '', quantity: '' },
      { articleNumber: 'AB-9', quantity: 'två' },
    ]);
    const input = contactInput('parts', values);
    expect(input).toMatchObject({
      kind: 'PARTS',
      deliveryOption: 'PICKUP',
      serviceType: null,
      odometer: null,
    });
    // A quantity that is no number goes as one the API refuses; an empty row goes empty, to be left out.
    expect(input.parts).toEqual([
      { articleNumber: '581 22 95-01', quantity: 2 },
      { articleNumber: '', quantity: null },
      { articleNumber: 'AB-9', quantity: -1 },
    ]);
  });

  it('counts a chosen file as the image and an empty file part as none', () => {
    expect(imageOf(formData([['image', new Blob([]), '']]))).toBeNull();
    expect(imageOf(formData([['image', new Blob(['x']), 'a.jpg']]))?.name).toBe('a.jpg');
  });

  it("marks the API's refusals at their fields", () => {
    expect(CONTACT_API_PROBLEMS.PHONE_REQUIRED).toEqual({ field: 'phone', problem: 'required' });
    expect(CONTACT_API_PROBLEMS.INVALID_PHONE).toEqual({ field: 'phone', problem: 'phoneInvalid' });
    expect(CONTACT_API_PROBLEMS.INVALID_FULL_NAME).toEqual({ field: 'fullName', problem: 'tooLong' });
    expect(CONTACT_API_PROBLEMS.PARTS_REQUIRED).toEqual({ field: 'parts', problem: 'partsRequired' });
    expect(CONTACT_API_PROBLEMS.INVALID_RENTAL_TO).toEqual({ field: 'rentalTo', problem: 'dateInvalid' });
    expect(CONTACT_API_PROBLEMS.RENTAL_TO_BEFORE_FROM).toEqual({
      field: 'rentalTo',
      problem: 'rentalToInvalid',
    });
    expect(CONTACT_API_PROBLEMS.IMAGE_TOO_LARGE).toEqual({ field: 'image', problem: 'imageTooLarge' });
    expect(CONTACT_API_PROBLEMS.INVALID_IMAGE_TYPE).toEqual({ field: 'image', problem: 'imageType' });
  });

  it('tells in the browser what is missing for the kind, and an image over the limit', () => {
    const values = { ...emptyValues(), fullName: 'Anna', email: 'a@b.se' };
    expect(quickProblems('sales', values, null, LIMITS)).toEqual({ phone: 'required', message: 'required' });
    expect(
      quickProblems(
        'rental',
        { ...values, phone: '1', rentalFrom: '2030-02-02', rentalTo: '2030-02-01' },
        null,
        LIMITS,
      ),
    ).toEqual({
      rentalObject: 'required',
      rentalTo: 'rentalToInvalid',
    });
    const big = new File([new Uint8Array(LIMITS.imageMaxBytes + 1)], 'big.jpg');
    expect(quickProblems('service', { ...values, phone: '1', serviceType: 'repair' }, big, LIMITS)).toEqual({
      image: 'imageTooLarge',
    });
  });
});
