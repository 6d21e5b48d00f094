import { getFormatter, getTranslations } from 'next-intl/server';
import { staffQuery } from '@/lib/graphql/server';
import type { Locale } from '@/lib/routing/locales';
import { href } from '@/lib/routing/paths';
import { param, type SearchParams } from '@/ui/data-table';
import { Button, formStyles } from '@/ui/form';
import { Notice } from '@/ui/notice';
import { SHOP_LANGUAGES } from './form-state';
import { deleteImageAction, moveImageAction, saveAltAction, uploadImageAction } from './image-actions';
import { type DeskImage, ProductImagesQuery } from './image-documents';
import { ImageDragList } from './image-drag-list';
import styles from './images.module.css';
import productStyles from './products.module.css';

type T = Awaited<ReturnType<typeof getTranslations<'products'>>>;

/** The refusals of a file, shown beside the upload field. */
const UPLOAD_PROBLEMS = ['NO_IMAGE', 'IMAGE_TOO_LARGE', 'IMAGE_TYPE', 'IMAGE_CORRUPT', 'IMAGE_DIMENSIONS'];

/** A resized copy's address through this app: `photo-{key}.webp` as `photo-{key}-{width}.webp`. */
const copyOf = (locale: Locale, fileName: string, width: number) =>
  href(locale, `/products/images/${fileName.replace(/\.webp$/, `-${width}.webp`)}`);

/** A file's size in kB, or in MB from one MB on, in the desk's language. */
const sizeOf = (format: Awaited<ReturnType<typeof getFormatter>>, bytes: number) =>
  bytes < 1024 * 1024
    ? format.number(Math.max(1, Math.round(bytes / 1024)), { style: 'unit', unit: 'kilobyte' })
    : format.number(bytes / 1024 / 1024, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 });

/** What the address says of the last change: which image, done or refused, and what was typed. */
function outcomeOf(params: SearchParams) {
  const typed: Record<string, string> = {};
  const problems: Record<string, string> = {};
  for (const language of SHOP_LANGUAGES) {
    const value = params[`alt.${language}`];
    if (typeof value === 'string') typed[language] = value;
    const problem = param(params, `altProblem.${language}`);
    if (problem) problems[language] = problem;
  }
  const image = Number(param(params, 'image'));
  return {
    image: Number.isSafeInteger(image) && image > 0 ? image : null,
    done: param(params, 'imageDone'),
    problem: param(params, 'imageProblem'),
    remove: Number(param(params, 'remove')) || null,
    typed,
    problems,
  };
}

type Outcome = ReturnType<typeof outcomeOf>;

/** A refusal's words: the images' own, else the desk's form errors. */
function problemText(t: T, common: (key: string) => string, code: string, words: Record<string, number>) {
  if (t.has(`images.problems.${code}`)) return t(`images.problems.${code}`, words);
  return common(
    `formErrors.${['UNAVAILABLE', 'UNAUTHENTICATED', 'FORBIDDEN'].includes(code) ? code : 'UNKNOWN'}`,
  );
}

/** The hidden fields every image form posts. */
function Posted({ locale, productId, imageId }: { locale: Locale; productId: number; imageId?: number }) {
  return (
    <>
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="productId" value={productId} />
      {imageId ? <input type="hidden" name="imageId" value={imageId} /> : null}
    </>
  );
}

/** An image's alt text in the five languages, each problem beside its language, what was typed kept. */
function AltForm({ image, n, ...page }: { image: DeskImage; n: number } & PageProps) {
  const { t, locale, productId, outcome, words } = page;
  const mine = outcome.image === image.id;
  return (
    <form action={saveAltAction}>
      <Posted locale={locale} productId={productId} imageId={image.id} />
      <fieldset className={styles.alt}>
        <legend>{t('images.alt.legend', { n })}</legend>
        <span id={`alt-${image.id}-hint`} className={formStyles.hint}>
          {t('images.alt.hint', words)}
        </span>
        <div className={styles.altFields}>
          {SHOP_LANGUAGES.map((language) => {
            const id = `alt-${image.id}-${language}`;
            const problem = mine ? outcome.problems[language] : undefined;
            const saved = image.alt.find((alt) => alt.languageCode === language)?.text ?? '';
            const described = [`alt-${image.id}-hint`, problem ? `${id}-problem` : null]
              .filter(Boolean)
              .join(' ');
            return (
              <div key={language} className={formStyles.field}>
                <label className={formStyles.label} htmlFor={id}>
                  {t(`languages.${language}`)}
                </label>
                <input
                  id={id}
                  name={`alt-${language}`}
                  className={formStyles.input}
                  defaultValue={mine && language in outcome.typed ? outcome.typed[language] : saved}
                  aria-invalid={problem ? true : undefined}
                  aria-describedby={described}
                />
                {problem ? (
                  <span id={`${id}-problem`} className={formStyles.problem}>
                    {problemText(t, page.common, problem, words)}
                  </span>
                ) : null}
              </div>
            );
          })}
        </div>
        <div>
          <Button kind="secondary">{t('images.alt.save', { n })}</Button>
        </div>
      </fieldset>
    </form>
  );
}

interface PageProps {
  t: T;
  common: (key: string) => string;
  locale: Locale;
  productId: number;
  outcome: Outcome;
  words: Record<string, number>;
}

/** Move, remove (asked again first) and the alt texts of one image. */
function ImageControls({
  image,
  n,
  order,
  ...page
}: { image: DeskImage; n: number; order: string } & PageProps) {
  const { t, locale, productId, outcome } = page;
  const count = order.split(',').length;
  const move = (direction: 'earlier' | 'later') => (
    <form action={moveImageAction}>
      <Posted locale={locale} productId={productId} imageId={image.id} />
      <input type="hidden" name="order" value={order} />
      <input type="hidden" name="direction" value={direction} />
      <Button kind="secondary">{t(`images.${direction}`, { n })}</Button>
    </form>
  );
  const base = href(locale, `/products/${productId}`);
  return (
    <div className={styles.controls}>
      <div className={styles.buttons}>
        {n > 1 ? move('earlier') : null}
        {n < count ? move('later') : null}
        <a className={styles.removeLink} href={`${base}?remove=${image.id}#image-${image.id}`}>
          {t('images.remove', { n })}
        </a>
      </div>
      {outcome.remove === image.id ? (
        <div className={styles.confirm}>
          <p>{t('images.confirm.question', { n })}</p>
          <div className={styles.buttons}>
            <form action={deleteImageAction}>
              <Posted locale={locale} productId={productId} imageId={image.id} />
              <Button kind="danger">{t('images.confirm.yes', { n })}</Button>
            </form>
            <a href={`${base}#image-${image.id}`}>{t('images.confirm.cancel')}</a>
          </div>
        </div>
      ) : null}
      <AltForm image={image} n={n} {...page} />
    </div>
  );
}

/**
 * A product's photos (ADR 79): thumbnails in the shop's order with their alt texts in five
 * languages, moved by buttons (keyboard, no JavaScript) or dragged (with JavaScript), removed after
 * asking again, and a plain form to upload another. Only catalog.write sees the forms; the API decides.
 */
export async function ImagesSection({
  locale,
  productId,
  searchParams,
}: {
  locale: Locale;
  productId: number;
  searchParams: SearchParams;
}) {
  const [{ product, productImageLimits: limits, me }, t, common, format] = await Promise.all([
    staffQuery(ProductImagesQuery, { id: productId }),
    getTranslations('products'),
    getTranslations('common'),
    getFormatter(),
  ]);
  const images = product?.images ?? [];
  const canWrite = me.permissions.includes('catalog.write');
  const outcome = outcomeOf(searchParams);
  const words = {
    maxMb: Math.floor(limits.maxBytes / 1024 / 1024),
    maxMp: Math.floor(limits.maxPixels / 1_000_000),
    max: limits.altTextMax,
    perProduct: limits.perProduct,
  };
  const page: PageProps = { t, common: (key) => common(key), locale, productId, outcome, words };
  const order = images.map((image) => image.id).join(',');
  // A refused file is named beside the upload field; an alt text's problems beside their language;
  // anything else (the order changed meanwhile, a role that may not) above the images.
  const uploadProblem = outcome.problem && UPLOAD_PROBLEMS.includes(outcome.problem) ? outcome.problem : null;
  const pageProblem =
    outcome.problem && !uploadProblem && outcome.problem !== 'INVALID_ALT' ? outcome.problem : null;
  const described = ['image-upload-hint', uploadProblem ? 'image-upload-problem' : null]
    .filter(Boolean)
    .join(' ');
  const altOf = (image: DeskImage) => image.alt.find((alt) => alt.languageCode === 'sv')?.text ?? '';
  return (
    <section id="images" className={productStyles.section} aria-labelledby="images-title" tabIndex={-1}>
      <h2 id="images-title">{t('images.title')}</h2>
      <p>{t('images.intro')}</p>
      {outcome.done && t.has(`images.done.${outcome.done}`) ? (
        <Notice tone="success">{t(`images.done.${outcome.done}`)}</Notice>
      ) : null}
      {pageProblem ? <Notice tone="error">{problemText(t, page.common, pageProblem, words)}</Notice> : null}
      {images.length === 0 ? (
        <p>{t('images.none')}</p>
      ) : (
        <ImageDragList
          label={t('images.list')}
          hint={t('images.drag')}
          productId={productId}
          locale={locale}
          canWrite={canWrite}
          focusId={outcome.image}
          items={images.map((image, i) => ({
            id: image.id,
            picture: (
              <figure className={styles.picture}>
                {/* biome-ignore lint/performance/noImgElement: its copies were made at upload; this is one of them */}
                <img
                  src={copyOf(locale, image.fileName, 320)}
                  alt={altOf(image) || t('images.noAlt', { n: i + 1 })}
                  width={192}
                  height={192}
                  draggable={false}
                />
                <figcaption id={`image-${image.id}-caption`} className={styles.caption}>
                  {t('images.position', { n: i + 1, count: images.length })}
                  <br />
                  {t('images.facts', {
                    width: image.width,
                    height: image.height,
                    type: image.contentType.replace('image/', '').toUpperCase(),
                    size: sizeOf(format, image.sizeBytes),
                  })}
                </figcaption>
              </figure>
            ),
            controls: canWrite ? (
              <ImageControls image={image} n={i + 1} order={order} {...page} />
            ) : (
              <p>{altOf(image) || t('images.noAlt', { n: i + 1 })}</p>
            ),
          }))}
        />
      )}
      {canWrite && images.length < limits.perProduct ? (
        <form id="upload" action={uploadImageAction} className={styles.upload} tabIndex={-1}>
          <Posted locale={locale} productId={productId} />
          <div className={formStyles.field}>
            <label className={formStyles.label} htmlFor="image-upload">
              {t('images.upload.label')}
            </label>
            <span id="image-upload-hint" className={formStyles.hint}>
              {t('images.upload.hint', words)}
            </span>
            <input
              id="image-upload"
              name="image"
              type="file"
              accept="image/jpeg,image/png,image/webp"
              required
              className={formStyles.input}
              aria-invalid={uploadProblem ? true : undefined}
              aria-describedby={described}
            />
            {uploadProblem ? (
              <span id="image-upload-problem" className={formStyles.problem}>
                {problemText(t, page.common, uploadProblem, words)}
              </span>
            ) : null}
          </div>
          <div>
            <Button>{t('images.upload.submit')}</Button>
          </div>
        </form>
      ) : canWrite ? (
        <p>{t('images.full', words)}</p>
      ) : null}
    </section>
  );
}
