'use server';

import { redirect } from 'next/navigation';
import { postedText, SIGN_UP_PROBLEMS, signUpOutcome } from '@/features/newsletter/sign-up-outcome';
import { mutateResult } from '@/lib/graphql/server';
import { getLinks } from '@/lib/shop-context.server';
import { MonitorProductAvailabilityMutation } from './queries';

/**
 * Notify-me: asks the API to mail the posted address when the posted SKU can be bought again, then
 * goes to the page that tells how it went, naming the product (`alias`, a hidden field). A plain
 * form's redirect: the product page is cached and its first-load script is at its budget.
 */
export async function watchProduct(form: FormData): Promise<void> {
  const alias = postedText(form, 'alias', 200);
  const skuId = Number(postedText(form, 'skuId', 20));
  const result = await mutateResult(
    MonitorProductAvailabilityMutation,
    { email: postedText(form, 'email', 320), skuId: Number.isSafeInteger(skuId) ? skuId : 0 },
    SIGN_UP_PROBLEMS,
  );
  redirect((await getLinks()).route('stockAlert', {}, { product: alias, status: signUpOutcome(result) }));
}
