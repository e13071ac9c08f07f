import type { DealResponse } from '@nordshop/api-contract';

/** The times of a deal (ISO 8601). */
export type DealWindow = Pick<DealResponse, 'starts_at' | 'expires_at'>;

/** A countdown split into whole hours, minutes and seconds, with its 'hh:mm:ss' text. */
export interface CountdownParts {
  readonly hours: number;
  readonly minutes: number;
  readonly seconds: number;
  /** hh:mm:ss; hours take more digits past 99. */
  readonly text: string;
}

/** Whether the deal runs at `now` (ms since the epoch): from starts_at (included) to expires_at (excluded). */
export function isDealActive(deal: DealWindow, now: number): boolean {
  return Date.parse(deal.starts_at) <= now && now < Date.parse(deal.expires_at);
}

/**
 * The countdown for `msLeft` milliseconds: whole seconds rounded up, so it reads 00:00:00 only
 * when the time is out, and never below zero.
 */
export function countdownParts(msLeft: number): CountdownParts {
  const total = Number.isFinite(msLeft) && msLeft > 0 ? Math.ceil(msLeft / 1000) : 0;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return { hours, minutes, seconds, text: `${pad(hours)}:${pad(minutes)}:${pad(seconds)}` };
}

/**
 * When the deal banner next needs to look at the clock (ms since the epoch), or undefined when
 * nothing will change any more: at starts_at before the deal; while it runs, at the next change
 * of the countdown's seconds with a countdown, else at expires_at; never after it.
 */
export function nextDealTick(
  deal: DealWindow,
  now: number,
  withCountdown: boolean,
): number | undefined {
  const startsAt = Date.parse(deal.starts_at);
  const expiresAt = Date.parse(deal.expires_at);
  if (now < startsAt) return startsAt;
  if (now >= expiresAt) return undefined;
  if (!withCountdown) return expiresAt;
  const secondsLeft = Math.ceil((expiresAt - now) / 1000);
  return expiresAt - (secondsLeft - 1) * 1000;
}
