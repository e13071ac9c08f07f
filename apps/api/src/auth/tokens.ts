import {
  LINK_SESSION_SET_PASSWORD_SECONDS,
  ORDER_LINK_MAX_AGE_SECONDS,
  SESSION_MAX_AGE_SECONDS,
  TOKEN_MAX_AGE_SECONDS,
  type TokensResponse,
} from '@nordshop/api-contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { SignJWT, jwtVerify } from 'jose';
import { randomUUID } from 'node:crypto';
import type { Db } from '../platform/db/database';
import { queryRows } from '../platform/db/query';
import { authSessions } from '../platform/db/schema';
import { DomainError } from '../platform/http/errors';

/** The two login strategies of spec section 4: a customer account, or one order. */
export type TokenScope = 'my-account' | 'my-order';

/** What a verified token says. */
export interface TokenClaims {
  readonly scope: TokenScope;
  readonly kind: 'access' | 'refresh';
  /** Customer id (my-account) or order id (my-order). */
  readonly subject: number;
  /** The login session (auth_sessions.id) the token belongs to. */
  readonly session: string;
  /** The token's own id. */
  readonly jti: string;
}

/** How far a client's clock may be off when a token's times are checked (seconds). */
const CLOCK_TOLERANCE_SECONDS = 5;

/**
 * Issues and verifies the shop's JWTs (HS256; access and refresh tokens live 3600 s, spec section
 * 9) and keeps their login sessions in PostgreSQL (docs/decisions/012): a login starts a session,
 * each refresh rotates its refresh token, a reused refresh token ends the session, and a session
 * ends at the latest {@link SESSION_MAX_AGE_SECONDS} after the login. An access token is valid only
 * while its session is. Every token must carry exp, iat, jti, sub and sid.
 */
export class TokenService {
  constructor(
    private readonly secret: () => Promise<Uint8Array>,
    private readonly now: () => Date,
    private readonly db: Db,
  ) {}

  /**
   * A new login session of `subject` and its first access and refresh tokens. `viaLink`: started
   * by an e-mailed login link (it may set a password without the current one for a while).
   */
  async startSession(
    scope: TokenScope,
    subject: number,
    options: { readonly viaLink?: boolean } = {},
  ): Promise<TokensResponse> {
    const session = randomUUID();
    const refreshJti = randomUUID();
    const at = this.now();
    await this.db.insert(authSessions).values({
      id: session,
      scope,
      subject,
      refreshJti,
      createdAt: at,
      rotatedAt: at,
      viaLink: options.viaLink ?? false,
    });
    return this.pair(scope, subject, session, refreshJti);
  }

  /**
   * Whether the open session `session` was started by an e-mailed login link less than
   * LINK_SESSION_SET_PASSWORD_SECONDS ago: it may then set a password without the current one.
   */
  async mayResetPassword(session: string): Promise<boolean> {
    const at = this.now().toISOString();
    const rows = await queryRows<{ id: string }>(
      this.db,
      sql`select id from auth_sessions where id = ${session} and via_link and revoked_at is null
            and created_at > ${at}::timestamptz - make_interval(secs => ${LINK_SESSION_SET_PASSWORD_SECONDS})`,
    );
    return rows.length > 0;
  }

  /**
   * The token of an order's tracking link (in its e-mails): signed, of kind `order-link`, valid
   * ORDER_LINK_MAX_AGE_SECONDS; exchanged for a my-order session (verifyOrderLink).
   */
  async orderLinkToken(orderId: number): Promise<string> {
    const issuedAt = Math.floor(this.now().getTime() / 1000);
    return new SignJWT({ scope: 'my-order', kind: 'order-link' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(orderId))
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + ORDER_LINK_MAX_AGE_SECONDS)
      .setJti(randomUUID())
      .sign(await this.secret());
  }

  /** The order of a valid tracking-link token; 401 for a forged, expired or other token. */
  async verifyOrderLink(token: string): Promise<number> {
    try {
      const { payload } = await jwtVerify(token, await this.secret(), {
        algorithms: ['HS256'],
        currentDate: this.now(),
        maxTokenAge: ORDER_LINK_MAX_AGE_SECONDS,
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
        requiredClaims: ['exp', 'iat', 'jti', 'sub'],
      });
      const orderId = Number(payload.sub);
      if (
        payload['kind'] !== 'order-link' ||
        payload['scope'] !== 'my-order' ||
        !Number.isInteger(orderId) ||
        orderId < 1 ||
        orderId > 2_147_483_647
      )
        throw new Error('wrong token');
      return orderId;
    } catch {
      throw new DomainError('unauthorized', 'This order link is not valid; log in to the order');
    }
  }

  /**
   * New tokens for a refresh token of `scope`: the session's refresh token is replaced atomically,
   * so one refresh token refreshes once. A refresh token the session already replaced (a copy in
   * someone else's hands, or the owner's after the thief used it) ends the whole session. 401 for
   * an invalid, expired, replaced or revoked token and for a session past its maximum age.
   */
  async refreshSession(
    refreshToken: string,
    scope: TokenScope,
  ): Promise<{ subject: number; tokens: TokensResponse }> {
    const claims = await this.verifySignature(refreshToken, 'refresh');
    if (claims.scope !== scope)
      throw new DomainError('not_allowed', `This call needs a token of scope ${scope}`);
    const next = randomUUID();
    const at = this.now().toISOString();
    const [rotated] = await queryRows<{ subject: number }>(
      this.db,
      sql`update auth_sessions set refresh_jti = ${next}, rotated_at = ${at}::timestamptz
          where id = ${claims.session} and scope = ${scope} and refresh_jti = ${claims.jti}
            and revoked_at is null
            and created_at > ${at}::timestamptz - make_interval(secs => ${SESSION_MAX_AGE_SECONDS})
          returning subject`,
    );
    if (!rotated) {
      // A signed token of this session that is no longer its current one: a replayed token.
      await this.db.execute(
        sql`update auth_sessions set revoked_at = coalesce(revoked_at, ${at}::timestamptz)
            where id = ${claims.session} and refresh_jti <> ${claims.jti}`,
      );
      throw new DomainError('unauthorized', 'This session has ended; log in again');
    }
    return {
      subject: rotated.subject,
      tokens: await this.pair(scope, rotated.subject, claims.session, next),
    };
  }

  /** Ends every session of a subject (a password change); returns how many were open. */
  async revokeSessions(scope: TokenScope, subject: number): Promise<number> {
    const rows = await this.db
      .update(authSessions)
      .set({ revokedAt: this.now() })
      .where(
        and(
          eq(authSessions.scope, scope),
          eq(authSessions.subject, subject),
          isNull(authSessions.revokedAt),
        ),
      )
      .returning({ id: authSessions.id });
    return rows.length;
  }

  /** Deletes sessions that ended (revoked or past their maximum age) more than a day before `now`. */
  async pruneSessions(now: Date): Promise<void> {
    const at = now.toISOString();
    await this.db.execute(
      sql`delete from auth_sessions
          where created_at < ${at}::timestamptz - make_interval(secs => ${SESSION_MAX_AGE_SECONDS + 86_400})
             or revoked_at < ${at}::timestamptz - interval '1 day'`,
    );
  }

  /**
   * The claims of a token of this scope and kind. A token that is not valid (forged, expired,
   * without exp, of the other kind, of a session that ended) is a 401 DomainError; a valid token
   * of the other scope a 403.
   */
  async verify(token: string, scope: TokenScope, kind: 'access' | 'refresh'): Promise<TokenClaims> {
    const claims = await this.verifyKind(token, kind);
    if (claims.scope !== scope)
      throw new DomainError('not_allowed', `This call needs a token of scope ${scope}`);
    return claims;
  }

  /**
   * The claims of a valid token of this kind whose session is open and is the session of the
   * token's own scope and subject (`sub`), whatever its scope; a 401 DomainError otherwise. A
   * token that names one subject with another's session is no token of either.
   */
  async verifyKind(token: string, kind: 'access' | 'refresh'): Promise<TokenClaims> {
    const claims = await this.verifySignature(token, kind);
    const at = this.now().toISOString();
    const [open] = await queryRows<{ id: string }>(
      this.db,
      sql`select id from auth_sessions
          where id = ${claims.session} and revoked_at is null
            and scope = ${claims.scope} and subject = ${claims.subject}
            and created_at > ${at}::timestamptz - make_interval(secs => ${SESSION_MAX_AGE_SECONDS})`,
    );
    if (!open) throw new DomainError('unauthorized', `A valid ${kind} token is required`);
    return claims;
  }

  private async pair(
    scope: TokenScope,
    subject: number,
    session: string,
    refreshJti: string,
  ): Promise<TokensResponse> {
    return {
      access_token: await this.sign(scope, 'access', subject, session, randomUUID()),
      refresh_token: await this.sign(scope, 'refresh', subject, session, refreshJti),
      token_type: 'Bearer',
      expires_in: TOKEN_MAX_AGE_SECONDS,
    };
  }

  private async sign(
    scope: TokenScope,
    kind: 'access' | 'refresh',
    subject: number,
    session: string,
    jti: string,
  ) {
    const issuedAt = Math.floor(this.now().getTime() / 1000);
    return new SignJWT({ scope, kind, sid: session })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(subject))
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + TOKEN_MAX_AGE_SECONDS)
      .setJti(jti)
      .sign(await this.secret());
  }

  private async verifySignature(token: string, kind: 'access' | 'refresh'): Promise<TokenClaims> {
    try {
      const { payload } = await jwtVerify(token, await this.secret(), {
        algorithms: ['HS256'],
        currentDate: this.now(),
        maxTokenAge: TOKEN_MAX_AGE_SECONDS,
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
        requiredClaims: ['exp', 'iat', 'jti', 'sub', 'sid'],
      });
      const subject = Number(payload.sub);
      const { scope, sid } = payload;
      if (
        (scope !== 'my-account' && scope !== 'my-order') ||
        payload['kind'] !== kind ||
        !Number.isInteger(subject) ||
        subject < 1 ||
        subject > 2_147_483_647 ||
        typeof sid !== 'string' ||
        !UUID.test(sid) ||
        !UUID.test(payload.jti ?? '')
      ) {
        throw new Error('wrong token');
      }
      return { scope, kind, subject, session: sid, jti: payload.jti! };
    } catch {
      throw new DomainError('unauthorized', `A valid ${kind} token is required`);
    }
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The Bearer token of an Authorization header, or undefined. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S{1,4096})$/i.exec(header ?? '');
  return match?.[1];
}
