import { BlockList, isIP } from 'node:net';

/**
 * The connection's peer: Next, patched (patches/next+16.4.6.patch, router-server.js), sets it
 * from the socket on every request, replacing any the client sent (ADR 34). Node only.
 */
export const PEER_ADDRESS_HEADER = 'x-shop-peer-address';
/** The commerce API's headers: the shopper's address, and the secret that proves it comes from here. */
export const SHOPPER_ADDRESS_HEADER = 'x-shopper-address';
export const SHOPPER_SECRET_HEADER = 'x-shopper-secret';

/** Headers about an address that a browser may write: never passed on to the API. */
export const ADDRESS_HEADERS: readonly string[] = [
  'x-forwarded-for',
  'forwarded',
  'x-real-ip',
  PEER_ADDRESS_HEADER,
  SHOPPER_ADDRESS_HEADER,
  SHOPPER_SECRET_HEADER,
];

/** Which proxies in front of the storefront may name the shopper in X-Forwarded-For. */
export type ProxyTrust = { hops: number } | { proxies: BlockList };

const plain = (address: string) => {
  const bare = address.trim();
  return bare.startsWith('::ffff:') && isIP(bare.slice(7)) === 4 ? bare.slice(7) : bare;
};

/**
 * TRUSTED_PROXIES (addresses or CIDR ranges of the proxies in front, comma-separated), else
 * TRUSTED_PROXY_HOPS (how many proxies there are); neither: none, the connection is the shopper.
 */
export function proxyTrust(env: Record<string, string | undefined> = process.env): ProxyTrust {
  const listed = (env.TRUSTED_PROXIES ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (listed.length === 0) return { hops: Math.max(0, Math.floor(Number(env.TRUSTED_PROXY_HOPS) || 0)) };
  const proxies = new BlockList();
  for (const entry of listed) {
    const [address = '', prefix] = entry.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (isIP(address) === 0) throw new Error(`TRUSTED_PROXIES: ${entry} is not an address or range`);
    if (prefix === undefined) proxies.addAddress(address, family);
    else proxies.addSubnet(address, Number(prefix), family);
  }
  return { proxies };
}

/**
 * The shopper's address: the connection's peer, or, behind trusted proxies, the hop the nearest
 * untrusted one is named as in X-Forwarded-For (the proxies append to it; what the browser wrote
 * stands further left and is never reached). Null when the peer is unknown.
 */
export function shopperAddress(headers: Headers, trust: ProxyTrust = proxyTrust()): string | null {
  const peer = plain(headers.get(PEER_ADDRESS_HEADER) ?? '');
  if (isIP(peer) === 0) return null;
  const hops = (headers.get('x-forwarded-for') ?? '').split(',').map(plain);
  if ('hops' in trust) {
    if (trust.hops === 0 || hops.length < trust.hops) return peer;
    const named = hops[hops.length - trust.hops] as string;
    return isIP(named) === 0 ? peer : named;
  }
  const trusted = (address: string) => trust.proxies.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
  let address = peer;
  while (trusted(address)) {
    const next = hops.pop();
    if (next === undefined || isIP(next) === 0) return address;
    address = next;
  }
  return address;
}

let trust: ProxyTrust | undefined;

/**
 * What tells the commerce API whom a call is for: the browser's address with the secret the apps
 * and the API share (SHOPPER_ADDRESS_SECRET); without the secret nothing, and the API counts the
 * calling server. Sign-in throttling and the audit trail's addresses rest on it.
 */
export function clientAddressHeaders(
  incoming: Headers,
  env: Record<string, string | undefined> = process.env,
): Record<string, string> {
  const secret = env.SHOPPER_ADDRESS_SECRET;
  trust ??= proxyTrust(env);
  const address = secret ? shopperAddress(incoming, trust) : null;
  return secret && address ? { [SHOPPER_ADDRESS_HEADER]: address, [SHOPPER_SECRET_HEADER]: secret } : {};
}
