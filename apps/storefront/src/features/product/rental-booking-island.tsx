'use client';

import { type FormEvent, useEffect, useId, useState } from 'react';
import { useShop } from '@/features/shop/shop-provider';
import { browserClient } from '@/lib/graphql/browser';
import { type AskedPeriod, askedPeriod, type RentalPeriod } from '@/lib/rental-period';
import { localeInfo } from '@/lib/routing/locales';
import { useHydrated } from '@/ui/use-hydrated';
import styles from './rental.module.css';
import { RentalAddToCart } from './rental-add';
import { DateFields, DeliveryZipField } from './rental-date-fields';
import type { loadRentalPicker, PickedDates } from './rental-picker';
import { RentalAvailabilityQuery } from './rental-queries';
import {
  bookablePeriod,
  type QuoteFor,
  type QuoteState,
  RentalQuoteView,
  serverQuoteState,
} from './rental-quote';
import type { RentalTexts } from './rental-texts';
import { waiverOffer } from './rental-waiver';

export interface RentalBookingProps {
  alias: string;
  skuId: number | null;
  productName: string;
  units: number;
  /** The object's damage waiver, a percentage of the rent; null when it offers none. */
  damageWaiverPercent: number | null;
  /** The product page's address: the form without JavaScript asks it again with `?from=…&to=…`. */
  action: string;
  /** What the page's address asked for. */
  asked: AskedPeriod;
  /** The API's answer for the asked period, per customer type; null when it could not be asked. */
  answered: QuoteFor[] | null;
  texts: RentalTexts;
}

const datesOf = (asked: AskedPeriod): PickedDates =>
  asked.kind === 'none' ? { from: '', to: '' } : asked.kind === 'period' ? asked.period : asked;

const samePeriod = (a: RentalPeriod, b: RentalPeriod) => a.from === b.from && a.to === b.to;

/** The address with the days and zip chosen, so that a reload or a shared link shows them again. */
function showInAddress(chosen: PickedDates & { zip: string }) {
  const url = new URL(window.location.href);
  for (const key of ['from', 'to', 'zip'] as const) {
    const value = chosen[key].trim();
    if (value) url.searchParams.set(key, value);
    else url.searchParams.delete(key);
  }
  if (url.href !== window.location.href) window.history.replaceState(window.history.state, '', url);
}

/** The API's answer for the period chosen, asked from the browser for the shopper's customer type. */
function useLiveQuote(alias: string, asked: AskedPeriod, enabled: boolean) {
  const apiKey = useShop((s) => s.cartSetup.apiKey);
  const market = useShop((s) => s.market);
  const locale = useShop((s) => s.locale);
  const customerType = useShop((s) => s.customerType);
  const [live, setLive] = useState<{ key: string; state: QuoteState } | null>(null);
  const from = asked.kind === 'period' ? asked.period.from : null;
  const to = asked.kind === 'period' ? asked.period.to : null;
  const deliveryZip = asked.deliveryZip ?? null;
  // What an answer is for: the days, the zip, the customer type (its prices) and the market.
  const key = `${from}/${to}/${deliveryZip}/${customerType}/${market}`;
  useEffect(() => {
    if (!enabled || from === null || to === null) return;
    const period = { from, to };
    const controller = new AbortController();
    const answer = (state: QuoteState) => setLive({ key, state });
    answer({ status: 'loading', period });
    browserClient(() => ({ apiKey, market, locale }))
      .query(RentalAvailabilityQuery, { alias, ...period, customerType, deliveryZip }, controller.signal)
      .then(
        ({ rentalAvailability }) =>
          answer({ status: 'answered', period, quotes: [{ customerType, quote: rentalAvailability }] }),
        () => {
          if (!controller.signal.aborted) answer({ status: 'failed' });
        },
      );
    return () => controller.abort();
  }, [enabled, key, alias, from, to, deliveryZip, customerType, apiKey, market, locale]);
  return { live: live?.key === key ? live.state : null, scope: { apiKey, market, locale } };
}

/**
 * Where the choice stands: the browser's answer; while it is asked, the server's answer for the
 * same days (for each customer type), else that it is being asked; or what is still missing.
 */
function quoteState(
  asked: AskedPeriod,
  live: QuoteState | null,
  server: { period: RentalPeriod; zip: string; answered: QuoteFor[] | null } | null,
): QuoteState {
  if (asked.kind !== 'period') return { status: asked.kind };
  if (live && live.status !== 'loading') return live;
  const sameAsked =
    server && samePeriod(server.period, asked.period) && server.zip === (asked.deliveryZip ?? '');
  if (server && sameAsked && (server.answered || !live)) {
    return serverQuoteState(asked, server.answered);
  }
  return live ?? { status: 'loading', period: asked.period };
}

/**
 * Choosing a rental's days and booking them. The server renders two date fields in a form that
 * asks the page again with the days, and the API's answer for them; once the script runs, a
 * calendar of free and busy days replaces the fields and each choice is asked of the API at once.
 */
export function RentalBookingIsland(props: RentalBookingProps) {
  const { alias, units, texts } = props;
  const hydrated = useHydrated();
  const id = useId();
  const [dates, setDates] = useState(() => datesOf(props.asked));
  // The zip as typed, and as asked of the API once the shopper leaves the field.
  const [zipTyped, setZipTyped] = useState(props.asked.deliveryZip ?? '');
  const [zip, setZip] = useState(zipTyped);
  const [Picker, setPicker] = useState<Awaited<ReturnType<typeof loadRentalPicker>> | null>(null);
  const asked = askedPeriod(dates.from, dates.to, zip);
  const { live, scope } = useLiveQuote(alias, asked, hydrated);
  const server =
    props.asked.kind === 'period'
      ? { period: props.asked.period, zip: props.asked.deliveryZip ?? '', answered: props.answered }
      : null;
  const state = quoteState(asked, live, server);
  const languageTag = localeInfo[scope.locale].iso;

  // The calendar replaces the date fields once its code and the page language's names are here.
  useEffect(() => {
    import('./rental-picker')
      .then((m) => m.loadRentalPicker(scope.locale))
      .then((loaded) => setPicker(() => loaded));
  }, [scope.locale]);

  const choose = (picked: PickedDates) => {
    setDates(picked);
    showInAddress({ ...picked, zip });
  };
  const chooseZip = () => {
    setZip(zipTyped);
    showInAddress({ ...dates, zip: zipTyped });
  };
  const hintId = `${id}-hint`;
  const quoteId = `${id}-quote`;
  return (
    <div className={styles.booking}>
      <form
        method="get"
        action={props.action}
        className={styles.period}
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          chooseZip();
        }}
      >
        <fieldset aria-describedby={hintId}>
          <legend>{texts.chooseDays}</legend>
          <p id={hintId} className={styles.hint}>
            {texts.pickerHint}
          </p>
          {hydrated && Picker ? (
            <Picker scope={scope} alias={alias} units={units} dates={dates} onChange={choose} texts={texts} />
          ) : (
            <DateFields id={id} dates={dates} texts={texts} onChange={hydrated ? choose : undefined} />
          )}
        </fieldset>
        <DeliveryZipField
          id={id}
          zip={zipTyped}
          texts={texts}
          onChange={hydrated ? setZipTyped : undefined}
          onDone={chooseZip}
        />
        {!hydrated && (
          <button type="submit" className={styles.secondary}>
            {texts.showPrice}
          </button>
        )}
      </form>
      <RentalQuoteView id={quoteId} state={state} units={units} texts={texts} languageTag={languageTag} />
      <RentalAddToCart
        reasonId={quoteId}
        skuId={props.skuId}
        productName={props.productName}
        period={bookablePeriod(state)}
        waiver={waiverOffer(state, props.damageWaiverPercent)}
        hydrated={hydrated}
        languageTag={languageTag}
        texts={texts}
      />
    </div>
  );
}
