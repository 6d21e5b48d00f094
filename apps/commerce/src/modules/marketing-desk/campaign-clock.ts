import { and, asc, eq, gt, isNull, lt, lte, min, or } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { campaignProducts, discountCampaigns } from '#src/db/schema.ts';
import { type AuditActor, recordAudit } from '#src/modules/audit/index.ts';
import { timedRounds } from '#src/modules/rounds/index.ts';
import { type RepricedPrice, repriceProducts } from './campaign-prices.ts';

export interface CampaignClockOptions {
  clock?: () => number;
  /** How often campaigns due are looked for; a start or end before the next look is timed to its moment. */
  pollSeconds?: number;
  /** Told after a campaign's start or end committed: its products, and the prices written. */
  onChanged?: (change: {
    campaignId: number;
    productIds: number[];
    prices: RepricedPrice[];
  }) => Promise<void>;
}

export interface CampaignClock {
  /** Starts and ends every campaign due now (the poll and the timer do this; tests await it). */
  runDue(): Promise<void>;
  /** A campaign was saved or ended: the next moment is timed again. */
  changed(): void;
  close(): Promise<void>;
}

/** Who the audit trail says started or ended a campaign at its moment: the shop itself. */
const CLOCK: AuditActor = { staffId: null, email: 'campaign clock', address: '' };

/** A campaign whose start or end came since its prices were last brought in line with it. */
const due = (now: Date) =>
  or(
    and(
      lte(discountCampaigns.startsAt, now),
      or(isNull(discountCampaigns.repricedAt), lt(discountCampaigns.repricedAt, discountCampaigns.startsAt)),
    ),
    and(
      lte(discountCampaigns.endsAt, now),
      or(isNull(discountCampaigns.repricedAt), lt(discountCampaigns.repricedAt, discountCampaigns.endsAt)),
    ),
  );

/**
 * Starts or ends one campaign due: the row locked and found still due (an instance doing the same
 * waits, then finds nothing to do), its products repriced and the audit row, in one transaction.
 */
async function runOne(db: Database, id: number, now: Date) {
  return db.transaction(async (tx) => {
    const [campaign] = await tx
      .select()
      .from(discountCampaigns)
      .where(and(eq(discountCampaigns.id, id), due(now)))
      .for('update');
    if (!campaign) return null;
    const members = await tx
      .select({ id: campaignProducts.productId })
      .from(campaignProducts)
      .where(eq(campaignProducts.campaignId, id));
    const productIds = members.map((row) => row.id);
    const prices = await repriceProducts(tx, productIds, now);
    await tx.update(discountCampaigns).set({ repricedAt: now }).where(eq(discountCampaigns.id, id));
    const ended = campaign.endsAt !== null && campaign.endsAt <= now;
    await recordAudit(tx, {
      actor: CLOCK,
      action: ended ? 'campaign.ended' : 'campaign.started',
      entityType: 'campaign',
      entityId: id,
      after: { at: now.toISOString(), pricesChanged: prices.length },
    });
    return { campaignId: id, productIds, prices };
  });
}

/**
 * Puts campaigns' starts and ends in force at their moments (ADR 77), in timed rounds: however
 * many instances look, each moment is handled once (see runOne).
 */
export function createCampaignClock(db: Database, options: CampaignClockOptions = {}): CampaignClock {
  const clock = options.clock ?? Date.now;

  async function round() {
    const now = new Date(clock());
    const campaigns = await db
      .select({ id: discountCampaigns.id })
      .from(discountCampaigns)
      .where(due(now))
      .orderBy(asc(discountCampaigns.id));
    for (const { id } of campaigns) {
      const changed = await runOne(db, id, now);
      if (changed) await options.onChanged?.(changed);
    }
  }

  /** The next start or end still to come. */
  async function nextMoment(at: number) {
    const now = new Date(at);
    const c = discountCampaigns;
    const [[starts], [ends]] = await Promise.all([
      db
        .select({ at: min(c.startsAt) })
        .from(c)
        .where(gt(c.startsAt, now)),
      db
        .select({ at: min(c.endsAt) })
        .from(c)
        .where(gt(c.endsAt, now)),
    ]);
    const moments = [starts?.at, ends?.at].flatMap((moment) => (moment ? [new Date(moment).getTime()] : []));
    return moments.length > 0 ? Math.min(...moments) : null;
  }

  const rounds = timedRounds({
    round,
    nextMoment,
    name: 'Campaign clock',
    clock,
    pollSeconds: options.pollSeconds,
  });
  return { runDue: rounds.runDue, changed: rounds.changed, close: rounds.close };
}
