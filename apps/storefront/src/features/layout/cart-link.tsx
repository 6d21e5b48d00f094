import Link from 'next/link';

/** The cart in the header: an icon, named for screen readers. */
export function CartLink({ href, label, className }: { href: string; label: string; className?: string }) {
  return (
    <Link href={href} className={className}>
      <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M3 4h2.2l2.3 10.5h10.8L20.5 7H6.4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="9" cy="19" r="1.6" fill="currentColor" />
        <circle cx="17" cy="19" r="1.6" fill="currentColor" />
      </svg>
      <span className="visually-hidden">{label}</span>
    </Link>
  );
}
