import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { type LocalizedText, parameters, productParameters } from '#src/db/schema.ts';
import { localized } from '#src/modules/channels/index.ts';

/** The parameter group that holds a product's properties, its colour among them (spec section 3). */
export const PROPERTIES_GROUP_ID = 1;

/** The identifier of the parameter whose value tells colour variants apart. */
export const COLOR_IDENTIFIER = 'color';

interface ParameterRow {
  value: LocalizedText;
  parameter: { identifier: string; name: LocalizedText; groupId: number };
}

/** Whether a parameter is the colour: `Color` by identifier or by name in any language, in group 1. */
export function isColourParameter(parameter: ParameterRow['parameter']): boolean {
  if (parameter.groupId !== PROPERTIES_GROUP_ID) return false;
  const named = (text: string) => text.trim().toLowerCase() === COLOR_IDENTIFIER;
  return named(parameter.identifier) || Object.values(parameter.name).some(named);
}

/** A product's colour from its parameters, its value and the parameter's name in `languageCode`; null without one. */
export function colourOf(
  rows: readonly ParameterRow[],
  languageCode: string,
): { label: string; value: string } | null {
  const row = rows.find((r) => isColourParameter(r.parameter));
  if (!row) return null;
  const value = localized(row.value, languageCode);
  return value ? { label: localized(row.parameter.name, languageCode), value } : null;
}

/** The colours of products by id in `languageCode`, for those that have one. */
export async function productColours(
  db: Database,
  productIds: readonly number[],
  languageCode: string,
): Promise<Map<number, string>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({ productId: productParameters.productId, value: productParameters.value, parameter: parameters })
    .from(productParameters)
    .innerJoin(parameters, eq(parameters.id, productParameters.parameterId))
    .where(
      and(inArray(productParameters.productId, [...productIds]), eq(parameters.groupId, PROPERTIES_GROUP_ID)),
    );
  const colours = new Map<number, string>();
  for (const row of rows) {
    const colour = colourOf([row], languageCode);
    if (colour && !colours.has(row.productId)) colours.set(row.productId, colour.value);
  }
  return colours;
}
