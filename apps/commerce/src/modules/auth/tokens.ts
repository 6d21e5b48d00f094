import { jwtVerify, SignJWT } from 'jose';
import { CUSTOMER_TYPES, type CustomerTypeName } from '#src/db/schema.ts';

/** What an access token says: its session, its customer and what the storefront shows of them. */
export interface AccessClaims {
  /** The session (refresh-token family) the token belongs to. */
  sid: string;
  customerId: number;
  /** The customer's email, the name they sign in with. */
  name: string;
  customerType: CustomerTypeName;
}

const ALGORITHM = 'HS256';
/** A JWT longer than this is refused unread; ours are about 300 characters. */
const TOKEN_MAX = 2048;

/** A signed JWT: claims sid, sub (customer id), name, customerType, iat, exp. */
export function signAccessToken(key: Uint8Array, claims: AccessClaims, now: number, maxAge: number) {
  const issuedAt = Math.floor(now / 1000);
  return new SignJWT({ sid: claims.sid, name: claims.name, customerType: claims.customerType })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(String(claims.customerId))
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + maxAge)
    .sign(key);
}

/** The token's claims, or null when it is not ours, was changed, or has expired at `now`. */
export async function verifyAccessToken(
  key: Uint8Array,
  token: string,
  now: number,
): Promise<AccessClaims | null> {
  if (token.length > TOKEN_MAX) return null;
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: [ALGORITHM],
      currentDate: new Date(now),
      requiredClaims: ['exp', 'sub'],
    });
    const { sid, name, customerType, sub } = payload;
    const customerId = Number(sub);
    if (typeof sid !== 'string' || typeof name !== 'string' || !Number.isSafeInteger(customerId)) return null;
    if (!CUSTOMER_TYPES.includes(customerType as CustomerTypeName)) return null;
    return { sid, name, customerId, customerType: customerType as CustomerTypeName };
  } catch {
    return null;
  }
}
