import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aDeal } from '../testing/catalog-builders';
import { countdownParts, isDealActive, nextDealTick } from './deal-rules';

const at = (iso: string) => Date.parse(iso);
const deal = aDeal({
  starts_at: '2026-11-23T00:00:00.000Z',
  expires_at: '2026-11-24T00:00:00.000Z',
});

describe('isDealActive', () => {
  it.each([
    { name: 'before the start', now: '2026-11-22T23:59:59.999Z', active: false },
    { name: 'at the start', now: '2026-11-23T00:00:00.000Z', active: true },
    { name: 'during the deal', now: '2026-11-23T12:00:00.000Z', active: true },
    { name: 'a moment before the end', now: '2026-11-23T23:59:59.999Z', active: true },
    { name: 'at the end', now: '2026-11-24T00:00:00.000Z', active: false },
  ])('$name: $active', ({ now, active }) => {
    expect(isDealActive(deal, at(now))).toBe(active);
  });
});

describe('countdownParts', () => {
  it.each([
    { msLeft: 0, text: '00:00:00' },
    { msLeft: -5_000, text: '00:00:00' },
    { msLeft: Number.NaN, text: '00:00:00' },
    { msLeft: 1, text: '00:00:01' },
    { msLeft: 1_000, text: '00:00:01' },
    { msLeft: 59_001, text: '00:01:00' },
    { msLeft: 3_600_000, text: '01:00:00' },
    { msLeft: 86_399_000, text: '23:59:59' },
    { msLeft: 100 * 3_600_000, text: '100:00:00' },
  ])('$msLeft ms reads $text', ({ msLeft, text }) => {
    expect(countdownParts(msLeft).text).toBe(text);
  });

  it('splits into parts that add back up to the whole seconds left', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 * 86_400_000 }), (ms) => {
        const { hours, minutes, seconds } = countdownParts(ms);
        expect(minutes).toBeLessThan(60);
        expect(seconds).toBeLessThan(60);
        expect(hours * 3600 + minutes * 60 + seconds).toBe(Math.ceil(ms / 1000));
      }),
    );
  });
});

describe('nextDealTick', () => {
  it.each([
    {
      name: 'before the deal it wakes at the start',
      now: '2026-11-22T20:00:00.000Z',
      countdown: true,
      next: '2026-11-23T00:00:00.000Z',
    },
    {
      name: 'without countdown it wakes at the end',
      now: '2026-11-23T12:00:00.000Z',
      countdown: false,
      next: '2026-11-24T00:00:00.000Z',
    },
    {
      name: 'a countdown wakes on the next whole second',
      now: '2026-11-23T12:00:00.000Z',
      countdown: true,
      next: '2026-11-23T12:00:01.000Z',
    },
    {
      name: 'a countdown between seconds wakes when the seconds change',
      now: '2026-11-23T12:00:00.400Z',
      countdown: true,
      next: '2026-11-23T12:00:01.000Z',
    },
    {
      name: 'the last second wakes at the end',
      now: '2026-11-23T23:59:59.500Z',
      countdown: true,
      next: '2026-11-24T00:00:00.000Z',
    },
    {
      name: 'after the end it never wakes',
      now: '2026-11-24T00:00:00.000Z',
      countdown: true,
      next: undefined,
    },
  ])('$name', ({ now, countdown, next }) => {
    expect(nextDealTick(deal, at(now), countdown)).toBe(next === undefined ? undefined : at(next));
  });

  it('always lies ahead and changes what the countdown reads', () => {
    const start = at(deal.starts_at);
    const end = at(deal.expires_at);
    fc.assert(
      fc.property(fc.integer({ min: start, max: end - 1 }), (now) => {
        const next = nextDealTick(deal, now, true)!;
        expect(next).toBeGreaterThan(now);
        expect(countdownParts(end - next).text).not.toBe(countdownParts(end - now).text);
        expect(countdownParts(end - (next - 1)).text).toBe(countdownParts(end - now).text);
      }),
    );
  });
});
