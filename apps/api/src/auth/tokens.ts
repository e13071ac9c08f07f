import { TOKEN_MAX_AGE_SECONDS } from '@nordshop/api-contract';
import { SignJWT, jwtVerify } from 'jose';
import { DomainError } from '../errors';

/** The two login strategies of spec section 4: a customer account, or one order. */
export type TokenScope = 'my-account' | 'my-order';

/** What a verified token says. */
export interface TokenClaims {
  readonly scope: TokenScope;
  readonly kind: 'access' | 'refresh';
  /** Customer id (my-account) or order id (my-order). */
  readonly subject: number;
}

/** Issues and verifies the shop's JWTs (HS256, 3600 s for access and refresh, spec section 9). */
export class TokenService {
  constructor(
    private readonly secret: () => Promise<Uint8Array>,
    private readonly now: () => Date,
  ) {}

  /** A new access and refresh token pair. */
  async issue(scope: TokenScope, subject: number) {
    const make = async (kind: 'access' | 'refresh') =>
      new SignJWT({ scope, kind })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(subject))
        .setIssuedAt(Math.floor(this.now().getTime() / 1000))
        .setExpirationTime(Math.floor(this.now().getTime() / 1000) + TOKEN_MAX_AGE_SECONDS)
        .setJti(crypto.randomUUID())
        .sign(await this.secret());
    return {
      access_token: await make('access'),
      refresh_token: await make('refresh'),
      token_type: 'Bearer' as const,
      expires_in: TOKEN_MAX_AGE_SECONDS,
    };
  }

  /**
   * The claims of a token of this scope and kind. A token that is not valid (forged, expired, of
   * the other kind) is a 401 DomainError; a valid token of the other scope a 403.
   */
  async verify(token: string, scope: TokenScope, kind: 'access' | 'refresh'): Promise<TokenClaims> {
    const claims = await this.verifyKind(token, kind);
    if (claims.scope !== scope)
      throw new DomainError('not_allowed', `This call needs a token of scope ${scope}`);
    return claims;
  }

  /** The claims of a valid token of this kind, whatever its scope; a 401 DomainError otherwise. */
  async verifyKind(token: string, kind: 'access' | 'refresh'): Promise<TokenClaims> {
    try {
      const { payload } = await jwtVerify(token, await this.secret(), {
        algorithms: ['HS256'],
        currentDate: this.now(),
      });
      const subject = Number(payload.sub);
      const scope = payload['scope'];
      if (
        (scope !== 'my-account' && scope !== 'my-order') ||
        payload['kind'] !== kind ||
        !Number.isInteger(subject)
      )
        throw new Error('wrong token');
      return { scope, kind, subject };
    } catch {
      throw new DomainError('unauthorized', `A valid ${kind} token is required`);
    }
  }
}

/** The Bearer token of an Authorization header, or undefined. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1];
}
