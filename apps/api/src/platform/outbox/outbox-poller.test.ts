import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureLog } from '../telemetry/log';
import { OutboxPoller } from './outbox-poller';

/** A batch the test finishes itself, with how many rows it claimed. */
function gate() {
  let open: (claimed: number) => void = () => undefined;
  const claimed = new Promise<number>((resolve) => {
    open = resolve;
  });
  return { claimed, open };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A poller over `runBatch`, remembered so that each test's poller is stopped after it. */
const pollers: OutboxPoller[] = [];
function pollerOf(runBatch: () => Promise<number>, pollMs = 60_000) {
  const poller = new OutboxPoller({ name: 'test outbox', runBatch, batch: 10, pollMs });
  pollers.push(poller);
  return poller;
}

afterEach(async () => {
  await Promise.all(pollers.splice(0).map((poller) => poller.stop()));
});

describe('OutboxPoller', () => {
  it('runs a batch as soon as it starts, and waits for the poll while nothing is due', async () => {
    const runBatch = vi.fn(() => Promise.resolve(0));
    const poller = pollerOf(runBatch);
    poller.start();
    poller.start();
    await vi.waitFor(() => expect(runBatch).toHaveBeenCalledTimes(1));
    await pause(100);
    expect(runBatch).toHaveBeenCalledTimes(1);
  });

  it('runs the next batch at once after a full one, until one comes back short', async () => {
    const claims = [10, 10, 3];
    const runBatch = vi.fn(() => Promise.resolve(claims.shift() ?? 0));
    pollerOf(runBatch).start();
    await vi.waitFor(() => expect(runBatch).toHaveBeenCalledTimes(3));
    await pause(100);
    expect(runBatch).toHaveBeenCalledTimes(3);
  });

  it('looks again after the poll interval', async () => {
    const runBatch = vi.fn(() => Promise.resolve(0));
    pollerOf(runBatch, 30).start();
    await vi.waitFor(() => expect(runBatch.mock.calls.length).toBeGreaterThanOrEqual(3));
  });

  it('runs one batch at a time: a nudge during a batch runs one more after it', async () => {
    const batches = [gate(), gate()];
    let active = 0;
    let most = 0;
    const runBatch = vi.fn(async () => {
      active += 1;
      most = Math.max(most, active);
      const claimed = await (batches[runBatch.mock.calls.length - 1]?.claimed ?? 0);
      active -= 1;
      return claimed;
    });
    const poller = pollerOf(runBatch);
    poller.start();
    await vi.waitFor(() => expect(runBatch).toHaveBeenCalledTimes(1));
    poller.nudge();
    poller.nudge();
    await pause(50);
    expect(runBatch).toHaveBeenCalledTimes(1);
    batches[0]!.open(1);
    await vi.waitFor(() => expect(runBatch).toHaveBeenCalledTimes(2));
    batches[1]!.open(0);
    await pause(100);
    expect(runBatch).toHaveBeenCalledTimes(2);
    expect(most).toBe(1);
  });

  it('runs a batch at once when nudged while idle, and not before it starts', async () => {
    const runBatch = vi.fn(() => Promise.resolve(0));
    const poller = pollerOf(runBatch);
    poller.nudge();
    await pause(50);
    expect(runBatch).not.toHaveBeenCalled();
    poller.start();
    await vi.waitFor(() => expect(runBatch).toHaveBeenCalledTimes(1));
    poller.nudge();
    await vi.waitFor(() => expect(runBatch).toHaveBeenCalledTimes(2));
  });

  it('logs a failing batch by the outbox name and tries again at the next poll', async () => {
    const lines: string[] = [];
    const restore = captureLog((line) => lines.push(line));
    try {
      const runBatch = vi
        .fn<() => Promise<number>>()
        .mockRejectedValueOnce(new Error('connection refused'))
        .mockResolvedValue(0);
      pollerOf(runBatch, 30).start();
      // At least: on a busy machine the poller may look again before the wait checks.
      await vi.waitFor(() => expect(runBatch.mock.calls.length).toBeGreaterThanOrEqual(2));
    } finally {
      restore();
    }
    const logged = lines.map((line) => JSON.parse(line) as { level: string; message: string });
    expect(logged).toEqual([
      expect.objectContaining({ level: 'warn', message: 'test outbox unavailable' }),
    ]);
    // The error's class, never its message.
    expect(lines.join('\n')).not.toContain('connection refused');
  });

  it('stops after the batch under way, and runs none after', async () => {
    const batch = gate();
    const runBatch = vi.fn(() => batch.claimed);
    const poller = pollerOf(runBatch, 10);
    poller.start();
    await vi.waitFor(() => expect(runBatch).toHaveBeenCalledTimes(1));
    let stopped = false;
    const stopping = poller.stop().then(() => {
      stopped = true;
    });
    await pause(30);
    expect(stopped).toBe(false);
    batch.open(10);
    await stopping;
    poller.nudge();
    await pause(100);
    expect(runBatch).toHaveBeenCalledTimes(1);
  });
});
