'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import type { ComponentProps } from 'react';

/** A link that tells screen readers when it leads to the page the shopper is on. */
export function CurrentLink(props: ComponentProps<typeof Link> & { href: string }) {
  const current = usePathname() === props.href;
  return <Link {...props} aria-current={current ? 'page' : undefined} />;
}
