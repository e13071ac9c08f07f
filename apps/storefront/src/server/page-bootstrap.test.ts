import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  BOOTSTRAP_FALLBACK_MS,
  PREFETCH_TIMEOUT_MS,
  pageBootstrapScript,
  shortAsset,
} from './page-bootstrap';

/** Runs the bootstrap in a small fake browser and records what it loads, and when. */
function runBootstrap(
  readyState: 'loading' | 'complete',
  times = 1,
  layoutAsset?: string,
  prefetches: string[] = [],
  browser: Record<string, unknown> = {},
) {
  const log: string[] = [];
  const listeners = new Map<string, () => void>();
  const frames: (() => void)[] = [];
  const timers: { at: number; run: () => void; done?: boolean }[] = [];
  const window: Record<string, unknown> = { ...browser };
  const context = {
    window,
    document: {
      readyState,
      addEventListener: (name: string, listener: () => void) => listeners.set(name, listener),
      querySelector: (selector: string) =>
        selector === 'meta[name="nordshop:layout-asset"]' && layoutAsset !== undefined
          ? { content: layoutAsset }
          : null,
      createElement: (name: string) => ({ name }),
      head: {
        appendChild: (element: Record<string, string | undefined>) =>
          log.push(
            [
              element['name'],
              element['rel'],
              element['as'],
              element['crossOrigin'],
              element['href'],
            ]
              .filter(Boolean)
              .join(' '),
          ),
      },
    },
    requestAnimationFrame: (frame: () => void) => frames.push(frame),
    setTimeout: (run: () => void, at: number) => timers.push({ at, run }),
    importModule: (href: string) => {
      log.push(`import ${href}`);
      return { catch: () => undefined };
    },
  };
  // `import()` is syntax, not a function a context can provide: the test renames it.
  const script = pageBootstrapScript(
    '/assets/entry-1.js',
    ['/assets/react-2.js', '/assets/router-3.js'],
    prefetches,
  ).replaceAll('import(', 'importModule(');
  for (let i = 0; i < times; i++) runInNewContext(script, context);
  return {
    log,
    parsed: () => listeners.get('DOMContentLoaded')?.(),
    frame: () => frames.splice(0).forEach((frame) => frame()),
    /** Runs the timers of `at` ms, also those they set for the same delay, in order. */
    timersAt: (at: number) => {
      for (
        let timer = timers.find((t) => t.at === at && !t.done);
        timer;
        timer = timers.find((t) => t.at === at && !t.done)
      ) {
        timer.done = true;
        timer.run();
      }
    },
  };
}

describe('pageBootstrapScript', () => {
  it('loads nothing before the parsed document’s first frame is on screen, then imports the chunks and the entry', () => {
    const page = runBootstrap('loading');
    expect(page.log).toEqual([]);
    page.parsed();
    expect(page.log).toEqual([]);
    page.frame();
    page.timersAt(0);
    // The first frame is drawn; it is on screen when the next one begins.
    expect(page.log).toEqual([]);
    page.frame();
    expect(page.log).toEqual([]);
    page.timersAt(0);
    expect(page.log).toEqual([
      'import /assets/react-2.js',
      'import /assets/router-3.js',
      'import /assets/entry-1.js',
    ]);
  });

  it('waits only for the next two frames when the document is already parsed', () => {
    const page = runBootstrap('complete');
    page.frame();
    page.frame();
    page.timersAt(0);
    expect(page.log.at(-1)).toBe('import /assets/entry-1.js');
  });

  it(`loads after ${BOOTSTRAP_FALLBACK_MS} ms when no frame comes (a background tab), and only once`, () => {
    const page = runBootstrap('complete');
    page.timersAt(BOOTSTRAP_FALLBACK_MS);
    page.frame();
    page.frame();
    page.timersAt(0);
    expect(page.log.filter((line) => line.endsWith('entry-1.js'))).toEqual([
      'import /assets/entry-1.js',
    ]);
  });

  it('preloads the layout asset the page names beside the code, after the first frame', () => {
    const page = runBootstrap('complete', 1, '/layout/sv.abcdefghij_-1234.json');
    page.frame();
    expect(page.log).toEqual([]);
    page.frame();
    page.timersAt(0);
    expect(page.log).toEqual([
      'link preload fetch anonymous /layout/sv.abcdefghij_-1234.json',
      'import /assets/react-2.js',
      'import /assets/router-3.js',
      'import /assets/entry-1.js',
    ]);
  });

  it('fetches the code it may need later into the cache when the browser is idle, without running it', () => {
    const page = runBootstrap('complete', 1, undefined, [
      '/assets/cart-4.js',
      '/assets/xstate-5.js',
    ]);
    page.frame();
    page.frame();
    page.timersAt(0);
    expect(page.log.filter((line) => line.startsWith('link'))).toEqual([]);
    // No requestIdleCallback in this browser: a second later, and one chunk a second after that.
    page.timersAt(1000);
    expect(page.log).toEqual([
      'import /assets/react-2.js',
      'import /assets/router-3.js',
      'import /assets/entry-1.js',
      'link prefetch anonymous /assets/cart-4.js',
      'link prefetch anonymous /assets/xstate-5.js',
    ]);
  });

  it('adds one prefetch link per idle period of the browser', () => {
    const idle: { run: () => void; timeout?: number }[] = [];
    const page = runBootstrap(
      'complete',
      1,
      undefined,
      ['/assets/cart-4.js', '/assets/xstate-5.js'],
      {
        requestIdleCallback: (run: () => void, options?: { timeout?: number }) =>
          idle.push({
            run,
            ...(options?.timeout === undefined ? {} : { timeout: options.timeout }),
          }),
      },
    );
    page.frame();
    page.frame();
    page.timersAt(0);
    const links = () => page.log.filter((line) => line.startsWith('link'));
    expect(links()).toEqual([]);
    expect(idle).toHaveLength(1);
    idle.shift()?.run();
    expect(links()).toEqual(['link prefetch anonymous /assets/cart-4.js']);
    expect(idle.map((request) => request.timeout)).toEqual([PREFETCH_TIMEOUT_MS]);
    idle.shift()?.run();
    expect(links()).toHaveLength(2);
    // The last one asks for one more idle period, which finds nothing left to add.
    idle.shift()?.run();
    expect(links()).toHaveLength(2);
    expect(idle).toEqual([]);
  });

  it('runs once per page when the script is added again', () => {
    const page = runBootstrap('complete', 2);
    page.frame();
    page.frame();
    page.timersAt(0);
    expect(page.log.filter((line) => line.endsWith('entry-1.js'))).toHaveLength(1);
  });

  it('escapes "<" so that no asset path can end the script element', () => {
    expect(pageBootstrapScript('/a</script><b>.js', [])).not.toContain('</script>');
  });

  it.each([
    { path: '/assets/react-CIWH7OBj.js', short: 'react-CIWH7OBj' },
    {
      path: '/assets/round-half-away-from-zero-DjDuLlma.js',
      short: 'round-half-away-from-zero-DjDuLlma',
    },
    { path: '/assets/nested/chunk.js', short: '/assets/nested/chunk.js' },
    { path: '/assets/entry.css', short: '/assets/entry.css' },
    { path: 'https://cdn.example/assets/x.js', short: 'https://cdn.example/assets/x.js' },
  ])('names $path as $short in the script', ({ path, short }) => {
    expect(shortAsset(path)).toBe(short);
    expect(pageBootstrapScript(path, [])).toContain(`['${short}']`);
  });
});
