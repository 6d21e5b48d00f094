import { customerDataDownload, customerIdOf } from '@/features/customers';
import { DEFAULT_LOCALE, isLocale } from '@/lib/routing/locales';

/** The export form's post: the customer's personal data as a JSON file. */
export async function POST(request: Request, props: { params: Promise<{ locale: string; id: string }> }) {
  const { locale, id } = await props.params;
  const customerId = customerIdOf(id);
  if (customerId === null) return new Response('Not found', { status: 404 });
  return customerDataDownload(request, isLocale(locale) ? locale : DEFAULT_LOCALE, customerId);
}
