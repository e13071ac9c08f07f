/** A source of the current instant; tests replace it (or fake the timers behind the default). */
export interface Clock {
  /** Milliseconds since the Unix epoch. */
  now(): number;
}

/** The real clock: `Date.now()`. */
export const systemClock: Clock = { now: () => Date.now() };
