import { GraphQLError } from 'graphql';
import { z } from 'zod';
import type { Database } from '#src/db/client.ts';
import { ADDRESS_FIELDS, AddressInputType, AddressType } from '#src/graphql/address.ts';
import { builder, legacyApiKeyArgs, scopeArgs } from '#src/graphql/builder.ts';
import type { RequestContext } from '#src/graphql/context.ts';
import { CustomerTypeEnum } from '#src/graphql/customer-type.ts';
import { text } from '#src/graphql/input.ts';
import { badUserInput, problemCodeOf } from '#src/graphql/input-error.ts';
import { isClientDigest, requireViewer } from '#src/modules/auth/index.ts';
import { requireStaff, type Scope } from '#src/modules/channels/index.ts';
import { favoritesOf } from '#src/modules/favorites/index.ts';
import { subscribe } from '#src/modules/newsletter/index.ts';
import { formatMoney } from '#src/modules/pricing/index.ts';
import {
  adjustBalance,
  type Balance,
  balancesOf,
  type CustomerRow,
  customerById,
  deleteCustomer,
  MAX_BALANCE,
  reviewerName,
  updateCustomer,
} from './customers.ts';
import { commitPasswordReset, PASSWORD_RESET_LIMITS, sendPasswordReset } from './password-reset.ts';
import { emailAddress, parseUserInput, type UserInput } from './validation.ts';

/** A customer as the API answers them: their row, their balances, and the request's scope for money. */
interface UserView {
  row: CustomerRow;
  balances: Balance[];
  scope: Scope;
}

builder.enumType('CustomerRefusalCode', {
  description:
    "Why a customer's read or change was refused: its error's extensions.code and each of extensions.problems (an address line's INVALID_{LINE}, a sign-in link's, a reset key's). Named in errors only, for clients' types; no field answers it.",
  values: [
    'UNAUTHENTICATED',
    ...ADDRESS_FIELDS.map((field) => problemCodeOf([field])),
    'INVALID_IDENTITY_NUMBER',
    'INVALID_LOGIN_TOKEN',
    'LOGIN_TOKEN_EXPIRED',
    'INVALID_RESET_KEY',
    'RESET_KEY_EXPIRED',
    'ONE_RESET_PER_REQUEST',
  ],
});

const GenderEnum = builder.enumType('Gender', { values: ['UNSPECIFIED', 'WOMAN', 'MAN'] as const });

const UserBalanceType = builder.objectRef<Balance & { scope: Scope }>('UserBalanceType').implement({
  description: 'Money the customer holds in one currency',
  fields: (t) => ({
    currency: t.exposeString('currency', { description: 'ISO 4217 code, e.g. SEK' }),
    amount: t.field({ type: 'Decimal', resolve: (b) => b.amount }),
    amountFormatted: t.string({ resolve: (b) => formatMoney(b.amount, b.currency, b.scope.money.locale) }),
  }),
});

/** The balance in the request market's currency (minor units); 0 when the customer holds none in it. */
const marketBalance = (user: UserView) =>
  user.balances.find((b) => b.currency === user.scope.money.currency)?.amount ?? 0;

const UserType = builder.objectRef<UserView>('UserType').implement({
  description: 'The signed-in customer',
  fields: (t) => ({
    id: t.int({ resolve: (u) => u.row.id }),
    email: t.string({
      description: 'The sign-in name; changed only by a new account',
      resolve: (u) => u.row.email,
    }),
    emailConfirmed: t.boolean({
      description:
        "Whether the email is proven the customer's by the link mailed at registration (confirmEmail): until then orders placed as a guest with it are not the account's",
      resolve: (u) => u.row.emailConfirmedAt !== null,
    }),
    address: t.field({ type: AddressType, resolve: (u) => u.row.address }),
    gender: t.field({ type: GenderEnum, resolve: (u) => u.row.gender }),
    customerType: t.field({ type: CustomerTypeEnum, resolve: (u) => u.row.customerType }),
    newsletter: t.boolean({ resolve: (u) => u.row.newsletter }),
    personalId: t.string({
      description: 'Personal id (PERSON) or organisation id (ORGANIZATION); empty when not given',
      resolve: (u) => u.row.personalId,
    }),
    metaData: t.string({ description: 'Free text kept with the customer', resolve: (u) => u.row.metaData }),
    reviewName: t.string({
      description:
        "The name the customer's reviews are shown with (first name and last initial); empty when the account has no first name, and postProductReview then takes its author argument",
      resolve: (u) => reviewerName(u.row),
    }),
    favorites: t.field({
      type: ['Int'],
      description: 'Product ids of the favorites, oldest first (addFavorite, removeFavorite, mergeFavorites)',
      resolve: (u, _args, ctx) => favoritesOf(ctx.db, u.row.id),
    }),
    balances: t.field({
      type: [UserBalanceType],
      description: 'Money held per currency (refunds to balance, credits); it pays orders like a gift card',
      resolve: (u) => u.balances.map((b) => ({ ...b, scope: u.scope })),
    }),
    balance: t.field({
      type: 'Decimal',
      description: "The balance in the request market's currency",
      resolve: marketBalance,
    }),
    balanceFormatted: t.string({
      description: "The balance in the request market's currency, formatted in the request's language",
      resolve: (u) => formatMoney(marketBalance(u), u.scope.money.currency, u.scope.money.locale),
    }),
  }),
});

const UserInputType = builder.inputType('UserInputType', {
  description: 'The customer fields to change; fields left out or null are not changed',
  fields: (t) => ({
    address: t.field({ type: AddressInputType, required: false }),
    gender: t.field({ type: GenderEnum, required: false }),
    newsletter: t.boolean({ required: false }),
    personalId: t.string({
      required: false,
      description:
        'Checked against the customer type it ends up with and the market (Swedish numbers in full)',
    }),
    customerType: t.field({ type: CustomerTypeEnum, required: false }),
    metaData: t.string({ required: false }),
  }),
});

async function userView(db: Database, row: CustomerRow, scope: Scope): Promise<UserView> {
  return { row, scope, balances: await balancesOf(db, row.id) };
}

/** The request's customer; refuses (UNAUTHENTICATED) one without a valid token. */
async function signedInCustomer(ctx: RequestContext): Promise<CustomerRow> {
  const viewer = await requireViewer(ctx);
  const row = await customerById(ctx.db, viewer.customerId);
  if (!row)
    throw new GraphQLError('The account no longer exists.', { extensions: { code: 'UNAUTHENTICATED' } });
  return row;
}

const resetKey = text(100).regex(/^[\w-]+$/, 'not a reset key');

/** Requests that have hashed a new password already: one argon2 hash per request, whatever the aliases. */
const hashedIn = new WeakSet<RequestContext>();

const RESET_REFUSALS = {
  expired: {
    path: ['resetKey'],
    message: 'The reset key has expired or was used; request a new one.',
    problem: 'RESET_KEY_EXPIRED',
  },
  'one-per-request': {
    path: ['resetKey'],
    message: 'One password reset per request; nothing was changed by this one.',
    problem: 'ONE_RESET_PER_REQUEST',
  },
} as const;
const passwordDigest = z.string().refine(isClientDigest, 'must be base64(SHA-384(password + salt))');

builder.queryFields((t) => ({
  getUser: t.field({
    type: UserType,
    nullable: true,
    description:
      "The customer of the bearer token (Authorization: Bearer <token> from /auth); UNAUTHENTICATED without a valid one. Money in the request market's currency.",
    args: { ...scopeArgs, ...legacyApiKeyArgs },
    resolve: async (_root, args, ctx) => {
      const scope = await ctx.scope(args);
      return userView(ctx.db, await signedInCustomer(ctx), scope);
    },
  }),
}));

builder.mutationFields((t) => ({
  updateUser: t.field({
    type: UserType,
    nullable: true,
    description:
      "Changes the bearer token's customer: fields left out or null stay, address lines merge ('' clears one). Refused fields answer BAD_USER_INPUT with a problem per field (INVALID_ZIP, INVALID_IDENTITY_NUMBER, ...) and nothing changes. Mails go out in the request's language from now on. Turning newsletter on mails a confirmation link, as subscribeToNewsletter does.",
    args: { ...scopeArgs, ...legacyApiKeyArgs, user: t.arg({ type: UserInputType, required: true }) },
    resolve: async (_root, args, ctx) => {
      const scope = await ctx.scope(args);
      const current = await signedInCustomer(ctx);
      const parsed = parseUserInput(args.user as UserInput, current, scope.market.country.code);
      if ('issues' in parsed) throw badUserInput(parsed.issues);
      const row = await updateCustomer(ctx.db, current, parsed.patch, scope.language.code, ctx.now());
      if (row.newsletter && !current.newsletter) {
        // The newsletter, asked for at registration or in the settings, is confirmed by mail too.
        subscribe(ctx.db, ctx.mailer, ctx.now(), row.email, [], scope).catch((error: unknown) =>
          console.error('Newsletter confirmation not written:', error),
        );
      }
      return userView(ctx.db, row, scope);
    },
  }),
  deleteUser: t.boolean({
    nullable: true,
    description: "Deletes the bearer token's customer with their sessions; the token stops working.",
    args: scopeArgs,
    resolve: async (_root, args, ctx) => {
      await ctx.scope(args);
      const viewer = await requireViewer(ctx);
      return deleteCustomer(ctx.db, viewer.customerId);
    },
  }),
  requestPasswordReset: t.boolean({
    nullable: true,
    description: `Mails the account of this email a link to the storefront's reset page with ?resetKey= (valid ${PASSWORD_RESET_LIMITS.keyMinutes} minutes, once; at most ${PASSWORD_RESET_LIMITS.mailsPerHour} an hour). Always true for a well-formed email: the answer never tells whether an account has it.`,
    args: { ...scopeArgs, email: t.arg.string({ required: true, validate: emailAddress }) },
    resolve: async (_root, args, ctx) => {
      const scope = await ctx.scope(args);
      // Not awaited: the answer comes as fast whether or not the account exists.
      sendPasswordReset(ctx.db, ctx.mailer, ctx.now(), args.email, scope).catch((error: unknown) =>
        console.error('Password reset mail not sent:', error),
      );
      return true;
    },
  }),
  commitReset: t.boolean({
    nullable: true,
    description:
      'Sets a new password with the key from the reset mail; password hashed as at sign-in. A key that is unknown, used or over its hour answers BAD_USER_INPUT with problem RESET_KEY_EXPIRED ("request a new one"), before any hashing. One reset per request: a second one with a live key in the same request (aliases) answers BAD_USER_INPUT with problem ONE_RESET_PER_REQUEST and changes nothing. Every session of the account ends.',
    args: {
      ...scopeArgs,
      resetKey: t.arg.string({ required: true, validate: resetKey }),
      password: t.arg.string({ required: true, validate: passwordDigest }),
    },
    resolve: async (_root, args, ctx) => {
      await ctx.scope(args);
      const mayHash = () => !hashedIn.has(ctx) && Boolean(hashedIn.add(ctx));
      const reset = { resetKey: args.resetKey, passwordDigest: args.password, mayHash };
      const outcome = await commitPasswordReset(ctx.db, ctx, ctx.now(), reset);
      if (outcome !== true) throw badUserInput([RESET_REFUSALS[outcome]]);
      return true;
    },
  }),
  adjustCustomerBalance: t.field({
    type: UserBalanceType,
    description:
      "Staff only: adds an amount (negative to take) to the balance of the customer with this email, in the request market's currency, and answers the balance as it now is; it pays the customer's orders like a gift card. A storefront key is refused (FORBIDDEN); an email no account has, an amount that is not whole minor units or that would take the balance below zero is refused (BAD_USER_INPUT) and nothing changes.",
    args: {
      ...scopeArgs,
      email: t.arg.string({ required: true, validate: emailAddress }),
      amount: t.arg({
        type: 'Decimal',
        required: true,
        description: 'In the market currency, e.g. 250 or -99.50',
        validate: z
          .number()
          .int('must be whole minor units')
          .min(-MAX_BALANCE)
          .max(MAX_BALANCE)
          .refine((n) => n !== 0, 'must not be 0'),
      }),
    },
    resolve: async (_root, args, ctx) => {
      requireStaff(ctx);
      const scope = await ctx.scope(args);
      const currency = scope.money.currency;
      const amount = await adjustBalance(ctx.db, args.email, currency, args.amount);
      if (amount === null) {
        throw badUserInput([
          {
            path: ['amount'],
            message: `no account ${args.email}, or its balance would go below zero or above its limit`,
          },
        ]);
      }
      return { currency, amount, scope };
    },
  }),
}));
