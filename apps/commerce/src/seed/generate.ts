import { slugOf } from '#src/modules/channels/alias.ts';
import { productImageFileName } from '#src/modules/media/index.ts';
import { exVatFromIncVat } from '#src/modules/pricing/index.ts';
import {
  colors,
  LANGS,
  type Lang,
  type Localized,
  type ProductLine,
  productLines,
  type SpecDef,
} from './assortment/index.ts';
import { campaignSeeds } from './campaigns.ts';
import { brandRows, COLOR_PARAMETER, categoryRows, parameterRows } from './catalog-definitions.ts';
import { languageAliases } from './language-aliases.ts';
import {
  extrasRandom,
  type SeedDocument,
  type SeedReview,
  seedDocuments,
  seedPriceLog,
  seedReviews,
} from './product-extras.ts';
import { createRandom, ean13, type Random } from './random.ts';
import { marketSeeds } from './reference-data.ts';

export interface GenerateOptions {
  products: number;
  seed: number;
}

const LOCALE: Record<Lang, string> = { sv: 'sv-SE', da: 'da-DK', en: 'en-GB', fi: 'fi-FI', nb: 'nb-NO' };
/** Dates are fixed so that the same seed gives the same catalog on any day. */
const CATALOG_DATE = Date.UTC(2026, 10, 1);
const DAY = 86_400_000;
const EDITIONS = ['', ' Plus', ' Pro', ' X', ' Compact', ' Classic', ' Evo', ' Max', ' Eco', ' HD'];

const afterSale: Record<ProductLine['kind'], Localized> = {
  machine: {
    sv: 'Levereras färdigmonterad och provkörd från vår verkstad i Stockholm. Vi sköter service och reservdelar under hela maskinens livslängd.',
    da: 'Leveres færdigmonteret og prøvekørt fra vores værksted i Stockholm. Vi klarer service og reservedele i hele maskinens levetid.',
    en: 'Delivered assembled and test-run from our workshop in Stockholm. We handle service and spare parts for the whole life of the machine.',
    fi: 'Toimitetaan koottuna ja koeajettuna Tukholman korjaamoltamme. Hoidamme huollon ja varaosat koko koneen käyttöiän ajan.',
    nb: 'Leveres ferdig montert og prøvekjørt fra verkstedet vårt i Stockholm. Vi tar oss av service og reservedeler i hele maskinens levetid.',
  },
  part: {
    sv: 'Originalkvalitet med snabb leverans. Osäker på om delen passar din maskin? Kontakta vår reservdelsavdelning så hjälper vi dig.',
    da: 'Originalkvalitet med hurtig levering. I tvivl om delen passer til din maskine? Kontakt vores reservedelsafdeling, så hjælper vi dig.',
    en: 'Original quality with fast delivery. Not sure the part fits your machine? Contact our parts department and we will help you.',
    fi: 'Alkuperäislaatua ja nopea toimitus. Etkö ole varma, sopiiko osa koneeseesi? Ota yhteyttä varaosaosastoomme, niin autamme.',
    nb: 'Originalkvalitet med rask levering. Usikker på om delen passer til maskinen din? Kontakt reservedelsavdelingen vår, så hjelper vi deg.',
  },
  service: {
    sv: 'Boka tid i kassan eller via kontaktformuläret. Vi återkommer med en bekräftelse inom en arbetsdag.',
    da: 'Book tid i kassen eller via kontaktformularen. Vi vender tilbage med en bekræftelse inden for en arbejdsdag.',
    en: 'Book at checkout or through the contact form. We confirm your booking within one working day.',
    fi: 'Varaa aika kassalla tai yhteydenottolomakkeella. Vahvistamme varauksen yhden arkipäivän kuluessa.',
    nb: 'Bestill time i kassen eller via kontaktskjemaet. Vi bekrefter bestillingen innen én arbeidsdag.',
  },
  rental: {
    sv: 'Hämtas i vår uthyrning i Stockholm eller levereras till din arbetsplats. Maskinen är servad, tankad och klar att använda.',
    da: 'Afhentes i vores udlejning i Stockholm eller leveres til din arbejdsplads. Maskinen er serviceret, tanket og klar til brug.',
    en: 'Collect from our rental depot in Stockholm or have it delivered to your site. The machine is serviced, fuelled and ready to use.',
    fi: 'Noudettavissa Tukholman vuokraamostamme tai toimitettuna työmaallesi. Kone on huollettu, tankattu ja käyttövalmis.',
    nb: 'Hentes hos utleien vår i Stockholm eller leveres til arbeidsplassen din. Maskinen er servicet, fylt og klar til bruk.',
  },
};

const byLanguage = <T>(make: (lang: Lang) => T) =>
  Object.fromEntries(LANGS.map((lang) => [lang, make(lang)])) as Record<Lang, T>;

/** The number a rented machine's name takes when an earlier one of the fleet has its name. */
const FLEET_NUMBER: Localized = { sv: 'nr {n}', da: 'nr. {n}', en: 'no. {n}', fi: 'nro {n}', nb: 'nr. {n}' };

/** A shop-like price in minor units: whole tens above 1 000, ending in 9 above 100, else x,90. */
export function roundPrice(major: number): number {
  if (major >= 1000) return Math.round(major / 10) * 1000;
  if (major >= 100) return (Math.floor(major / 10) * 10 + 9) * 100;
  return Math.floor(major) * 100 + 90;
}

/** One formatter per language and number of decimals: making one costs more than a product's texts. */
const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(lang: Lang, digits: number): Intl.NumberFormat {
  const key = `${lang}:${digits}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE[lang], { maximumFractionDigits: digits });
    numberFormats.set(key, format);
  }
  return format;
}

function specValue(spec: SpecDef, random: Random): Localized {
  if (spec.values?.length) return random.pick(spec.values);
  const [min, max] = spec.range ?? [1, 10];
  const step = spec.step ?? 1;
  const n = Math.round((min + random.next() * (max - min)) / step) * step;
  const digits = step < 1 ? (String(step).split('.')[1]?.length ?? 1) : 0;
  return byLanguage((lang) => numberFormat(lang, digits).format(n));
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{([a-z:-]+)\}/gi, (whole, key: string) => values[key] ?? whole);
}

export interface GeneratedProduct {
  product: {
    id: number;
    alias: string;
    articleNumber: string;
    brandId: number;
    primaryCategoryId: number;
    variantGroup: string | null;
    discontinued: boolean;
    /** The demo catalog is in the shop from the start (ADR 73). */
    published: boolean;
    /** The Swedish name in lower case, as the catalog desk keeps it (ADR 73). */
    nameKey: string;
    soldCount: number;
    createdAt: Date;
  };
  texts: {
    languageCode: Lang;
    name: string;
    text1: string;
    text2: string;
    text3: string;
    metaTitle: string;
    metaDescription: string;
    searchText: string;
  }[];
  skus: {
    name: string;
    articleNumber: string;
    gtin: string;
    position: number;
    inStock: number;
    oversellable: number;
    static: number;
    incoming: string | null;
  }[];
  prices: {
    marketId: number;
    regularIncVat: number;
    regularExVat: number;
    sellingIncVat: number;
    sellingExVat: number;
    vatRateBp: number;
  }[];
  priceLog: {
    marketId: number;
    date: string;
    regularIncVat: number;
    regularExVat: number;
    sellingIncVat: number;
    sellingExVat: number;
  }[];
  parameters: { parameterId: number; value: Localized; show: boolean }[];
  images: string[];
  campaignIds: number[];
  reviews: SeedReview[];
  documents: SeedDocument[];
}

function stockFor(line: ProductLine, random: Random, discontinued: boolean) {
  const none = { inStock: 0, oversellable: 0, static: 0, incoming: null as string | null };
  if (discontinued) return none;
  if (line.kind === 'service' || line.kind === 'rental') return { ...none, static: 999 };
  const restock = () => new Date(CATALOG_DATE + random.int(7, 45) * DAY).toISOString().slice(0, 10);
  const r = random.next();
  if (r < 0.55) return { ...none, inStock: random.int(6, 60) }; // in stock
  if (r < 0.7) return { ...none, inStock: random.int(1, 5) }; // few left
  if (r < 0.8) return { ...none, oversellable: random.int(10, 100) }; // supplier stock, 2-5 days
  if (r < 0.87) return { ...none, oversellable: random.int(5, 20), incoming: restock() }; // order item
  if (r < 0.9) return { ...none, static: 50 }; // always available
  return { ...none, incoming: random.chance(0.5) ? restock() : null }; // out of stock
}

/**
 * The catalog's products, one at a time so that a large catalog never sits in memory whole.
 * Same options, same products.
 */
export function* generateProducts(options: GenerateOptions): Generator<GeneratedProduct> {
  const random = createRandom(options.seed);
  const categories = categoryRows();
  const brands = brandRows();
  const parameterIds = new Map(parameterRows().map((p) => [p.identifier, p.id]));
  const usedAliases = new Set<string>();
  /** How many rented machines have had each Swedish name so far: the shopper and the desk tell them apart by it. */
  const fleetNames = new Map<string, number>();
  let id = 0;
  let model = 0;

  while (id < options.products) {
    const line = productLines[model % productLines.length] as ProductLine;
    model++;
    const brandAlias = random.pick(line.brands);
    const brandDef = brands.find((b) => b.alias === brandAlias);
    const category = categories.find((c) => c.alias === line.category);
    if (!brandDef || !category)
      throw new Error(`Product line ${line.category} names an unknown brand or category`);
    const modelName = `${random.pick(line.models)}${random.pick(EDITIONS)}`;
    const specs = line.specs.map((spec) => ({ spec, value: specValue(spec, random) }));
    const basePrice = roundPrice(line.priceSek[0] + random.next() * (line.priceSek[1] - line.priceSek[0]));
    const campaigns = campaignSeeds.filter((c) => c.imageKinds.includes(line.image) && random.chance(0.35));
    const createdAt = new Date(CATALOG_DATE - random.int(0, 730) * DAY - random.int(0, 86_399) * 1000);
    const discontinued = line.kind === 'machine' && random.chance(0.02);
    const soldCount = random.int(0, 400);
    const variantColors = line.hasColors
      ? colors.slice(random.int(0, 3)).slice(0, random.int(2, 3))
      : [undefined];
    const variantGroup = variantColors.length > 1 ? `vg-${model}` : null;
    const variantNumber = random.int(0, 3);

    for (const color of variantColors) {
      if (id >= options.products) break;
      id++;
      let names = byLanguage((lang) => {
        const base = `${line.noun[lang]} ${brandDef.name} ${modelName}`;
        return color ? `${base}, ${color.name[lang].toLowerCase()}` : base;
      });
      if (line.kind === 'rental') {
        const nth = (fleetNames.get(names.sv) ?? 0) + 1;
        fleetNames.set(names.sv, nth);
        const named = names;
        if (nth > 1)
          names = byLanguage((lang) => `${named[lang]} ${fill(FLEET_NUMBER[lang], { n: String(nth) })}`);
      }
      let alias = slugOf(`${brandDef.name} ${modelName} ${line.noun.sv} ${color?.name.sv ?? ''}`);
      if (usedAliases.has(alias)) alias = `${alias}-${id}`;
      usedAliases.add(alias);
      const ownAliases = languageAliases(names, id, usedAliases);
      const articleNumber = `${brandDef.alias.slice(0, 3).toUpperCase()}-${String(100_000 + id)}`;

      const texts = LANGS.map((lang) => {
        const values: Record<string, string> = {
          name: names[lang],
          brand: brandDef.name,
          model: modelName,
          noun: line.noun[lang],
        };
        for (const { spec, value } of specs) {
          values[`spec:${spec.key}`] = spec.unit ? `${value[lang]} ${spec.unit}` : value[lang];
        }
        const text1 = fill(random.pick(line.descriptions[lang]), values);
        const highlights = specs
          .slice(0, 3)
          .map(({ spec }) => `${spec.name[lang]}: ${values[`spec:${spec.key}`]}`)
          .join(' · ');
        return {
          languageCode: lang,
          name: names[lang],
          text1,
          text2: highlights,
          text3: afterSale[line.kind][lang],
          metaTitle: names[lang],
          metaDescription: text1.length > 155 ? `${text1.slice(0, 154).trimEnd()}…` : text1,
          searchText: [names[lang], brandDef.name, category.name[lang], articleNumber, text1].join(' '),
          alias: ownAliases.find((a) => a.languageCode === lang)?.alias ?? null,
        };
      });

      const sizes = line.sizes?.length ? line.sizes : [''];
      const skus = sizes.map((size, position) => ({
        name: size,
        articleNumber: size ? `${articleNumber}-${slugOf(size)}` : articleNumber,
        gtin: ean13(`735${String(id).padStart(6, '0')}${String(position).padStart(3, '0')}`),
        position,
        ...stockFor(line, random, discontinued),
      }));

      const discountBp = campaigns.reduce((best, c) => {
        const active =
          c.startsAt.getTime() <= CATALOG_DATE && (c.endsAt?.getTime() ?? Infinity) > CATALOG_DATE;
        return active ? Math.max(best, c.discountBp) : best;
      }, 0);
      const prices = marketSeeds.map((market, index) => {
        const regularIncVat =
          market.perSek === 1
            ? basePrice
            : roundPrice(((basePrice / 100) * market.perSek * (10_000 + market.vatRateBp)) / 12_500);
        const sellingIncVat = discountBp
          ? roundPrice(((regularIncVat / 100) * (10_000 - discountBp)) / 10_000)
          : regularIncVat;
        return {
          marketId: index + 1,
          regularIncVat,
          regularExVat: exVatFromIncVat(regularIncVat, market.vatRateBp),
          sellingIncVat,
          sellingExVat: exVatFromIncVat(sellingIncVat, market.vatRateBp),
          vatRateBp: market.vatRateBp,
        };
      });
      const campaign = campaigns.find((c) => c.discountBp === discountBp);
      const priceLog = seedPriceLog(extrasRandom(options.seed, id, 1), {
        createdAt,
        discountStart: discountBp && campaign ? campaign.startsAt : null,
        catalogDate: CATALOG_DATE,
        prices,
        round: roundPrice,
      });
      const reviews = seedReviews(extrasRandom(options.seed, id, 2), line.kind, createdAt, CATALOG_DATE);
      const documents = seedDocuments(extrasRandom(options.seed, id, 3), line.kind, alias, names);

      const parameters = specs.map(({ spec, value }) => ({
        parameterId: parameterIds.get(spec.key) as number,
        value,
        show: true,
      }));
      if (color)
        parameters.unshift({
          parameterId: parameterIds.get(COLOR_PARAMETER) as number,
          value: color.name,
          show: true,
        });

      const imageCount = line.kind === 'machine' ? 3 : line.kind === 'part' ? 2 : 1;
      const images = Array.from({ length: imageCount }, (_, i) =>
        productImageFileName({
          kind: line.image,
          color: color?.hex ?? brandColor(brandDef.alias),
          variant: (variantNumber + i) % 4,
          label: i === 0 ? modelName.trim() : undefined,
        }),
      );

      yield {
        product: {
          id,
          alias,
          articleNumber,
          brandId: brandDef.id,
          primaryCategoryId: category.id,
          variantGroup,
          discontinued,
          published: true,
          nameKey: names.sv.toLowerCase(),
          soldCount,
          createdAt,
        },
        texts,
        skus,
        prices,
        priceLog,
        parameters,
        images,
        campaignIds: campaigns.map((c) => c.id),
        reviews,
        documents,
      };
    }
  }
}

const BRAND_COLORS = ['#f2a900', '#d62718', '#2f7d32', '#e86a10', '#1f5fa8', '#4a4a4a', '#c8102e', '#5b8c2a'];

/** Each brand paints its machines in one colour. */
function brandColor(alias: string): string {
  const hash = [...alias].reduce((n, ch) => (n * 31 + ch.charCodeAt(0)) >>> 0, 7);
  return BRAND_COLORS[hash % BRAND_COLORS.length] as string;
}
