import Link from 'next/link';
import type { MenuLinks } from './menu-links';

/** One link of a menu; one that opens a new window tells the new page nothing of this one. */
export function MenuLink({ link }: { link: MenuLinks['links'][number] }) {
  return (
    <Link
      href={link.href}
      prefetch={link.prefetch ? undefined : false}
      {...(link.newWindow ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {link.name}
    </Link>
  );
}

/** A menu as a navigation landmark named by its title, its links in a list. */
export function MenuNav({
  menu,
  className,
  listClassName,
}: {
  menu: MenuLinks;
  className?: string;
  listClassName?: string;
}) {
  return (
    <nav aria-label={menu.title ?? undefined} className={className}>
      <ul className={listClassName}>
        {menu.links.map((link) => (
          <li key={link.key}>
            <MenuLink link={link} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
