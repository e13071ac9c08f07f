import { describe, expect, it } from 'vitest';
import type { IdleScheduler } from '../navigation/idle-prefetch';
import { runCartRuntimeAhead } from './load-cart-runtime';

/** A scheduler whose idle periods come when the test says, and the steps it has run. */
function idleBrowser() {
  const waiting: (() => void)[] = [];
  const scheduler: IdleScheduler = { requestIdle: (callback) => waiting.push(callback) };
  return {
    scheduler,
    waitingCount: () => waiting.length,
    /** One idle period, then the promises it started settle. */
    idle: async () => {
      waiting.shift()?.();
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
  };
}

describe('runCartRuntimeAhead', () => {
  it('runs one step per idle period, in order, and nothing before the first', async () => {
    const browser = idleBrowser();
    const ran: string[] = [];
    const step = (name: string) => () => Promise.resolve(ran.push(name));
    runCartRuntimeAhead(browser.scheduler, [step('xstate'), step('cart runtime')]);
    expect(ran).toEqual([]);
    await browser.idle();
    expect(ran).toEqual(['xstate']);
    await browser.idle();
    expect(ran).toEqual(['xstate', 'cart runtime']);
    await browser.idle();
    expect(browser.waitingCount()).toBe(0);
  });

  it('stops at a step that fails (the first add then loads what it needs)', async () => {
    const browser = idleBrowser();
    const ran: string[] = [];
    runCartRuntimeAhead(browser.scheduler, [
      () => Promise.reject(new Error('offline')),
      () => Promise.resolve(ran.push('cart runtime')),
    ]);
    await browser.idle();
    await browser.idle();
    expect(ran).toEqual([]);
    expect(browser.waitingCount()).toBe(0);
  });
});
