import type { Mailer } from './mailer.ts';

export { type LinkMailTexts, linkMail, type MailContent } from './compose.ts';
export {
  createMailer,
  type Mailer,
  type MailOptions,
  type OutgoingMail,
} from './mailer.ts';

declare module '#src/graphql/context.ts' {
  interface RequestContext {
    /** Sends mail through the outbox (see ADR 26). */
    mailer: Mailer;
  }
}
