import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1)$/;

/** The address without the IPv4-in-IPv6 prefix Node gives IPv4 clients of a dual-stack socket. */
function plain(address: string): string {
  return address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
}

function trusts(trustedProxies: readonly string[], address: string): boolean {
  return trustedProxies.some((proxy) => (proxy === 'loopback' ? LOOPBACK.test(address) : proxy === address));
}

/**
 * The client's address: the socket's peer, or, when that is a trusted proxy (the storefront
 * forwarding /auth from its origin), the nearest address in X-Forwarded-For that is not one.
 */
export function clientAddress(req: IncomingMessage, trustedProxies: readonly string[]): string {
  let address = plain(req.socket.remoteAddress ?? 'unknown');
  if (!trusts(trustedProxies, address)) return address;
  const header = req.headers['x-forwarded-for'];
  const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((hop) => plain(hop.trim()))
    .filter((hop) => isIP(hop) !== 0);
  while (forwarded.length > 0) {
    address = forwarded.pop() as string;
    if (!trusts(trustedProxies, address)) return address;
  }
  return address;
}
