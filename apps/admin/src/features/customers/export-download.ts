import 'server-only';
import { fromThisApp } from '@/lib/from-this-app';
import { staffMutation } from '@/lib/graphql/server';
import type { Locale } from '@/lib/routing/locales';
import { href } from '@/lib/routing/paths';
import { ExportCustomerDataMutation } from './documents';

/**
 * The customer's personal data as a JSON file to save (the export form's post). The API records
 * the export in the audit trail; a refusal goes back to the customer page, which says why.
 */
export async function customerDataDownload(request: Request, locale: Locale, id: number): Promise<Response> {
  if (!fromThisApp(request)) return new Response('Forbidden', { status: 403 });
  const result = await staffMutation(ExportCustomerDataMutation, { customerId: id });
  if (!result.ok) {
    const back = `${href(locale, `/customers/${id}`)}?problem=${encodeURIComponent(result.formError ?? 'UNKNOWN')}`;
    return new Response(null, { status: 303, headers: { location: back } });
  }
  const { fileName, json } = result.data.exportCustomerData;
  return new Response(json, {
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'content-disposition': `attachment; filename="${fileName.replace(/[^\w.-]/g, '_')}"`,
      'cache-control': 'no-store',
    },
  });
}
