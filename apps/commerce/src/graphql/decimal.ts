import { GraphQLError, Kind, type ValueNode } from 'graphql';

/**
 * Money inside the API is integer minor units (öre, cents); at the GraphQL boundary it is the
 * platform's `Decimal` in major units (499.5 for 49950 öre). These are the only conversions.
 */

/** The largest amount the database holds: a 32-bit integer of minor units. */
const MAX_MINOR_UNITS = 2_147_483_647;
const DECIMAL_TEXT = /^(-?)(\d+)(?:\.(\d{1,2}))?$/;

/** 49950 → 499.5. Dividing an integer by 100 gives the double nearest the two-decimal value, so it prints exactly. */
export function majorUnits(minor: number): number {
  if (!Number.isSafeInteger(minor)) throw new Error(`Money must be integer minor units, got ${minor}`);
  return minor / 100;
}

function refused(value: unknown): GraphQLError {
  return new GraphQLError(`Decimal must be an amount with at most two decimals, got ${String(value)}`, {
    extensions: { code: 'BAD_USER_INPUT' },
  });
}

/** "499.5" or 499.5 → 49950, read from the decimal text so that no binary rounding creeps in. */
export function minorUnitsOf(value: unknown): number {
  const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
  const match = typeof text === 'string' ? DECIMAL_TEXT.exec(text) : null;
  if (!match) throw refused(value);
  const [, sign, whole, fraction = ''] = match;
  const minor = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (minor > MAX_MINOR_UNITS) throw refused(value);
  return sign === '-' && minor !== 0 ? -minor : minor;
}

export function minorUnitsOfLiteral(node: ValueNode): number {
  if (node.kind !== Kind.INT && node.kind !== Kind.FLOAT) throw refused(node.kind);
  return minorUnitsOf(node.value);
}
