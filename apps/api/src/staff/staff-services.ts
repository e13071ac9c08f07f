import type { ApiEnv } from '../platform/http/api-env';

/** What the staff API's handlers ask of the app's shared services. */
export interface StaffServices {
  readonly now: () => Date;
  /** Wakes this process's mail sender after a change wrote a message (shipping an order). */
  readonly mail: { nudge(): void };
}

/** The context of a staff API handler. */
export type StaffEnv = ApiEnv<StaffServices>;
