import type { Database } from '#src/db/client.ts';
import type { AuditActor } from '#src/modules/audit/index.ts';
import type { Auth } from '#src/modules/auth/index.ts';
import type { PriceChanged, ProductsChanged } from '#src/modules/listing/index.ts';
import type { Credential, StaffPrincipal } from '#src/modules/staff/index.ts';
import type { InvalidateStorefronts } from '#src/modules/storefront-cache/index.ts';

/**
 * What every staff resolver receives. Modules that need more of the service (the mailer, cache
 * expiry) declare it on this interface (`declare module '#src/admin/context.ts'`) and the handler
 * (admin/handler.ts) fills it in, as the shop's RequestContext does.
 */
export interface AdminContext {
  db: Database;
  /** The signed-in member, or null (no token, an unknown one, or a session awaiting its TOTP code). */
  staff: StaffPrincipal | null;
  /** Who the request's changes are recorded as (recordAudit). */
  actor: AuditActor;
  /** Milliseconds since the epoch: the service's clock, which tests move. */
  now(): number;
  /** What the Authorization header made of the request, for sign-in's own operations. */
  credential: Credential;
  /** The client's address, as the admin app names it (see clientAddress). */
  address: string;
  userAgent: string;
  /** The admin app's address, for the set-password links the API hands out. */
  adminUrl: string;
  /** The key TOTP secrets are sealed with. */
  totpKey(): Promise<Buffer>;
  /** The password throttle customers have, for staff sign-in and TOTP codes. */
  passwordAttempt: Auth['passwordAttempt'];
  /** Expires the storefronts' cached pages after a change they show (stock put back). */
  invalidateStorefronts: InvalidateStorefronts;
  /** Told when a change raised some SKU's stock (back-in-stock mails). */
  stockRaised: () => void;
  /** Told when a change queued a mail to an order's customer: it is handed over now, not at the next poll. */
  orderMailQueued: () => void;
  /** Told when a product's selling price changed: every instance's lists filter, band and sort by it. */
  priceChanged: PriceChanged;
  /** Told when a price was scheduled or cancelled: the next one is timed anew. */
  scheduledPricesChanged: () => void;
  /** Told when the catalog desk changed products: every instance's lists show them as they now are. */
  productsChanged: ProductsChanged;
  /** Told when a campaign was saved or ended: its next start or end is timed anew (ADR 77). */
  campaignsChanged: () => void;
}

/** What the service gives every staff request, made once when it starts. */
export type AdminServices = Pick<
  AdminContext,
  | 'invalidateStorefronts'
  | 'stockRaised'
  | 'orderMailQueued'
  | 'priceChanged'
  | 'scheduledPricesChanged'
  | 'productsChanged'
  | 'campaignsChanged'
  | 'photoStore'
>;
