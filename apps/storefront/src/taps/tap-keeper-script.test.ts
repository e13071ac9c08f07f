// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { tapKeeperScript, TAP_THROUGH_MS, type TapKeeper } from './tap-keeper-script';

const PAGE = `
  <form data-buy id="a"><input type="hidden" name="sku" value="NS-A"><button id="buy-a">Köp</button></form>
  <form data-buy id="b"><input type="hidden" name="sku" value="NS-B"><button id="buy-b">Köp</button></form>
  <form id="search"><button id="find">Sök</button></form>
  <div id="drawer"></div>`;

/** The submitter's place on screen (jsdom lays nothing out). */
const BUTTON_RECT = { left: 20, right: 180, top: 600, bottom: 644 };

/**
 * A page with the keeper installed (twice, as a re-rendered head would) and a stand-in for React's
 * root listener: a claimed form's submit is handled (prevented) and recorded by its SKU.
 */
function page() {
  // A window of its own for each test (a frame): the keeper's listeners stay on its window.
  const frame = globalThis.document.createElement('iframe');
  globalThis.document.body.append(frame);
  const window = frame.contentWindow as Window & typeof globalThis;
  const document = window.document;
  document.body.innerHTML = PAGE;
  // Twice, as a head rendered again would run it: the keeper installs once.
  for (let i = 0; i < 2; i++) {
    const script = document.createElement('script');
    script.textContent = tapKeeperScript();
    document.head.append(script);
  }
  const keeper = (window as unknown as { __nordshopTaps: TapKeeper }).__nordshopTaps;
  const handled: string[] = [];
  const claimed = new Set<Element>();
  const reachedPage: string[] = [];
  document.addEventListener('submit', (event: Event) => {
    const form = event.target as HTMLFormElement;
    reachedPage.push(form.id);
    if (!claimed.has(form)) return;
    event.preventDefault();
    handled.push((form.elements.namedItem('sku') as HTMLInputElement).value);
  });
  const form = (id: string) => document.getElementById(id) as HTMLFormElement;
  const button = (id: string) => document.getElementById(id) as HTMLButtonElement;
  for (const id of ['buy-a', 'buy-b'])
    button(id).getBoundingClientRect = () => ({ ...BUTTON_RECT }) as DOMRect;
  /** A submit as a tap on the form's button makes it; false when something cancelled it. */
  const tap = (id: string) => {
    const submitter = button(`buy-${id}`);
    const event = new window.SubmitEvent('submit', {
      bubbles: true,
      cancelable: true,
      submitter,
    });
    return form(id).dispatchEvent(event);
  };
  return {
    window,
    document,
    handled,
    reachedPage,
    form,
    tap,
    claim: (id: string) => {
      claimed.add(form(id));
      keeper.claim(form(id));
    },
    /** Lets the keeper's replay task run. */
    settle: () => new Promise((resolve) => window.setTimeout(resolve, 0)),
  };
}

/** Dispatches `type` at (x, y) on `target` with the given time stamp (ms). */
function pointer(
  target: Element,
  type: string,
  at: number,
  point: { x: number; y: number },
  detail = 1,
) {
  const window = target.ownerDocument.defaultView!;
  const event = new window.MouseEvent(type, {
    bubbles: true,
    cancelable: true,
    clientX: point.x,
    clientY: point.y,
    detail,
  });
  Object.defineProperty(event, 'timeStamp', { value: at });
  return target.dispatchEvent(event);
}

describe('the tap keeper', () => {
  it('keeps a tap on a buy button before the page’s code claims the form: no post, React never sees it', () => {
    const shop = page();
    expect(shop.tap('a')).toBe(false);
    expect(shop.reachedPage).toEqual([]);
    expect(shop.handled).toEqual([]);
  });

  it('submits every kept tap again, each once and in order, once the page’s code claims the form', async () => {
    const shop = page();
    shop.tap('a');
    shop.tap('b');
    shop.tap('a');
    shop.claim('a');
    shop.claim('b');
    await shop.settle();
    expect(shop.handled).toEqual(['NS-A', 'NS-B', 'NS-A']);
    await shop.settle();
    expect(shop.handled).toHaveLength(3);
  });

  it('keeps a tap again while its form is still unclaimed, and submits it when that form is claimed', async () => {
    const shop = page();
    shop.tap('b');
    shop.claim('a');
    await shop.settle();
    expect(shop.handled).toEqual([]);
    expect(shop.reachedPage).toEqual([]);
    shop.claim('b');
    await shop.settle();
    expect(shop.handled).toEqual(['NS-B']);
  });

  it('submits a kept tap to the form rendered in its place (same SKU) when the kept one left the page', async () => {
    const shop = page();
    shop.tap('a');
    const fresh = shop.form('a').cloneNode(true) as HTMLFormElement;
    fresh.id = 'a2';
    shop.form('a').replaceWith(fresh);
    shop.claim('a2');
    await shop.settle();
    expect(shop.handled).toEqual(['NS-A']);
  });

  it('keeps a tap whose form left the page until the form rendered in its place is claimed, even after another claim', async () => {
    const shop = page();
    shop.tap('a');
    const fresh = shop.form('a').cloneNode(true) as HTMLFormElement;
    fresh.id = 'a2';
    shop.form('a').replaceWith(fresh);
    shop.claim('b');
    await shop.settle();
    expect(shop.handled).toEqual([]);
    shop.claim('a2');
    await shop.settle();
    expect(shop.handled).toEqual(['NS-A']);
  });

  it('lets a claimed form’s submit through to its handler, and any other form’s', () => {
    const shop = page();
    shop.claim('a');
    shop.tap('a');
    expect(shop.handled).toEqual(['NS-A']);
    const search = shop.form('search');
    const posted = search.dispatchEvent(
      new shop.window.SubmitEvent('submit', { bubbles: true, cancelable: true }),
    );
    expect(posted).toBe(true);
    expect(shop.reachedPage).toEqual(['a', 'search']);
  });

  describe('a tap on the spot of a buy button that the opened drawer now covers', () => {
    const inside = { x: 100, y: 620 };

    /** A claimed tap on form a at time `at`; its submit event carries that time stamp. */
    function claimedTap(shop: ReturnType<typeof page>, at: number) {
      const event = new shop.window.SubmitEvent('submit', {
        bubbles: true,
        cancelable: true,
        submitter: shop.document.getElementById('buy-a') as HTMLElement,
      });
      Object.defineProperty(event, 'timeStamp', { value: at });
      shop.form('a').dispatchEvent(event);
    }

    it.each([
      { name: 'soon after, on the spot: another buy tap', at: 1_300, point: inside, adds: 2 },
      {
        name: `more than ${TAP_THROUGH_MS} ms after: the drawer's`,
        at: 1_000 + TAP_THROUGH_MS + 1,
        point: inside,
        adds: 1,
      },
      { name: 'beside the spot: the drawer’s', at: 1_300, point: { x: 300, y: 620 }, adds: 1 },
    ])('$name', ({ at, point, adds }) => {
      const shop = page();
      shop.claim('a');
      claimedTap(shop, 1_000);
      const drawer = shop.document.getElementById('drawer')!;
      const drawerSaw: string[] = [];
      for (const type of ['pointerdown', 'mousedown', 'mouseup', 'click'])
        drawer.addEventListener(type, () => drawerSaw.push(type));

      for (const type of ['pointerdown', 'mousedown', 'mouseup', 'click'])
        pointer(drawer, type, at, point);

      expect(shop.handled).toHaveLength(adds);
      expect(drawerSaw).toEqual(adds === 2 ? [] : ['pointerdown', 'mousedown', 'mouseup', 'click']);
    });

    it('counts every fast tap: each one opens the window again', () => {
      const shop = page();
      shop.claim('a');
      claimedTap(shop, 1_000);
      const drawer = shop.document.getElementById('drawer')!;
      for (const at of [1_400, 1_900, 2_400]) pointer(drawer, 'click', at, inside);
      expect(shop.handled).toHaveLength(4);
    });

    it('leaves a click from the keyboard (no pointer) to the drawer', () => {
      const shop = page();
      shop.claim('a');
      claimedTap(shop, 1_000);
      const drawer = shop.document.getElementById('drawer')!;
      expect(pointer(drawer, 'click', 1_100, inside, 0)).toBe(true);
      expect(shop.handled).toHaveLength(1);
    });
  });
});
