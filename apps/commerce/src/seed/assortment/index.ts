import { brands, categoryTree, colors } from './catalog-tree.ts';
import { constructionAndVehicleLines } from './lines-construction-vehicles.ts';
import { gardenLines } from './lines-garden.ts';
import { partsServiceRentalLines } from './lines-parts-service-rental.ts';
import type { ProductLine } from './types.ts';

export * from './types.ts';
export { brands, categoryTree, colors };

/** Every product line of the assortment, machines first. */
export const productLines: ProductLine[] = [
  ...constructionAndVehicleLines,
  ...gardenLines,
  ...partsServiceRentalLines,
];
