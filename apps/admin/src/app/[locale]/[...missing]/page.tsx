import { notFound } from 'next/navigation';

/** An address no page has: the language's own "not found" page. */
export default function MissingPage() {
  notFound();
}
