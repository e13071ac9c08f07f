import { describe, expect, it } from 'vitest';
import { ServerPartStore, serverPartsRender } from './server-parts';

const encoder = new TextEncoder();

/** Streams `html` through a render's transform cut into pieces of `size` bytes; the text out. */
async function through(
  transform: TransformStream<Uint8Array, Uint8Array>,
  html: string,
  size: number,
): Promise<string> {
  const bytes = encoder.encode(html);
  const chunks: Uint8Array[] = [];
  for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.slice(at, at + size));
  const source = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
  return new Response(source.pipeThrough(transform)).text();
}

const MENU = '<nav><a href="/sv/kategori/skal">Skal</a> – åäö</nav>';

describe('serverPartsRender', () => {
  // Every cut of the page, so that markers and multi-byte letters fall across chunks.
  it.each([1, 2, 3, 7, 16, 1024])(
    'stores a captured part and writes it in place of a later placeholder (%i-byte chunks)',
    async (size) => {
      const store = new ServerPartStore();
      const first = serverPartsRender(store, 'http://shop.test');
      const placed = first.parts.place('menus');
      expect(placed).toEqual({ kind: 'capture', id: 0 });
      const page = `<body><header><ns-server-part-start data-part="0"></ns-server-part-start>${MENU}<ns-server-part-end data-part="0"></ns-server-part-end></header><main>a</main></body>`;
      expect(await through(first.transform(), page, size)).toBe(
        `<body><header>${MENU}</header><main>a</main></body>`,
      );
      expect(store.size).toBe(1);

      const second = serverPartsRender(store, 'http://shop.test');
      expect(second.parts.place('menus')).toEqual({ kind: 'stored', id: 0 });
      const later = '<body><header><ns-server-part data-part="0"></ns-server-part></header></body>';
      expect(await through(second.transform(), later, size)).toBe(
        `<body><header>${MENU}</header></body>`,
      );
    },
  );

  it('keeps parts apart by origin and answers one key alike within a render', () => {
    const store = new ServerPartStore();
    store.set('http://a.test\nmenus', encoder.encode(MENU));
    const other = serverPartsRender(store, 'http://b.test');
    expect(other.parts.place('menus').kind).toBe('capture');
    const same = serverPartsRender(store, 'http://a.test');
    expect(same.parts.place('menus')).toEqual({ kind: 'stored', id: 0 });
    expect(same.parts.place('footer')).toEqual({ kind: 'capture', id: 1 });
    expect(same.parts.place('menus')).toEqual({ kind: 'stored', id: 0 });
  });

  it.each([
    ['a part that holds a script', `<script>x()</script>`],
    ['a part without its end marker', null],
  ])('stores nothing of %s, and writes the page as it came', async (_, content) => {
    const store = new ServerPartStore();
    const render = serverPartsRender(store, 'http://shop.test');
    render.parts.place('menus');
    const start = '<ns-server-part-start data-part="0"></ns-server-part-start>';
    const end = '<ns-server-part-end data-part="0"></ns-server-part-end>';
    const page = content === null ? `<p>${start}${MENU}</p>` : `<p>${start}${content}${end}</p>`;
    const out = await through(render.transform(), page, 5);
    expect(out).toBe(content === null ? `<p>${MENU}</p>` : `<p>${content}</p>`);
    expect(store.size).toBe(0);
  });

  it.each([
    ['a marker of no part of this render', '<ns-server-part data-part="7"></ns-server-part>'],
    ['text that begins like a marker', '<ns-server-partial>x</ns-server-partial>'],
    ['a long element that begins like one', `<ns-server-part-x title="${'y'.repeat(300)}">`],
    ['a marker cut at the end of the page', '<p>a</p><ns-server-pa'],
  ])('passes %s through unchanged', async (_, html) => {
    const render = serverPartsRender(new ServerPartStore(), 'http://shop.test');
    for (const size of [1, 4, 64]) expect(await through(render.transform(), html, size)).toBe(html);
  });

  it('keeps at most 512 parts, the oldest leaving first', () => {
    const store = new ServerPartStore();
    for (let i = 0; i < 520; i += 1) store.set(`k${i}`, encoder.encode(String(i)));
    expect(store.size).toBe(512);
    expect(store.get('k0')).toBeUndefined();
    expect(new TextDecoder().decode(store.get('k519'))).toBe('519');
  });
});
