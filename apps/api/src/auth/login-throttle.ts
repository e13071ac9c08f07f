/** Failed logins allowed per account and per client address within the window, then 429. */
export const LOGIN_LIMITS = { perAccount: 5, perAddress: 20, windowMs: 15 * 60_000 } as const;

/**
 * Counts failed logins per account (e-mail) and per client address over a sliding window, in
 * this process (the shop runs one process per database; see docs/decisions/002). A success clears
 * the account's failures. `retryAfterMs` is 0 when a login may be tried, else how long to wait.
 */
export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly clock: () => number,
    private readonly limits: {
      perAccount: number;
      perAddress: number;
      windowMs: number;
    } = LOGIN_LIMITS,
  ) {}

  /**
   * How long the account or address must wait before the next try (ms); 0 when it may try now.
   * Without an address (an in-process call) only the account counts.
   */
  retryAfterMs(account: string, address: string | undefined): number {
    const now = this.clock();
    const wait = (key: string, limit: number) => {
      const times = this.recent(key, now);
      return times.length < limit
        ? 0
        : (times[times.length - limit] ?? now) + this.limits.windowMs - now;
    };
    const byAccount = wait(`account:${account}`, this.limits.perAccount);
    return address === undefined
      ? byAccount
      : Math.max(byAccount, wait(`address:${address}`, this.limits.perAddress));
  }

  /** Records a failed login of the account from the address. */
  failed(account: string, address: string | undefined): void {
    const now = this.clock();
    const keys =
      address === undefined ? [`account:${account}`] : [`account:${account}`, `address:${address}`];
    for (const key of keys) this.failures.set(key, [...this.recent(key, now), now]);
  }

  /** A successful login clears the account's failures (the address keeps its count). */
  succeeded(account: string): void {
    this.failures.delete(`account:${account}`);
  }

  private recent(key: string, now: number): number[] {
    const times = (this.failures.get(key) ?? []).filter(
      (time) => time > now - this.limits.windowMs,
    );
    if (times.length === 0) this.failures.delete(key);
    else this.failures.set(key, times);
    return times;
  }
}
