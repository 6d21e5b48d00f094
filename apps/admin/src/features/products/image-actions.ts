'use server';

import { redirect } from 'next/navigation';
import { staffMutation } from '@/lib/graphql/server';
import { localeOf } from '@/lib/routing/locales';
import { href } from '@/lib/routing/paths';
import { SHOP_LANGUAGES } from './form-state';
import { DeleteImageMutation, ReorderImagesMutation, SetImageAltMutation } from './image-documents';
import { MAX_IMAGE_BYTES, postProductImage } from './image-upload.server';

/** The longest alt text a field posts; the API says what is too long. */
const POSTED_MAX = 2_000;

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.slice(0, POSTED_MAX) : '';
};

const idOf = (value: string) => (/^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null);

/** The ids of a posted order (`12,7,9`), or null for anything else. */
function idsOf(value: string): number[] | null {
  const ids = value.split(',').map(idOf);
  return value && ids.length <= 100 && ids.every((id) => id !== null) ? (ids as number[]) : null;
}

/** Back to the product's images with what happened (or why not) in the address, at `anchor`. */
function backToImages(form: FormData, outcome: Record<string, string>, anchor = 'images'): never {
  const locale = localeOf(form);
  const productId = idOf(text(form, 'productId'));
  if (productId === null) redirect(href(locale, '/products'));
  redirect(`${href(locale, `/products/${productId}`)}?${new URLSearchParams(outcome)}#${anchor}`);
}

type Change = { refusal: string | null; problems: { languageCode: string; code: string }[] };
type Result<K extends string> =
  | { ok: true; data: Record<K, Change> }
  | { ok: false; formError: string | null };

/** The refusal of a change, as the address carries it, or null when it was made. */
function refusalOf<K extends string>(result: Result<K>, key: K): string | null {
  if (!result.ok) return result.formError ?? 'UNKNOWN';
  return result.data[key].refusal;
}

/** A photo uploaded from the images' form; the API judges its type, size and pixels. */
export async function uploadImageAction(form: FormData): Promise<void> {
  const productId = idOf(text(form, 'productId'));
  const file = form.get('image');
  if (productId === null) backToImages(form, {});
  if (!(file instanceof File) || file.size === 0) backToImages(form, { imageProblem: 'NO_IMAGE' }, 'upload');
  if (file.size > MAX_IMAGE_BYTES) backToImages(form, { imageProblem: 'IMAGE_TOO_LARGE' }, 'upload');
  const posted = await postProductImage(productId, new Uint8Array(await file.arrayBuffer()));
  if (!posted.ok) backToImages(form, { imageProblem: posted.problem }, 'upload');
  backToImages(form, { imageDone: 'uploaded', image: String(posted.imageId) }, `image-${posted.imageId}`);
}

/** An image's alt texts in the five languages; refused, each problem beside its language, what was typed kept. */
export async function saveAltAction(form: FormData): Promise<void> {
  const productId = idOf(text(form, 'productId'));
  const imageId = idOf(text(form, 'imageId'));
  if (productId === null || imageId === null) backToImages(form, { imageProblem: 'IMAGE_NOT_FOUND' });
  const texts = SHOP_LANGUAGES.map((languageCode) => ({
    languageCode,
    text: text(form, `alt-${languageCode}`),
  }));
  const anchor = `image-${imageId}`;
  const result = await staffMutation(SetImageAltMutation, { productId, imageId, texts });
  const refusal = refusalOf(result, 'setProductImageAlt');
  if (!refusal) backToImages(form, { imageDone: 'alt', image: String(imageId) }, anchor);
  const typed = Object.fromEntries(texts.map((t) => [`alt.${t.languageCode}`, t.text]));
  const problems = Object.fromEntries(
    (result.ok ? result.data.setProductImageAlt.problems : []).map((p) => [
      `altProblem.${p.languageCode}`,
      p.code,
    ]),
  );
  backToImages(form, { image: String(imageId), imageProblem: refusal, ...typed, ...problems }, anchor);
}

/** The order as posted (by a move button, the order shown then), written whole; the API checks it is the product's. */
async function writeOrder(form: FormData, imageIds: number[], moved: number): Promise<never> {
  const productId = idOf(text(form, 'productId')) as number;
  const result = await staffMutation(ReorderImagesMutation, { productId, imageIds });
  const refusal = refusalOf(result, 'reorderProductImages');
  const outcome: Record<string, string> = refusal
    ? { imageProblem: refusal }
    : { imageDone: 'moved', image: String(moved) };
  backToImages(form, outcome, refusal ? 'images' : `image-${moved}`);
}

/** One image a place earlier or later, from its buttons (keyboard and no JavaScript alike). */
export async function moveImageAction(form: FormData): Promise<void> {
  const order = idsOf(text(form, 'order'));
  const imageId = idOf(text(form, 'imageId'));
  const from = order && imageId !== null ? order.indexOf(imageId) : -1;
  const to = from + (text(form, 'direction') === 'earlier' ? -1 : 1);
  if (!order || from < 0 || to < 0 || to >= order.length)
    backToImages(form, { imageProblem: 'WRONG_IMAGE_LIST' });
  [order[from], order[to]] = [order[to] as number, order[from] as number];
  return writeOrder(form, order, imageId as number);
}

/** The order an image was dragged into (with JavaScript), posted whole. */
export async function dropImageAction(form: FormData): Promise<void> {
  const order = idsOf(text(form, 'order'));
  const moved = idOf(text(form, 'imageId'));
  if (!order || moved === null) backToImages(form, { imageProblem: 'WRONG_IMAGE_LIST' });
  return writeOrder(form, order, moved);
}

/** An image taken off the product, once its removal was confirmed. */
export async function deleteImageAction(form: FormData): Promise<void> {
  const productId = idOf(text(form, 'productId'));
  const imageId = idOf(text(form, 'imageId'));
  if (productId === null || imageId === null) backToImages(form, { imageProblem: 'IMAGE_NOT_FOUND' });
  const result = await staffMutation(DeleteImageMutation, { productId, imageId });
  const refusal = refusalOf(result, 'deleteProductImage');
  backToImages(form, refusal ? { imageProblem: refusal } : { imageDone: 'deleted' });
}
