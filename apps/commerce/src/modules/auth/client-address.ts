import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';

/** The shopper's address, as the storefront names it (see ADR 34). */
export const SHOPPER_ADDRESS_HEADER = 'x-shopper-address';
/** Proves that the shopper's address comes from the storefront: the secret the two apps share. */
export const SHOPPER_SECRET_HEADER = 'x-shopper-secret';

/** The address without spaces around it nor a zone (fe80::1%eth0). */
const plain = (address: string) => address.trim().split('%')[0] as string;

/** The eight 16-bit groups of an IPv6 address; an IPv4 tail (::ffff:1.2.3.4) fills the last two. */
function groupsOf(address: string): number[] {
  const [head = '', tail] = address.split('::');
  const part = (text: string) =>
    text
      ? text.split(':').flatMap((group) => {
          if (!group.includes('.')) return [Number.parseInt(group, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
          return [(a << 8) | b, (c << 8) | d];
        })
      : [];
  const first = part(head);
  const last = tail === undefined ? [] : part(tail);
  return [...first, ...Array<number>(8 - first.length - last.length).fill(0), ...last];
}

/**
 * What an address is counted as: an IPv4 address itself, in whichever IPv6 form it comes
 * (::ffff:1.2.3.4, as a dual-stack socket gives it, in any case or spelling); an IPv6 address by
 * its /64, the least one subscriber gets, who could otherwise send each request from an address
 * of its own.
 */
function countedAddress(address: string): string {
  const bare = plain(address);
  if (isIP(bare) !== 6) return bare;
  const groups = groupsOf(bare);
  const [g6 = 0, g7 = 0] = groups.slice(6);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [g6 >> 8, g6 & 255, g7 >> 8, g7 & 255].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
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
