import { and, count, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, products, reviews } from '#src/db/schema.ts';
import type { CacheTag } from '#src/modules/storefront-cache/index.ts';
import { freshAddress, registerCustomer } from './auth-client.ts';
import { type DeskReviewRow, REVIEW_DESK } from './review-desk-client.ts';
import { adminGraphql, insertStaffMember, signInAs } from './staff-client.ts';
import { useTestApi } from './suite.ts';

const expired: CacheTag[][] = [];
const { api, db, data, aliases } = useTestApi({
  products: 60,
  server: {
    invalidateStorefronts: async (tags) => {
      expired.push([...tags]);
    },
  },
});

/** A marketing member's session: they approve, reject and reply. */
let marketing: { id: number; token: string };
/** Products no seeded review names, one for each test. */
let fresh: string[];
beforeAll(async () => {
  const member = await insertStaffMember(db(), 'marketing');
  marketing = { id: member.id, token: await signInAs(api().url, member.email) };
  fresh = await aliases(sql`not exists (select 1 from ${reviews} r where r.product_id = ${products.id})`);
  expect(fresh.length).toBeGreaterThanOrEqual(5);
});

// biome-ignore lint/suspicious/noExplicitAny: answers are untyped JSON; each test reads what it knows
async function desk<T = any>(document: string, variables: Record<string, unknown> = {}): Promise<T> {
  const { body } = await adminGraphql<T>(api().url, document, variables, { token: marketing.token });
  expect(body.errors).toBeUndefined();
  return body.data as T;
}

type Change = { refusal: string | null; message: string | null; review: DeskReviewRow | null };
const approve = async (id: number) =>
  (await desk<{ approveReview: Change }>(REVIEW_DESK.approve, { id })).approveReview;
const reject = async (id: number, reason: string) =>
  (await desk<{ rejectReview: Change }>(REVIEW_DESK.reject, { id, reason })).rejectReview;
const reply = async (id: number, text: string) =>
  (await desk<{ replyToReview: Change }>(REVIEW_DESK.reply, { id, reply: text })).replyToReview;
const setModeration = (moderate: boolean) => desk(REVIEW_DESK.setModeration, { moderate });

/** A new customer's review of the product, from an address of its own. */
async function post(alias: string, rating: number, comment: string) {
  const customer = await registerCustomer(api().url);
  const { body } = await api().graphql(
    `mutation ($alias: String!, $rating: Int!, $comment: String!) {
      postProductReview(alias: $alias, rating: $rating, author: "Kund", comment: $comment, languageId: "sv-SE")
    }`,
    { alias, rating, comment },
    { ...customer.headers, ...freshAddress() },
  );
  expect(body).toEqual({ data: { postProductReview: true } });
  return customer;
}

interface Shop {
  product: { rating: { score: number; voteCount: number } };
  reviews: { count: number; reviews: { comment: string; reply: string | null; replyDate: string | null }[] };
  reviewLimits: { moderated: boolean };
  shopRating: { voteCount: number };
}
/** What the shop shows of the product's reviews, and the shop's trust rating. */
const shop = (alias: string) =>
  data<Shop>(
    `query ($alias: String!) {
      product(alias: $alias) { rating { score voteCount } }
      reviews(alias: $alias, take: 10) { count reviews { comment reply replyDate } }
      reviewLimits { moderated }
      shopRating { voteCount }
    }`,
    { alias },
  );

/** The product's reviews at the desk, of a status or all. */
async function listed(alias: string, status?: DeskReviewRow['status']) {
  const [product] = await db().select({ id: products.id }).from(products).where(eq(products.alias, alias));
  const { reviews: page } = await desk(REVIEW_DESK.list, { productId: product?.id, status });
  return page as { nodes: DeskReviewRow[]; counts: Record<string, number>; totalCount: number };
}

const auditRows = async (action: string, id: number) =>
  db()
    .select({ staffId: auditLog.staffId, before: auditLog.before, after: auditLog.after })
    .from(auditLog)
    .where(
      and(eq(auditLog.action, action), eq(auditLog.entityType, 'review'), eq(auditLog.entityId, String(id))),
    );

describe('the review desk', () => {
  it('keeps a new review out of the shop and its ratings until a member approves it, then shows and counts it', async () => {
    const [alias] = fresh as [string];
    const before = await shop(alias);
    expect(before.reviewLimits.moderated).toBe(true);
    expired.length = 0;
    await post(alias, 2, 'Vänta på granskning.');

    const waiting = await shop(alias);
    expect(waiting.reviews).toEqual({ count: 0, reviews: [] });
    expect(waiting.product.rating).toEqual({ score: 0, voteCount: 0 });
    expect(waiting.shopRating.voteCount).toBe(before.shopRating.voteCount);
    const queue = await listed(alias, 'PENDING');
    expect(queue.counts).toEqual({ pending: 1, approved: 0, rejected: 0 });
    const [review] = queue.nodes as [DeskReviewRow];
    expect(review).toMatchObject({
      status: 'PENDING',
      comment: 'Vänta på granskning.',
      rating: 2,
      decidedBy: null,
    });

    expired.length = 0;
    const approved = await approve(review.id);
    expect(approved.refusal).toBeNull();
    expect(approved.review).toMatchObject({ status: 'APPROVED', decidedBy: 'Test marketing' });
    expect(expired).toEqual([[`product:${alias}`, 'catalog']]);
    const shown = await shop(alias);
    expect(shown.reviews.reviews.map((r) => r.comment)).toEqual(['Vänta på granskning.']);
    expect(shown.product.rating).toEqual({ score: 2, voteCount: 1 });
    expect(shown.shopRating.voteCount).toBe(before.shopRating.voteCount + 1);
    expect(await auditRows('review.approve', review.id)).toEqual([
      {
        staffId: marketing.id,
        before: { status: 'pending', rejectionReason: null },
        after: { status: 'approved' },
      },
    ]);

    expect(await approve(review.id)).toMatchObject({ refusal: 'ALREADY_APPROVED', review: null });
    expect(await auditRows('review.approve', review.id)).toHaveLength(1);
  });

  it('rejects only with a reason, and a rejected review neither shows nor counts, even one shown before', async () => {
    const alias = fresh[1] as string;
    await post(alias, 5, 'Köp hos en annan butik!');
    const [review] = (await listed(alias, 'PENDING')).nodes as [DeskReviewRow];

    for (const [reason, refusal] of [
      ['   ', 'REASON_REQUIRED'],
      ['x'.repeat(501), 'REASON_TOO_LONG'],
      ['Otillåtet\u0000tecken', 'BAD_TEXT'],
    ] as const) {
      expect(await reject(review.id, reason)).toMatchObject({ refusal, review: null });
    }
    expect((await listed(alias, 'PENDING')).nodes.map((r) => r.id)).toEqual([review.id]);
    expect(await auditRows('review.reject', review.id)).toEqual([]);

    const rejected = await reject(review.id, ' Hänvisar till en annan butik. ');
    expect(rejected.review).toMatchObject({
      status: 'REJECTED',
      rejectionReason: 'Hänvisar till en annan butik.',
    });
    expect((await shop(alias)).reviews.count).toBe(0);
    expect((await listed(alias, 'REJECTED')).nodes.map((r) => r.rejectionReason)).toEqual([
      'Hänvisar till en annan butik.',
    ]);

    // Approved after all, then taken down again: the rating follows each decision.
    await approve(review.id);
    expect((await shop(alias)).product.rating).toEqual({ score: 5, voteCount: 1 });
    expired.length = 0;
    expect((await reject(review.id, 'Reklam.')).review).toMatchObject({
      status: 'REJECTED',
      rejectionReason: 'Reklam.',
    });
    expect(expired).toEqual([[`product:${alias}`, 'catalog']]);
    expect((await shop(alias)).product.rating).toEqual({ score: 0, voteCount: 0 });
    expect((await auditRows('review.reject', review.id)).map((row) => row.after)).toEqual([
      { status: 'rejected', rejectionReason: 'Hänvisar till en annan butik.' },
      { status: 'rejected', rejectionReason: 'Reklam.' },
    ]);
  });

  it("shows the dealer's reply under an approved review, edits and removes it; a rewritten review waits again with its reply", async () => {
    const alias = fresh[2] as string;
    const customer = await post(alias, 4, 'Bra, men tung.');
    const [review] = (await listed(alias)).nodes as [DeskReviewRow];

    expect((await reply(review.id, 'Tack! Hjul finns som tillbehör.')).review).toMatchObject({
      reply: 'Tack! Hjul finns som tillbehör.',
      repliedBy: 'Test marketing',
      status: 'PENDING',
    });
    expect((await shop(alias)).reviews.reviews).toEqual([]);
    await approve(review.id);
    const [shown] = (await shop(alias)).reviews.reviews;
    expect(shown).toMatchObject({ comment: 'Bra, men tung.', reply: 'Tack! Hjul finns som tillbehör.' });
    expect(Date.parse(shown?.replyDate ?? '')).not.toBeNaN();

    expired.length = 0;
    await reply(review.id, 'Tack!\r\nHjul finns som tillbehör (art. 123).');
    expect(expired).toEqual([[`product:${alias}`, 'catalog']]);
    expect((await shop(alias)).reviews.reviews[0]?.reply).toBe('Tack!\nHjul finns som tillbehör (art. 123).');
    expect(await reply(review.id, 'x'.repeat(2001))).toMatchObject({ refusal: 'REPLY_TOO_LONG' });
    expect((await shop(alias)).reviews.reviews[0]?.reply).toBe('Tack!\nHjul finns som tillbehör (art. 123).');

    // The customer rewrites it: it waits for staff again, the reply kept for them to judge.
    const { body } = await api().graphql(
      `mutation { postProductReview(alias: "${alias}", rating: 1, author: "Kund", comment: "Gick sönder.", languageId: "sv-SE") }`,
      {},
      { ...customer.headers, ...freshAddress() },
    );
    expect(body.errors).toBeUndefined();
    expect((await shop(alias)).reviews.count).toBe(0);
    expect((await listed(alias)).nodes).toEqual([
      expect.objectContaining({ id: review.id, status: 'PENDING', comment: 'Gick sönder.', decidedBy: null }),
    ]);
    await approve(review.id);
    expect((await reply(review.id, '  ')).review).toMatchObject({
      reply: null,
      repliedAt: null,
      repliedBy: null,
    });
    expect((await shop(alias)).reviews.reviews).toEqual([
      { comment: 'Gick sönder.', reply: null, replyDate: null },
    ]);
    expect((await auditRows('review.replyRemove', review.id)).map((row) => row.after)).toEqual([
      { reply: null },
    ]);
  });

  it('lists reviews by status, newest first, a page at a time, for one product by id or article number', async () => {
    const all = (await desk(REVIEW_DESK.list, { first: 3 })).reviews;
    const { counts } = all;
    expect(counts.approved).toBeGreaterThan(10);
    expect(all.totalCount).toBe(counts.pending + counts.approved + counts.rejected);
    const next = (await desk(REVIEW_DESK.list, { first: 3, after: all.endCursor })).reviews;
    const shown = [...all.nodes, ...next.nodes] as DeskReviewRow[];
    const times = shown.map((r) => Date.parse(r.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set(shown.map((r) => r.id)).size).toBe(6);

    const approved = (await desk(REVIEW_DESK.list, { status: 'APPROVED', first: 100 })).reviews;
    expect(approved.totalCount).toBe(counts.approved);
    expect(approved.nodes.every((r: DeskReviewRow) => r.status === 'APPROVED')).toBe(true);

    const [seeded] = approved.nodes as DeskReviewRow[];
    const byId = (await desk(REVIEW_DESK.list, { productId: seeded?.productId })).reviews;
    const byArticle = (await desk(REVIEW_DESK.list, { articleNumber: seeded?.articleNumber.toLowerCase() }))
      .reviews;
    expect(byArticle).toEqual(byId);
    expect(byId.nodes.every((r: DeskReviewRow) => r.productId === seeded?.productId)).toBe(true);
    const [stored] = await db()
      .select({ n: count() })
      .from(reviews)
      .where(eq(reviews.productId, seeded?.productId ?? 0));
    expect(byId.totalCount).toBe(stored?.n);

    const { body } = await adminGraphql(
      api().url,
      REVIEW_DESK.list,
      { after: 'bm90LWEtY3Vyc29y' },
      marketing,
    );
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('publishes new reviews at once when the setting says so, leaving those waiting as they are', async () => {
    const [waitingAlias, atOnceAlias] = fresh.slice(3) as [string, string];
    expect((await desk(REVIEW_DESK.settings)).reviewSettings).toMatchObject({
      moderate: true,
      reasonMax: 500,
    });
    await post(waitingAlias, 3, 'Skriven medan vi granskar.');

    expired.length = 0;
    expect((await setModeration(false)).setReviewModeration.moderate).toBe(false);
    expect(expired).toEqual([['catalog']]);
    try {
      expect((await shop(atOnceAlias)).reviewLimits.moderated).toBe(false);
      await post(atOnceAlias, 4, 'Syns direkt.');
      expect((await shop(atOnceAlias)).reviews.reviews.map((r) => r.comment)).toEqual(['Syns direkt.']);
      expect((await listed(atOnceAlias)).nodes).toEqual([
        expect.objectContaining({ status: 'APPROVED', decidedBy: null, decidedAt: null }),
      ]);
      expect((await listed(waitingAlias)).nodes.map((r) => r.status)).toEqual(['PENDING']);
      expect((await shop(waitingAlias)).reviews.count).toBe(0);
    } finally {
      await setModeration(true);
    }
    expect((await shop(atOnceAlias)).reviewLimits.moderated).toBe(true);
    const settings = await db()
      .select({ staffId: auditLog.staffId, before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(eq(auditLog.action, 'review.settings'));
    expect(settings).toEqual([
      { staffId: marketing.id, before: { moderate: true }, after: { moderate: false } },
      { staffId: marketing.id, before: { moderate: false }, after: { moderate: true } },
    ]);
  });
});
