import { describe, expect, it } from 'vitest';
import { INTL_WORKER_TIMEOUT_MS, startIntl, type IntlStarter } from './start-intl';

/** A worker that records what the page sends it and answers or fails when the test says. */
class FakeWorker extends EventTarget {
  readonly posted: unknown[] = [];
  terminated = false;
  postMessage(message: unknown) {
    this.posted.push(message);
  }
  terminate() {
    this.terminated = true;
  }
  answer() {
    this.dispatchEvent(new Event('message'));
  }
  fail() {
    this.dispatchEvent(new Event('error'));
  }
}

/** A starter whose timers run when the test says, recording the main thread's own warm-ups. */
function fakeStarter(startWorker: () => FakeWorker) {
  const timers = new Map<number, { ms: number; run: () => void }>();
  let next = 0;
  const warmedHere: string[] = [];
  const starter: IntlStarter = {
    startWorker: () => startWorker() as unknown as Worker,
    setTimeout: (run, ms) => {
      timers.set(++next, { ms, run });
      return next;
    },
    clearTimeout: (timer) => timers.delete(timer as number),
    warmHere: (language) => warmedHere.push(language),
  };
  /** Runs the pending timers of `ms` (and those they add for the same delay). */
  const runTimers = (ms: number) => {
    for (
      let found = [...timers].find(([, t]) => t.ms === ms);
      found;
      found = [...timers].find(([, t]) => t.ms === ms)
    ) {
      timers.delete(found[0]);
      found[1].run();
    }
  };
  return { starter, warmedHere, runTimers, pending: () => timers.size };
}

const settledState = async (promise: Promise<void>) => {
  let settled = false;
  void promise.then(() => (settled = true));
  await Promise.resolve();
  await Promise.resolve();
  return settled;
};

describe('startIntl', () => {
  it('has the worker make the first formatters of the language and resolves on its answer', async () => {
    const worker = new FakeWorker();
    const page = fakeStarter(() => worker);
    const started = startIntl('sv-SE', page.starter);
    expect(worker.posted).toEqual(['sv-SE']);
    expect(await settledState(started)).toBe(false);
    worker.answer();
    await started;
    expect(worker.terminated).toBe(true);
    expect(page.warmedHere).toEqual([]);
    // Its timeout is gone: nothing runs on the main thread later.
    expect(page.pending()).toBe(0);
  });

  it.each([
    {
      case: 'the worker fails',
      start: () => new FakeWorker(),
      after: (worker: FakeWorker | undefined, runTimers: (ms: number) => void) => {
        worker?.fail();
        expect(worker?.terminated).toBe(true);
        runTimers(0);
      },
    },
    {
      case: 'the browser cannot start a worker',
      start: () => {
        throw new Error('SecurityError');
      },
      after: (_worker: FakeWorker | undefined, runTimers: (ms: number) => void) => runTimers(0),
    },
    {
      case: `the worker has not answered within ${INTL_WORKER_TIMEOUT_MS} ms`,
      start: () => new FakeWorker(),
      after: (worker: FakeWorker | undefined, runTimers: (ms: number) => void) => {
        runTimers(INTL_WORKER_TIMEOUT_MS);
        expect(worker?.terminated).toBe(true);
        runTimers(0);
        // A late answer changes nothing.
        worker?.answer();
      },
    },
  ])(
    'makes the first formatter on the main thread, in a task of its own, when $case',
    async ({ start, after }) => {
      let worker: FakeWorker | undefined;
      const page = fakeStarter(() => (worker = start()));
      const started = startIntl('fi-FI', page.starter);
      expect(page.warmedHere).toEqual([]);
      after(worker, page.runTimers);
      await started;
      expect(page.warmedHere).toEqual(['fi-FI']);
      expect(page.pending()).toBe(0);
    },
  );
});
