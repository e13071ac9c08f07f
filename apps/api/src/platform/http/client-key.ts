import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { createHash } from 'node:crypto';
import { BlockList, isIP } from 'node:net';

/**
 * Which peers are the shop's own reverse proxies (TRUST_PROXY): their X-Forwarded-For names the
 * client. Empty trusts nobody: the socket's peer is the client.
 */
export interface TrustedProxies {
  /** Whether a peer address is a trusted proxy. */
  isTrusted(address: string): boolean;
}

/** Trusts no proxy. */
export const NO_TRUSTED_PROXIES: TrustedProxies = { isTrusted: () => false };

/** The address without an IPv4-mapped IPv6 prefix (`::ffff:10.0.0.1` → `10.0.0.1`). */
export function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped?.[1] ?? address;
}

/** The problem with one TRUST_PROXY entry, or undefined when it is valid. */
function entryProblem(entry: string): string | undefined {
  if (entry === 'loopback' || entry === 'private') return undefined;
  const [address, bits, ...rest] = entry.split('/');
  const family = isIP(address ?? '');
  if (family === 0 || rest.length > 0)
    return `"${entry}" is not an address, a CIDR range, loopback or private`;
  if (bits !== undefined) {
    const prefix = Number(bits);
    if (!/^\d{1,3}$/.test(bits) || prefix > (family === 4 ? 32 : 128))
      return `"${entry}" has a bad prefix length`;
  }
  return undefined;
}

/**
 * Parses TRUST_PROXY: comma-separated addresses, CIDR ranges (`10.0.0.0/8`, `fd00::/8`) and the
 * words `loopback` (127.0.0.0/8, ::1) and `private` (10/8, 172.16/12, 192.168/16, fc00::/7).
 * Returns the problems when an entry is not valid.
 */
export function parseTrustedProxies(value: string): TrustedProxies | { problems: string[] } {
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const problems = entries.flatMap((entry) => entryProblem(entry) ?? []);
  if (problems.length > 0) return { problems };
  if (entries.length === 0) return NO_TRUSTED_PROXIES;
  const list = new BlockList();
  for (const entry of entries) {
    if (entry === 'loopback') {
      list.addSubnet('127.0.0.0', 8, 'ipv4');
      list.addAddress('::1', 'ipv6');
    } else if (entry === 'private') {
      list.addSubnet('10.0.0.0', 8, 'ipv4');
      list.addSubnet('172.16.0.0', 12, 'ipv4');
      list.addSubnet('192.168.0.0', 16, 'ipv4');
      list.addSubnet('fc00::', 7, 'ipv6');
    } else {
      const [address = '', bits] = entry.split('/');
      const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
      if (bits === undefined) list.addAddress(address, type);
      else list.addSubnet(address, Number(bits), type);
    }
  }
  return {
    isTrusted: (address) => {
      const plain = plainAddress(address);
      const family = isIP(plain);
      return family !== 0 && list.check(plain, family === 6 ? 'ipv6' : 'ipv4');
    },
  };
}

/**
 * The client's address: the socket's peer, or, when that peer is a trusted proxy, the nearest
 * address of X-Forwarded-For that is not one (read from the right, as each proxy appends the
 * peer it saw). Undefined when there is no socket: the app was called in-process (server
 * rendering, or a server that calls `api.fetch(request)` without its Node bindings).
 */
export function clientAddress(c: Context, proxies: TrustedProxies): string | undefined {
  // An in-process call has no Node bindings: answered without the exception getConnInfo would
  // throw (its stack costs a server render more than the rest of this function).
  const bindings = c.env as { incoming?: unknown; server?: unknown } | undefined;
  if (bindings?.incoming === undefined && bindings?.server === undefined) return undefined;
  let peer: string | undefined;
  try {
    peer = getConnInfo(c).remote.address ?? undefined;
  } catch {
    return undefined;
  }
  if (peer === undefined) return undefined;
  let address = plainAddress(peer);
  if (!proxies.isTrusted(address)) return address;
  const forwarded = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((part) => plainAddress(part.trim()))
    .filter((part) => isIP(part) !== 0);
  for (let i = forwarded.length - 1; i >= 0; i -= 1) {
    address = forwarded[i]!;
    if (!proxies.isTrusted(address)) return address;
  }
  return address;
}

/** The eight 16-bit groups of an IPv6 address (`::` expanded), or undefined when it is none. */
function ipv6Groups(address: string): string[] | undefined {
  if (isIP(address) !== 6 || address.includes('.')) return undefined;
  const [head = '', tail] = address.toLowerCase().split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return groups.length === 8 ? groups.map((g) => g.replace(/^0+(?=.)/, '')) : undefined;
}

/**
 * The part of a client address that limits count: an IPv4 address as it is, an IPv6 address by
 * its /64 network (`2001:db8:0:1::/64`). One subscriber gets a whole /64 and may use any address
 * in it, so counting each address alone would give one client billions of fresh budgets.
 */
export function limitedAddress(address: string): string {
  const plain = plainAddress(address);
  const groups = ipv6Groups(plain);
  return groups ? `${groups.slice(0, 4).join(':')}::/64` : plain;
}

/** A short hash of a client address (an IPv6 one by its /64): a rate-limit key that stores no address. */
export function clientKey(address: string): string {
  return createHash('sha256')
    .update(`nordshop-client|${limitedAddress(address)}`)
    .digest('base64url')
    .slice(0, 22);
}
