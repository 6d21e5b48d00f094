import type { LocalizedText } from '#src/db/schema.ts';
import {
  brands as brandDefs,
  type CategoryDef,
  categoryTree,
  type Localized,
  productLines,
} from './assortment/index.ts';

const PROPERTIES_GROUP_ID = 1;
const SPECIFICATIONS_GROUP_ID = 2;
export const COLOR_PARAMETER = 'color';

export const parameterGroupRows = [
  {
    id: PROPERTIES_GROUP_ID,
    position: 1,
    name: { sv: 'Egenskaper', da: 'Egenskaber', en: 'Properties', fi: 'Ominaisuudet', nb: 'Egenskaper' },
  },
  {
    id: SPECIFICATIONS_GROUP_ID,
    position: 2,
    name: {
      sv: 'Tekniska data',
      da: 'Tekniske data',
      en: 'Technical data',
      fi: 'Tekniset tiedot',
      nb: 'Tekniske data',
    },
  },
];

const colorName: Localized = { sv: 'Färg', da: 'Farve', en: 'Colour', fi: 'Väri', nb: 'Farge' };

export interface CategorySeedRow {
  id: number;
  parentId: number | null;
  alias: string;
  position: number;
  name: LocalizedText;
  description: LocalizedText;
}

export function categoryRows(): CategorySeedRow[] {
  const rows: CategorySeedRow[] = [];
  const visit = (defs: CategoryDef[], parentId: number | null) => {
    defs.forEach((def, position) => {
      const id = rows.length + 1;
      rows.push({ id, parentId, alias: def.alias, position, name: def.name, description: def.description });
      if (def.children) visit(def.children, id);
    });
  };
  visit(categoryTree, null);
  return rows;
}

export function brandRows() {
  return brandDefs.map((b, i) => ({ id: i + 1, alias: b.alias, name: b.name, description: b.description }));
}

/** One parameter per spec key (the first definition names it) plus Color in group 1. */
export function parameterRows() {
  const rows = [
    {
      id: 1,
      groupId: PROPERTIES_GROUP_ID,
      identifier: COLOR_PARAMETER,
      name: colorName,
      unit: null as string | null,
    },
  ];
  for (const line of productLines) {
    for (const spec of line.specs) {
      if (rows.some((r) => r.identifier === spec.key)) continue;
      rows.push({
        id: rows.length + 1,
        groupId: SPECIFICATIONS_GROUP_ID,
        identifier: spec.key,
        name: spec.name,
        unit: spec.unit ?? null,
      });
    }
  }
  return rows;
}
