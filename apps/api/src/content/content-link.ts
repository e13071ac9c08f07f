import { buildPath, LOCALE_CODES } from '@nordshop/locale-config';
import * as z from 'zod';
import {
  PagePreviewClaimsSchema,
  signContentToken,
  UnsubscribeClaimsSchema,
  type ContentTokenClaims,
} from './content-token';

/** The storefront path of a signed content link: `/sv/page-preview?token=…` or `/sv/unsubscribe?token=…`. */
export async function contentLinkPath(
  claims: ContentTokenClaims,
  secret: string | Uint8Array,
  options: { now?: Date; expiresInSeconds?: number | null } = {},
): Promise<string> {
  const token = await signContentToken(claims, secret, options);
  const screen = claims.purpose === 'page-preview' ? 'page-preview' : 'unsubscribe';
  return `${buildPath(screen, {}, claims.locale)}?token=${encodeURIComponent(token)}`;
}

const HOUR = 3600;
const DAY = 24 * HOUR;
const count = (min: number, max: number) =>
  z.coerce
    .number({ error: 'must be a whole number' })
    .int({ error: 'must be a whole number' })
    .min(min, { error: `must be at least ${min}` })
    .max(max, { error: `must be at most ${max}` });

const PreviewArgsSchema = z.object({
  claims: PagePreviewClaimsSchema,
  /** Hours the link works, 1 to 24. */
  hours: count(1, 24).default(24),
});

const UnsubscribeArgsSchema = z.object({
  claims: UnsubscribeClaimsSchema,
  /** Days the link works; absent: it does not expire. */
  days: count(1, 3650).optional(),
});

/** What `cli.js content-link` was asked for: the claims and the lifetime of the token. */
export interface ContentLinkRequest {
  readonly claims: ContentTokenClaims;
  readonly expiresInSeconds: number | null;
}

/** How to call `cli.js content-link`. */
export const CONTENT_LINK_USAGE = [
  'usage: content-link preview <locale> <page slug> [--hours 1-24]   (default 24 hours)',
  '       content-link unsubscribe <locale> <e-mail> [--days N]       (default: no expiry)',
  `locale: ${LOCALE_CODES.join(', ')}`,
].join('\n');

/**
 * Reads the arguments of `cli.js content-link` (after the command): the request, or every problem
 * with them at once.
 */
export function parseContentLinkArgs(
  args: readonly string[],
): { ok: true; request: ContentLinkRequest } | { ok: false; problems: string[] } {
  const [kind, locale, target, ...rest] = args;
  const option = kind === 'preview' ? '--hours' : '--days';
  const options: Record<string, string> = {};
  const problems: string[] = [];
  for (let i = 0; i < rest.length; i += 2) {
    const name = rest[i]!;
    const value = rest[i + 1];
    if (name !== option || value === undefined)
      problems.push(
        `${name}: not an option of ${kind ?? 'this link'}, or without a value (${option} N)`,
      );
    else options[name.slice(2)] = value;
  }
  const issues = (error: z.ZodError) =>
    error.issues.map(
      (issue) =>
        `${issue.path.at(-1) === undefined ? 'arguments' : String(issue.path.at(-1))}: ${issue.message}`,
    );
  if (kind === 'preview') {
    const parsed = PreviewArgsSchema.safeParse({
      claims: { purpose: 'page-preview', locale, slug: target },
      hours: options['hours'],
    });
    if (parsed.success && problems.length === 0)
      return {
        ok: true,
        request: { claims: parsed.data.claims, expiresInSeconds: parsed.data.hours * HOUR },
      };
    return { ok: false, problems: [...problems, ...(parsed.success ? [] : issues(parsed.error))] };
  }
  if (kind === 'unsubscribe') {
    const parsed = UnsubscribeArgsSchema.safeParse({
      claims: { purpose: 'unsubscribe', locale, email: target?.trim().toLowerCase() },
      days: options['days'],
    });
    if (parsed.success && problems.length === 0)
      return {
        ok: true,
        request: {
          claims: parsed.data.claims,
          expiresInSeconds: parsed.data.days === undefined ? null : parsed.data.days * DAY,
        },
      };
    return { ok: false, problems: [...problems, ...(parsed.success ? [] : issues(parsed.error))] };
  }
  return { ok: false, problems: [`unknown link kind "${kind ?? ''}" (preview or unsubscribe)`] };
}
