import { notFound } from 'next/navigation';

/** Any path no route matches renders the localized not-found page. */
export default function CatchAll() {
  notFound();
}
