import { and, eq, inArray } from 'drizzle-orm';
import { config } from '#src/config.ts';
import type { Database } from '#src/db/client.ts';
import { parameters, productParameters } from '#src/db/schema.ts';

/** The catalog parameter that holds a product's weight, in kilograms. */
const WEIGHT_PARAMETER = 'weight';

/** A weight as the catalog writes it in English ("1,250", "24.5"); null when it is no number. */
export function kilogramsOf(englishValue: string | undefined): number | null {
  if (!englishValue) return null;
  const kilograms = Number(englishValue.replace(/,/g, '').trim());
  return Number.isFinite(kilograms) && kilograms > 0 ? kilograms : null;
}

/** Each product's weight in kilograms from its weight parameter; a product without one weighs a parcel's. */
export async function productWeights(
  db: Database,
  productIds: readonly number[],
): Promise<Map<number, number>> {
  const weights = new Map<number, number>(productIds.map((id) => [id, config.checkout.unknownWeightKg]));
  if (productIds.length === 0) return weights;
  const rows = await db
    .select({ productId: productParameters.productId, value: productParameters.value })
    .from(productParameters)
    .innerJoin(parameters, eq(parameters.id, productParameters.parameterId))
    .where(
      and(eq(parameters.identifier, WEIGHT_PARAMETER), inArray(productParameters.productId, [...productIds])),
    );
  for (const row of rows) {
    const kilograms = kilogramsOf(row.value.en);
    if (kilograms !== null) weights.set(row.productId, kilograms);
  }
  return weights;
}

export interface CartWeight {
  totalKg: number;
  heaviestKg: number;
}

export function cartWeight(
  lines: readonly { productId: number; quantity: number }[],
  weights: ReadonlyMap<number, number>,
): CartWeight {
  let totalKg = 0;
  let heaviestKg = 0;
  for (const line of lines) {
    const kilograms = weights.get(line.productId) ?? config.checkout.unknownWeightKg;
    totalKg += kilograms * line.quantity;
    heaviestKg = Math.max(heaviestKg, kilograms);
  }
  return { totalKg, heaviestKg };
}
