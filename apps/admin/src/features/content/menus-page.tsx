import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { staffQuery } from '@/lib/graphql/server';
import type { Locale } from '@/lib/routing/locales';
import { href } from '@/lib/routing/paths';
import { hrefWith, param, type SearchParams } from '@/ui/data-table';
import { Button } from '@/ui/form';
import { Notice } from '@/ui/notice';
import styles from './content.module.css';
import { ContentNav } from './content-nav';
import { type DeskMenu, type DeskMenuItem, MenusQuery } from './documents';
import { menuItemAction } from './menu-actions';
import { MenuItemForm, type MenuItemFormTexts } from './menu-item-form';
import { problemWords } from './texts.server';

export async function menusMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('content'))('menus.title') };
}

const textIn = (texts: readonly { languageCode: string; text: string }[], language: string) =>
  texts.find((t) => t.languageCode === language)?.text ?? '';

/** The item's name in a button's or link's text, read out but not shown: the row shows it once. */
const hidden = (chunks: ReactNode) => <span className="visually-hidden">{chunks}</span>;
/** An item's form values as the API reads it. */
function valuesOf(item: DeskMenuItem | null) {
  const byLanguage = (texts: readonly { languageCode: string; text: string }[]) =>
    Object.fromEntries(texts.map((t) => [t.languageCode, t.text]));
  return {
    link: !item || item.type === 'custom' ? 'custom' : `${item.type}:${item.target}`,
    parentId: item?.parentId ? String(item.parentId) : '',
    targetBlank: item?.targetBlank ?? false,
    labels: item ? byLanguage(item.labels) : {},
    urls: item ? byLanguage(item.urls) : {},
  };
}

async function itemFormTexts(): Promise<MenuItemFormTexts> {
  const t = await getTranslations('content');
  return {
    ...(t.raw('menus.form') as Omit<MenuItemFormTexts, 'languages' | 'done' | 'problems'>),
    languages: t.raw('languages') as Record<string, string>,
    done: t.raw('menus.done') as Record<string, string>,
    problems: await problemWords(),
  };
}

/**
 * The menus the shop shows (the header's categories, the shortcuts, the footer's pages) with the
 * locations that show them. Each item can be moved up or down, removed, or opened for change by a
 * link in the address (`?edit=`), and a menu takes a new item (`?add=`): all without JavaScript.
 * The storefront's getMenuAtLocation shows each change from its next request.
 */
export async function MenusPage({ locale, searchParams }: { locale: Locale; searchParams: SearchParams }) {
  const [{ menus, menuTargets, me }, t, texts, words] = await Promise.all([
    staffQuery(MenusQuery, { languageCode: locale }),
    getTranslations('content'),
    itemFormTexts(),
    problemWords(),
  ]);
  const canWrite = me.permissions.includes('marketing.write');
  const path = href(locale, '/menus');
  const edit = Number(param(searchParams, 'edit')) || null;
  const add = Number(param(searchParams, 'add')) || null;
  const done = param(searchParams, 'done');
  const problem = param(searchParams, 'problem');
  const nameOf = (item: DeskMenuItem) =>
    textIn(item.labels, locale) ||
    textIn(item.labels, 'sv') ||
    item.targetName ||
    item.target ||
    t('menus.unnamed');
  const form = (menu: DeskMenu, item: DeskMenuItem | null) => (
    <MenuItemForm
      locale={locale}
      menuId={menu.id}
      version={menu.version}
      itemId={item?.id ?? null}
      values={valuesOf(item)}
      parents={menu.items
        .filter((other) => other.id !== item?.id)
        .map((other) => ({ id: other.id, name: `${'– '.repeat(other.depth)}${nameOf(other)}` }))}
      targets={menuTargets}
      texts={texts}
    />
  );
  const itemButton = (menu: DeskMenu, item: DeskMenuItem, intent: 'up' | 'down' | 'remove') => (
    <form action={menuItemAction}>
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="menuId" value={menu.id} />
      <input type="hidden" name="version" value={menu.version} />
      <input type="hidden" name="itemId" value={item.id} />
      <input type="hidden" name="intent" value={intent} />
      <Button kind={intent === 'remove' ? 'danger' : 'secondary'}>
        {t.rich(`menus.${intent}`, { name: nameOf(item), hidden })}
      </Button>
    </form>
  );
  return (
    <>
      <h1>{t('menus.title')}</h1>
      <ContentNav locale={locale} current="menus" />
      <p>{t('menus.intro')}</p>
      {done && t.has(`menus.done.${done}`) ? <Notice tone="success">{t(`menus.done.${done}`)}</Notice> : null}
      {problem ? <Notice tone="error">{words[problem] ?? words.UNKNOWN}</Notice> : null}
      {!canWrite ? <Notice>{t('page.readOnly')}</Notice> : null}
      {menus.map((menu) => (
        <section
          key={menu.id}
          id={`menu-${menu.id}`}
          className={styles.section}
          aria-labelledby={`menu-${menu.id}-title`}
        >
          <h2 id={`menu-${menu.id}-title`}>
            {textIn(menu.titles, locale) || textIn(menu.titles, 'sv') || menu.name}
          </h2>
          <p>{t('menus.locations', { locations: menu.locations.join(', ') })}</p>
          <ul className={styles.items}>
            {menu.items.map((item) => (
              <li
                key={item.id}
                id={`item-${item.id}`}
                className={styles.item}
                style={{ marginInlineStart: `${item.depth * 1.5}rem` }}
              >
                <div className={styles.buttons}>
                  <strong>{nameOf(item)}</strong>
                  <span>
                    {item.type === 'custom'
                      ? textIn(item.urls, 'sv') || t('menus.heading')
                      : `${t(`menus.kinds.${item.type}`)}: ${item.targetName ?? item.target}`}
                  </span>
                  {item.hidden ? <span className={styles.status}>{t('menus.hidden')}</span> : null}
                  {canWrite ? (
                    <>
                      <Link
                        href={`${hrefWith(path, searchParams, { edit: String(item.id), add: null, done: null, problem: null })}#item-${item.id}`}
                      >
                        {t.rich('menus.change', { name: nameOf(item), hidden })}
                      </Link>
                      {itemButton(menu, item, 'up')}
                      {itemButton(menu, item, 'down')}
                      {itemButton(menu, item, 'remove')}
                    </>
                  ) : null}
                </div>
                {canWrite && edit === item.id ? form(menu, item) : null}
              </li>
            ))}
          </ul>
          {canWrite ? (
            add === menu.id ? (
              <section aria-labelledby={`add-${menu.id}`}>
                <h3 id={`add-${menu.id}`}>{t('menus.addTitle')}</h3>
                {form(menu, null)}
              </section>
            ) : (
              <p>
                <Link
                  href={`${hrefWith(path, searchParams, { add: String(menu.id), edit: null, done: null, problem: null })}#menu-${menu.id}`}
                >
                  {t('menus.add', { menu: textIn(menu.titles, locale) || menu.name })}
                </Link>
              </p>
            )
          ) : null}
        </section>
      ))}
    </>
  );
}
