/** The attribute that marks a buy form: a real form that adds a product to the cart. */
export const BUY_FORM_ATTRIBUTE = 'data-buy';

/** The global through which the page's code claims its buy forms (see {@link TapKeeper}). */
export const TAP_KEEPER_GLOBAL = '__nordshopTaps';

/**
 * How long after a buy tap a tap on the same spot of the screen still counts as a tap on that buy
 * button, when the drawer the first tap opened now covers it (ms).
 */
export const TAP_THROUGH_MS = 600;

/** What the tap keeper offers the page's code (`window.__nordshopTaps`). */
export interface TapKeeper {
  /**
   * Hands a buy form to the page's code: from now on its taps go to the form's own submit handler,
   * and the taps kept for it so far are submitted again, each once, in a task of their own.
   */
  claim(form: HTMLFormElement): void;
}

/** Pointer, mouse and touch events of a tap, in the order the browser sends them. */
const TAP_EVENTS = ['pointerdown', 'mousedown', 'touchstart', 'pointerup', 'mouseup', 'touchend'];

/**
 * The inline script in the head of every page that keeps the taps on buy buttons before the page's
 * code can take them (docs/decisions/034). It runs before the body is parsed, so no buy button is
 * on screen without it.
 *
 * - A submit of a buy form (`form[data-buy]`) that the page's code has not claimed yet (its React
 *   handler is not hydrated) is stopped in the capture phase at the window, before React can see
 *   it, and kept; the form would otherwise post to the server (the buy form without JavaScript).
 * - When the page's code claims a form (a ref calls `claim`), every kept tap is submitted again
 *   (`requestSubmit`) in a task of its own: a claimed form's tap goes to its handler, one that is
 *   still unclaimed is kept again. A kept form the page's code has rendered anew (no longer in the
 *   document) is found again by its `sku` field; until a form of that SKU is claimed, its tap waits
 *   for the next claim (a list rendered anew claims its forms one by one).
 * - For {@link TAP_THROUGH_MS} after a claimed buy tap, a tap on the spot where its button was,
 *   which now lands on something else (the cart drawer that tap opened), is another tap on that
 *   button: it is stopped before anything under it reacts, and the form is submitted again.
 */
export function tapKeeperScript(): string {
  return [
    `(function(w,d){if(w.${TAP_KEEPER_GLOBAL})return;`,
    // kept: taps not yet handed over, [form, submitter]; last: the latest claimed tap.
    'var kept=[],claimed=new WeakSet(),last=null;',
    "function skuOf(f){var e=f.elements&&f.elements.namedItem('sku');return e?e.value:null}",
    // A kept form that is no longer in the document: the claimed buy form of the same SKU.
    'function current(f){if(f.isConnected)return f;var all=d.querySelectorAll(',
    `'form[${BUY_FORM_ATTRIBUTE}]');for(var i=0;i<all.length;i++)if(claimed.has(all[i])&&skuOf(all[i])===skuOf(f))return all[i];return null}`,
    "function submit(f,s){if(!f.requestSubmit)f.dispatchEvent(new Event('submit',{bubbles:true,cancelable:true}));",
    'else if(s&&s.form===f)f.requestSubmit(s);else f.requestSubmit()}',
    // A tap whose form left the page, with no claimed form of its SKU yet, waits for the next claim.
    'function replay(){var taps=kept.splice(0);for(var i=0;i<taps.length;i++){var f=current(taps[i][0]);if(f)submit(f,taps[i][1]);else kept.push(taps[i])}}',
    `w.${TAP_KEEPER_GLOBAL}={claim:function(f){claimed.add(f);if(kept.length)setTimeout(replay,0)}};`,
    "w.addEventListener('submit',function(e){var f=e.target,s=e.submitter;",
    `if(!f||!f.hasAttribute||!f.hasAttribute('${BUY_FORM_ATTRIBUTE}'))return;`,
    'if(claimed.has(f)){if(s)last={f:f,s:s,r:s.getBoundingClientRect(),t:e.timeStamp};return}',
    'e.preventDefault();e.stopPropagation();kept.push([f,s])},true);',
    // A tap on the spot of the last buy button, covered since: another tap on that button.
    `${JSON.stringify([...TAP_EVENTS, 'click']).replaceAll('"', "'")}.forEach(function(n){`,
    'w.addEventListener(n,function(e){var l=last,p=e.changedTouches?e.changedTouches[0]:e;',
    `if(!l||!p||e.timeStamp-l.t>${TAP_THROUGH_MS}||!l.f.isConnected||l.s.contains(e.target))return;`,
    'var r=l.r;if(p.clientX<r.left||p.clientX>r.right||p.clientY<r.top||p.clientY>r.bottom)return;',
    // A click from the keyboard (detail 0) is not a tap.
    "if(n=='click'&&!e.detail)return;",
    // Touch events only stop: cancelling them would cancel the click that follows.
    "e.stopPropagation();if(!e.changedTouches)e.preventDefault();if(n=='click')submit(l.f,l.s)},true)})",
    '})(window,document);',
  ].join('');
}
