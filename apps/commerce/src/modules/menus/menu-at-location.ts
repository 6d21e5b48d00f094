import type { Database } from '#src/db/client.ts';
import type { CatalogLoaders } from '#src/modules/catalog/index.ts';
import { localized } from '#src/modules/channels/index.ts';
import { brandPath, categoryPath } from '#src/modules/listing/index.ts';
import { menuStoreOf } from './menu-store.ts';
import { type FindLinked, type Menu, menuIn } from './menu-tree.ts';

/** The menu a location shows, in the language; null for a location without one. */
export async function menuAtLocation(
  db: Database,
  loaders: CatalogLoaders,
  locationId: string,
  languageCode: string,
): Promise<Menu | null> {
  const store = await menuStoreOf(db);
  const menu = store.byLocation.get(locationId);
  if (!menu) return null;
  const [categories, brands] = await Promise.all([loaders.categories(), loaders.brands()]);
  const findLinked: FindLinked = (kind, alias) => {
    if (kind === 'category') {
      const category = categories.find((c) => c.alias === alias);
      return (
        category && { name: localized(category.name, languageCode), path: categoryPath(category, categories) }
      );
    }
    if (kind === 'brand') {
      const brand = [...brands.values()].find((b) => b.alias === alias);
      return brand && { name: brand.name, path: brandPath(brand.alias) };
    }
    const page = store.pages.get(alias);
    return page && { name: localized(page.title, languageCode), path: localized(page.path, languageCode) };
  };
  return menuIn(menu, languageCode, findLinked);
}
