import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';

/** The shopper's address, as the storefront names it (see ADR 34). */
export const SHOPPER_ADDRESS_HEADER = 'x-shopper-address';
/** Proves that the shopper's address comes from the storefront: the secret the two apps share. */
export const SHOPPER_SECRET_HEADER = 'x-shopper-secret';

/** The address without the IPv4-in-IPv6 prefix Node gives IPv4 clients of a dual-stack socket, nor a zone. */
function plain(address: string): string {
  const bare = address.trim().split('%')[0] as string;
  return bare.startsWith('::ffff:') && isIP(bare.slice(7)) === 4 ? bare.slice(7) : bare;
}

/**
 * What an address is counted as: an IPv4 address itself, an IPv6 address by its /64, the least
 * one subscriber gets, who could otherwise send each request from an address of its own.
 */
function countedAddress(address: string): string {
  const bare = plain(address);
  if (isIP(bare) !== 6) return bare;
  const [head = '', tail] = bare.split('::');
  // An IPv4 tail (::1.2.3.4) fills the last two groups.
  const groups = (part: string) =>
    part ? part.split(':').flatMap((g) => (g.includes('.') ? ['0', '0'] : [g])) : [];
  const first = groups(head);
  const last = tail === undefined ? [] : groups(tail);
  const all = [...first, ...Array<string>(8 - first.length - last.length).fill('0'), ...last];
  return `${all
    .slice(0, 4)
    .map((g) => Number.parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

function headerOf(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return typeof value === 'string' ? value : undefined;
}

/**
 * The client's address: the one the storefront names with the secret the two share
 * (`shopperSecret`), else the socket's peer, whoever it is. X-Forwarded-For is never read: the
 * storefront decides which hop is the shopper, and any other client is counted as itself.
 */
export function clientAddress(req: IncomingMessage, shopperSecret: string | undefined): string {
  const named = plain(headerOf(req, SHOPPER_ADDRESS_HEADER) ?? '');
  const proof = headerOf(req, SHOPPER_SECRET_HEADER);
  if (shopperSecret && proof !== undefined && isIP(named) !== 0) {
    if (timingSafeEqual(digest(proof), digest(shopperSecret))) return countedAddress(named);
  }
  return countedAddress(req.socket.remoteAddress ?? 'unknown');
}
