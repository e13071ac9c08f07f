import { describe, expect, it } from 'vitest';
import { RenderSlots } from './render-slots';

/** A promise and its resolve function. */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/** A page whose body is written whole at once. */
const page = (text: string) => new Response(text, { status: 200, headers: { 'x-page': text } });

describe('RenderSlots', () => {
  it('renders at most `size` pages at once, the others in arrival order', async () => {
    const slots = new RenderSlots(2);
    const started: string[] = [];
    const gates = new Map<string, ReturnType<typeof deferred<void>>>();
    const render = (name: string) =>
      slots.run(async () => {
        started.push(name);
        const gate = deferred<void>();
        gates.set(name, gate);
        await gate.promise;
        return page(name);
      });
    const answers = ['a', 'b', 'c', 'd'].map(render);
    await new Promise((r) => setTimeout(r, 0));
    expect([started, slots.busy, slots.waiting]).toEqual([['a', 'b'], 2, 2]);
    gates.get('b')!.resolve();
    expect((await answers[1]!).headers.get('x-page')).toBe('b');
    await new Promise((r) => setTimeout(r, 0));
    expect(started).toEqual(['a', 'b', 'c']);
    for (const name of ['a', 'c']) gates.get(name)!.resolve();
    await new Promise((r) => setTimeout(r, 0));
    gates.get('d')!.resolve();
    const texts = await Promise.all(answers.map(async (a) => (await a).text()));
    expect(texts).toEqual(['a', 'b', 'c', 'd']);
    await new Promise((r) => setTimeout(r, 0));
    expect([slots.busy, slots.waiting]).toEqual([0, 0]);
  });

  it('frees the slot once the body is written, though nobody has read it', async () => {
    const slots = new RenderSlots(1);
    const unread = await slots.run(async () => page('x'.repeat(200_000)));
    const next = await slots.run(async () => page('next'));
    expect([await next.text(), unread.headers.get('x-page')?.length]).toEqual(['next', 200_000]);
    expect((await unread.text()).length).toBe(200_000);
  });

  it('frees the slot of a render that fails and of a body that fails midway', async () => {
    const slots = new RenderSlots(1);
    await expect(slots.run(() => Promise.reject(new Error('down')))).rejects.toThrow('down');
    const broken = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('<html>'));
        controller.error(new Error('render failed'));
      },
    });
    const failed = await slots.run(async () => new Response(broken));
    await expect(failed.text()).rejects.toThrow();
    expect(await (await slots.run(async () => page('after'))).text()).toBe('after');
    await new Promise((r) => setTimeout(r, 0));
    expect(slots.busy).toBe(0);
  });
});
