import { builder } from '#src/graphql/builder.ts';
import type { ProductRecord } from '../products.ts';

/**
 * The platform's package shapes (a product of type 'package' with groups of options to choose
 * from). The shop sells no packages: `ProductType.productPackage` is always null, the platform's
 * answer for a product of type 'product', so these types are never filled (ADR 24).
 */
interface PackageOption {
  optionId: number;
  quantity: number;
  isSelected: boolean;
  sortOrder: number;
  product: ProductRecord | null;
}

interface PackageGroup {
  groupId: number;
  name: string;
  description: string;
  image: string | null;
  required: boolean;
  sortOrder: number;
  options: PackageOption[];
}

/** Defined with the product type it refers to, which is not built yet when this module loads. */
export function packageTypes(productType: ReturnType<typeof builder.objectRef<ProductRecord>>) {
  const OptionType = builder.objectRef<PackageOption>('OptionType').implement({
    description: 'One choice in a package group (no product of this shop is a package)',
    fields: (t) => ({
      optionId: t.exposeInt('optionId'),
      quantity: t.exposeInt('quantity'),
      isSelected: t.exposeBoolean('isSelected'),
      sortOrder: t.exposeInt('sortOrder'),
      product: t.field({ type: productType, nullable: true, resolve: (o) => o.product }),
    }),
  });
  const GroupType = builder.objectRef<PackageGroup>('GroupType').implement({
    description: 'A group of options in a package (no product of this shop is a package)',
    fields: (t) => ({
      groupId: t.exposeInt('groupId'),
      name: t.exposeString('name'),
      description: t.exposeString('description'),
      image: t.exposeString('image', { nullable: true }),
      required: t.exposeBoolean('required'),
      sortOrder: t.exposeInt('sortOrder'),
      options: t.field({ type: [OptionType], resolve: (g) => g.options }),
    }),
  });
  return builder.objectRef<{ groups: PackageGroup[] }>('ProductPackageType').implement({
    description: "A package product's groups; see ProductType.productPackage",
    fields: (t) => ({ groups: t.field({ type: [GroupType], resolve: (p) => p.groups }) }),
  });
}
