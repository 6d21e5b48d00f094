import { and, eq, gte, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { parameters, productParameters, products, skus } from '#src/db/schema.ts';
import { confirmationContent } from '#src/modules/orders/confirmation/confirmation-content.ts';
import { findOrderById, loadOrder } from '#src/modules/orders/index.ts';
import { COMPANY_BUYER, checkoutClient, PERSON_BUYER } from './checkout-client.ts';
import { cheapestSkuInStock } from './checkout-fixtures.ts';
import { useTestApi } from './suite.ts';

const suite = useTestApi();
const { db, data } = suite;
const checkout = checkoutClient(suite);

/** Whether a product has a value of the parameter `color`. */
const hasColour = sql`exists (select 1 from ${productParameters} pp join ${parameters} p on p.id = pp.parameter_id
  where pp.product_id = ${products.id} and p.identifier = 'color')`;

/** A SKU in stock of a product with (or without) a colour and sold (or not) in sizes. */
async function skuOf(colour: boolean, sized: boolean) {
  const [sku] = await db()
    .select({ skuId: skus.id, productId: skus.productId, alias: products.alias, size: skus.name })
    .from(skus)
    .innerJoin(products, eq(products.id, skus.productId))
    .where(
      and(
        gte(skus.inStock, 5),
        colour ? hasColour : sql`not ${hasColour}`,
        sized ? sql`${skus.name} <> ''` : sql`${skus.name} = ''`,
      ),
    )
    .orderBy(skus.id)
    .limit(1);
  if (!sku) throw new Error(`No SKU with colour ${colour} and sizes ${sized}`);
  return sku;
}

interface Group {
  name: string;
  parameterGroupId: number;
  parameters: { parameterId: number; name: string; value: string; show: boolean; identifier: string }[];
}

const CART = `query ($id: String, $languageId: String) {
  getCart(id: $id, languageId: $languageId) {
    items {
      skuId colour size
      product {
        productId colour
        parameterGroups { name parameterGroupId parameters { parameterId name value show identifier } }
      }
    }
  }
}`;

interface CartAnswer {
  getCart: {
    items: {
      skuId: number;
      colour: string | null;
      size: string | null;
      product: { productId: number; colour: string | null; parameterGroups: Group[] };
    }[];
  };
}

const ORDER = `query ($publicOrderId: Guid!) {
  getOrderPublic(publicOrderId: $publicOrderId) {
    organizationId
    paymentDetails { transactionId bankgiro }
    cart { items { skuId colour size } }
  }
}`;

interface OrderAnswer {
  getOrderPublic: {
    organizationId: string | null;
    paymentDetails: { transactionId: string; bankgiro: string | null }[];
    cart: { items: { skuId: number; colour: string | null; size: string | null }[] };
  };
}

describe("a line's colour and size", () => {
  it("come from parameter group 1's Color and the SKU, in the cart's language", async () => {
    const coloured = await skuOf(true, true);
    const plain = await skuOf(false, false);
    const cartId = await checkout.cartWith(coloured.skuId);
    await checkout.cart.add(cartId, plain.skuId);

    for (const languageId of ['sv-SE', 'en-GB']) {
      const { getCart } = await data<CartAnswer>(CART, { id: cartId, languageId });
      const line = getCart.items.find((item) => item.skuId === coloured.skuId);
      const properties = line?.product.parameterGroups.find((g) => g.parameterGroupId === 1);
      const colour = properties?.parameters.find((p) => p.identifier === 'color');
      expect(colour?.value).toBeTruthy();
      expect(colour).toMatchObject({ show: true, name: languageId === 'sv-SE' ? 'Färg' : 'Colour' });
      expect(line).toMatchObject({ colour: colour?.value, size: coloured.size });
      expect(line?.product.colour).toBe(colour?.value);
      const other = getCart.items.find((item) => item.skuId === plain.skuId);
      expect(other).toMatchObject({ colour: null, size: null, product: { colour: null } });
    }
  });

  it('is a Color parameter of group 1 alone, known by its identifier or its name', async () => {
    const { alias } = await skuOf(true, false);
    const colourOfProduct = async () =>
      (
        await data<{ product: { colour: string | null } }>(
          `query ($alias: String!) { product(alias: $alias) { colour } }`,
          { alias },
        )
      ).product.colour;
    const before = await colourOfProduct();
    expect(before).toBeTruthy();
    const [colour] = await db().select().from(parameters).where(eq(parameters.identifier, 'color'));
    if (!colour) throw new Error('No colour parameter');
    try {
      await db()
        .update(parameters)
        .set({ identifier: 'paint', name: { en: 'Color' } })
        .where(eq(parameters.id, colour.id));
      expect(await colourOfProduct()).toBe(before);
      await db()
        .update(parameters)
        .set({ identifier: 'color', groupId: 2 })
        .where(eq(parameters.id, colour.id));
      expect(await colourOfProduct()).toBeNull();
    } finally {
      await db().update(parameters).set(colour).where(eq(parameters.id, colour.id));
    }
  });

  it("stay on the order's page and in its mail; a company's order names its number and the bankgiro", async () => {
    const coloured = await skuOf(true, true);
    const placed = await checkout.place(await checkout.cartWith(coloured.skuId), COMPANY_BUYER);
    expect(placed.status).toBe('OK');
    const { getOrderPublic } = await data<OrderAnswer>(ORDER, { publicOrderId: placed.publicId });
    expect(getOrderPublic.organizationId).toBe(COMPANY_BUYER.identityNumber);
    const [payment] = getOrderPublic.paymentDetails;
    expect(payment?.bankgiro).toBe('5050-1055');
    expect(payment?.transactionId).toMatch(/^\d+$/);
    const [line] = getOrderPublic.cart.items;
    expect(line?.size).toBe(coloured.size);
    expect(line?.colour).toBeTruthy();

    const order = await findOrderById(db(), Number(placed.orderId));
    const mail = confirmationContent(await loadOrder(db(), order as NonNullable<typeof order>));
    expect(mail.paragraphs.join('\n')).toContain(`(Färg: ${line?.colour}, Storlek: ${coloured.size})`);
    expect(mail.paragraphs.join('\n')).toContain(
      `bankgiro 5050-1055 med OCR-nummer ${payment?.transactionId}`,
    );
  });

  it("never answers a person's personal number on the order", async () => {
    const placed = await checkout.place(
      await checkout.cartWith(await cheapestSkuInStock(db())),
      PERSON_BUYER,
    );
    expect(placed.status).toBe('OK');
    const { getOrderPublic } = await data<OrderAnswer>(ORDER, { publicOrderId: placed.publicId });
    expect(getOrderPublic.organizationId).toBeNull();
    expect(getOrderPublic.paymentDetails[0]?.bankgiro).toBe('5050-1055');
  });
});
