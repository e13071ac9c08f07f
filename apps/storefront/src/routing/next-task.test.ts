import { describe, expect, it } from 'vitest';
import { nextTask } from './next-task';

describe('nextTask', () => {
  it('resolves with the value only after the tasks already queued have run', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('queued task'), 0);
    const value = await nextTask('module');
    order.push(value);
    expect(order).toEqual(['queued task', 'module']);
  });

  it('does not resolve within the current microtasks', async () => {
    let resolved = false;
    void nextTask(1).then(() => (resolved = true));
    await Promise.resolve();
    await Promise.resolve();
    expect(resolved).toBe(false);
  });
});
