'use server';

import { redirect } from 'next/navigation';
import { staffMutation } from '@/lib/graphql/server';
import { localeOf } from '@/lib/routing/locales';
import { href } from '@/lib/routing/paths';
import {
  AddMaintenanceMutation,
  AddPhotosMutation,
  EndMaintenanceMutation,
  HandOutMutation,
  ReturnMutation,
} from './documents';

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

const idOf = (form: FormData, name: string) => {
  const id = Number(text(form, name));
  return Number.isSafeInteger(id) && id > 0 && id < 2 ** 31 ? id : null;
};

/** A whole number typed in a field, or NaN (the API refuses it with the field's own code). */
const wholeOf = (form: FormData, name: string) => {
  const value = text(form, name);
  return /^-?\d{1,9}$/.test(value) ? Number(value) : Number.NaN;
};

/** The files chosen in the form's photo field; a field left empty posts one nameless, empty part. */
const photosOf = (form: FormData) =>
  form.getAll('photos').filter((part): part is File => part instanceof File && part.size > 0);

type Change = {
  refusal: string | null;
  conflict: { bookingId: number; state: string; from: string; to: string } | null;
  booking: { id: number } | null;
};

/** What a change's answer puts in the address: its refusal (and conflict), or nothing. */
function refusalOf(result: { ok: true; change: Change } | { ok: false; formError: string | null }) {
  if (!result.ok) return { problem: result.formError ?? 'UNKNOWN' };
  const { refusal, conflict } = result.change;
  if (!refusal) return null;
  return {
    problem: refusal,
    ...(conflict
      ? {
          conflictId: String(conflict.bookingId),
          conflictState: conflict.state,
          conflictFrom: conflict.from,
          conflictTo: conflict.to,
        }
      : {}),
  };
}

/** Back to the booking page with what happened (or why not) in its address. */
function backToBooking(form: FormData, bookingId: number | null, outcome: Record<string, string>): never {
  const page = bookingId ? `/rentals/bookings/${bookingId}` : '/rentals';
  redirect(`${href(localeOf(form), page)}?${new URLSearchParams(outcome)}#${outcome.form}`);
}

/**
 * A hand-out or a return from the booking page: the hour meter, fuel, notes (and damage) and photos. The API
 * judges everything; a refusal goes back beside the form with what was typed kept.
 */
export async function handoverAction(form: FormData): Promise<void> {
  const bookingId = idOf(form, 'bookingId');
  const kind = text(form, 'kind') === 'return' ? 'return' : 'handOut';
  const typed = {
    hourMeter: text(form, 'hourMeter').slice(0, 20),
    fuelPercent: text(form, 'fuelPercent').slice(0, 20),
    notes: text(form, 'notes').slice(0, 4000),
    damage: text(form, 'damage').slice(0, 4000),
  };
  if (bookingId === null) backToBooking(form, null, { form: kind, problem: 'BOOKING_NOT_FOUND' });
  const reading = {
    bookingId,
    hourMeter: wholeOf(form, 'hourMeter'),
    fuelPercent: wholeOf(form, 'fuelPercent'),
    notes: typed.notes || null,
    photos: photosOf(form),
  };
  const kept = Object.fromEntries(Object.entries(typed).filter(([, value]) => value));
  if (Number.isNaN(reading.hourMeter))
    backToBooking(form, bookingId, { form: kind, problem: 'BAD_METER', ...kept });
  if (Number.isNaN(reading.fuelPercent))
    backToBooking(form, bookingId, { form: kind, problem: 'BAD_FUEL', ...kept });
  const result =
    kind === 'return'
      ? await staffMutation(ReturnMutation, { ...reading, damage: typed.damage || null })
      : await staffMutation(HandOutMutation, reading);
  const refusal = refusalOf(
    result.ok
      ? {
          ok: true,
          change: 'returnRental' in result.data ? result.data.returnRental : result.data.handOutRental,
        }
      : { ok: false, formError: result.formError },
  );
  if (refusal) backToBooking(form, bookingId, { form: kind, ...refusal, ...kept });
  backToBooking(form, bookingId, { form: kind, done: kind });
}

/** Photos added to a hand-out or return on record; the API judges their number, size and type. */
export async function addPhotosAction(form: FormData): Promise<void> {
  const bookingId = idOf(form, 'bookingId');
  const kind = text(form, 'kind') === 'RETURN' ? 'RETURN' : 'OUT';
  const anchor = `photos-${kind}`;
  if (bookingId === null) backToBooking(form, null, { form: anchor, problem: 'BOOKING_NOT_FOUND' });
  const result = await staffMutation(AddPhotosMutation, { bookingId, kind, photos: photosOf(form) });
  const refusal = refusalOf(
    result.ok
      ? { ok: true, change: result.data.addRentalHandoverPhotos }
      : { ok: false, formError: result.formError },
  );
  backToBooking(form, bookingId, { form: anchor, ...(refusal ?? { done: 'photos' }) });
}

/** Ends a maintenance block from its booking page. */
export async function endMaintenanceAction(form: FormData): Promise<void> {
  const bookingId = idOf(form, 'bookingId');
  if (bookingId === null) backToBooking(form, null, { form: 'maintenance', problem: 'BOOKING_NOT_FOUND' });
  const result = await staffMutation(EndMaintenanceMutation, { bookingId });
  const refusal = refusalOf(
    result.ok
      ? { ok: true, change: result.data.endRentalMaintenance }
      : { ok: false, formError: result.formError },
  );
  backToBooking(form, bookingId, { form: 'maintenance', ...(refusal ?? { done: 'ended' }) });
}

/**
 * A maintenance block from the calendar: the unit, its days and the reason. Refused over a
 * booking, the calendar says which one; what was typed is kept.
 */
export async function addMaintenanceAction(form: FormData): Promise<void> {
  const [from, object] = text(form, 'returnTo').split(':');
  const calendar = {
    ...(from ? { from: from.slice(0, 10) } : {}),
    ...(object && /^\d{1,10}$/.test(object) ? { object } : {}),
  };
  const unitId = idOf(form, 'unitId');
  const typed = {
    blockFrom: text(form, 'blockFrom').slice(0, 40),
    blockTo: text(form, 'blockTo').slice(0, 40),
    reason: text(form, 'reason').slice(0, 1000),
  };
  function back(outcome: Record<string, string>): never {
    const query = new URLSearchParams({ ...calendar, form: 'maintenance', ...outcome });
    redirect(`${href(localeOf(form), '/rentals')}?${query}#maintenance`);
  }
  const kept = {
    ...Object.fromEntries(Object.entries(typed).filter(([, value]) => value)),
    ...(unitId ? { unit: String(unitId) } : {}),
  };
  if (unitId === null) back({ problem: 'UNIT_NOT_FOUND', ...kept });
  if (!typed.reason) back({ problem: 'REASON_REQUIRED', ...kept });
  const result = await staffMutation(AddMaintenanceMutation, {
    unitId,
    from: typed.blockFrom,
    to: typed.blockTo,
    reason: typed.reason,
  });
  const refusal = refusalOf(
    result.ok
      ? { ok: true, change: result.data.addRentalMaintenance }
      : { ok: false, formError: result.formError },
  );
  if (refusal) back({ ...refusal, ...kept });
  const id = result.ok ? result.data.addRentalMaintenance.booking?.id : null;
  back({ done: String(id ?? '') });
}
