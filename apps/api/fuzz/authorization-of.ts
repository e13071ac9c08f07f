import type { Hostile } from './hostile-values';
import { headerText } from './url-text';

/** Access and refresh tokens of one login. */
export interface TokenPair {
  readonly access_token: string;
  readonly refresh_token: string;
}

/** The real tokens a fuzz run sends, from logins made before it starts. */
export interface FuzzTokens {
  /** The demo customer (my-account). Only reads and bodies that fail validation go with it. */
  readonly demo: TokenPair;
  /** The demo customer's order 1 (my-order). Only reads and bodies that fail validation go with it. */
  readonly order: TokenPair;
  /** A customer of the fuzz run alone (my-account), whose data valid writes may change. */
  readonly customer: TokenPair;
  /** A staff API key of the run with every scope (`nsk_…`). Only reads and bodies that fail validation go with it. */
  readonly staff: string;
}

/** Which Authorization header a request carries (garbage: an index into GARBAGE_AUTHORIZATIONS). */
export type AuthChoice =
  | { readonly kind: 'none' | 'demo' | 'demo refresh' | 'order' | 'customer' | 'staff' }
  | { readonly kind: 'garbage'; readonly index: number };

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** The token with its signature's last characters changed. */
function tampered(token: string): string {
  return `${token.slice(0, -4)}${token.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`;
}

/** Authorization headers that are not a valid token, each named for the report. */
export const GARBAGE_AUTHORIZATIONS: readonly Hostile<(tokens: FuzzTokens) => string>[] = [
  { name: 'Bearer without a token', value: () => 'Bearer' },
  { name: 'Bearer and a space', value: () => 'Bearer ' },
  { name: 'Basic credentials', value: () => 'Basic ZGVtbzpub3Bl' },
  { name: 'a word, not a JWT', value: () => 'Bearer not-a-token' },
  { name: 'three empty-ish JWT parts', value: () => 'Bearer a.b.c' },
  { name: 'tampered signature', value: (tokens) => `Bearer ${tampered(tokens.demo.access_token)}` },
  {
    name: 'unsigned JWT (alg none)',
    value: () =>
      `Bearer ${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ sub: '1', scope: 'my-account', kind: 'access', exp: 4_102_444_800 })}.`,
  },
  {
    name: 'JWT whose payload is not JSON',
    value: () =>
      `Bearer ${base64url({ alg: 'HS256' })}.${Buffer.from('not json').toString('base64url')}.c2ln`,
  },
  {
    name: 'two tokens',
    value: (tokens) => `Bearer ${tokens.demo.access_token} ${tokens.demo.access_token}`,
  },
  { name: '4 KB token', value: () => `Bearer ${'A'.repeat(4_000)}` },
  { name: 'a staff key of no one', value: () => `Bearer nsk_${'A'.repeat(43)}` },
  { name: 'a staff key cut short', value: (tokens) => `Bearer ${tokens.staff.slice(0, -3)}` },
  { name: 'token of Latin-1 bytes', value: () => headerText('Bearer ö.ä.å') },
  {
    name: 'refresh token, lower-case scheme',
    value: (tokens) => `bearer ${tokens.demo.refresh_token}`,
  },
];

/** The Authorization header of a choice, or undefined for none. */
export function authorizationOf(choice: AuthChoice, tokens: FuzzTokens): string | undefined {
  switch (choice.kind) {
    case 'none':
      return undefined;
    case 'demo':
      return `Bearer ${tokens.demo.access_token}`;
    case 'demo refresh':
      return `Bearer ${tokens.demo.refresh_token}`;
    case 'order':
      return `Bearer ${tokens.order.access_token}`;
    case 'customer':
      return `Bearer ${tokens.customer.access_token}`;
    case 'staff':
      return `Bearer ${tokens.staff}`;
    case 'garbage':
      return GARBAGE_AUTHORIZATIONS[choice.index]!.value(tokens);
  }
}

/** How a choice is named in the report. */
export function authLabel(choice: AuthChoice): string {
  return choice.kind === 'garbage'
    ? `Authorization: ${GARBAGE_AUTHORIZATIONS[choice.index]!.name}`
    : choice.kind === 'none'
      ? 'no token'
      : `${choice.kind} token`;
}
