import {
  EMPTY_COUPON_STATE,
  removeCoupon,
  setCustomerDiscount,
  clearRejected,
} from '@nordshop/coupon-engine';
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { addCampaignData } from './campaign-data';
import { addItems } from './add-items';
import { isAddable } from './add-to-cart';
import type { CartContext, CartMachineInput } from './cart-context';
import { cartContextFrom } from './cart-context';
import {
  applyCouponCode,
  applyCouponSync,
  refuseCouponCode,
  removeGiftCoupon,
} from './cart-coupons';
import type { CartEvent } from './cart-event';
import { changeQuantity } from './change-quantity';
import { SPIN_BUTTON } from './clamp-quantity';
import { clearCheckout } from './clear-checkout';
import type {
  SyncCartInput,
  SyncCartOutput,
  SyncCouponsInput,
  SyncCouponsOutput,
} from './sync-requests';
import { isLoadable, loadCartRequest, syncCartRequest, syncCouponsRequest } from './sync-requests';
import { isRetryableSyncError, syncRetryDelay } from './sync-retry-delay';
import { unknownSkuNotices } from './load-notices';
import { splitSyncedLines, withRemovedLines } from './removed-lines';
import { updateCheckout } from './update-checkout';

export type { CartEvent } from './cart-event';

function provideActor(name: string): () => Promise<never> {
  return () =>
    Promise.reject(
      new Error(`The cart machine needs the app's ${name} actor: cartMachine.provide({ actors })`),
    );
}

/**
 * The cart (spec sections 4 and 7). Every change applies to the local lines at once; adds sync at
 * once, quantity changes after 250 ms of quiet. A sync posts the lines to `syncCart` (skipped for
 * an empty cart), whose lines replace the local ones, then the coupons to `syncCoupons`. A newer
 * change restarts the sync, so an older answer is never applied. A failed sync keeps the local
 * cart and retries after 1 s, 2 s, 4 s ... (at most 30 s); any change or `cart.sync` retries at once.
 * A sync the server refuses as invalid (4xx other than 408, 425, 429) is not retried: the local
 * cart stays and `syncRejected` is set until the next successful sync.
 * The app provides the actors `syncCart`, `loadCart` and `syncCoupons` with `cartMachine.provide`.
 */
export const cartMachine = setup({
  types: {
    context: {} as CartContext,
    events: {} as CartEvent,
    input: {} as CartMachineInput,
  },
  actors: {
    syncCart: fromPromise<SyncCartOutput, SyncCartInput>(provideActor('syncCart')),
    loadCart: fromPromise<SyncCartOutput, SyncCartInput>(provideActor('loadCart')),
    syncCoupons: fromPromise<SyncCouponsOutput, SyncCouponsInput>(provideActor('syncCoupons')),
  },
  delays: {
    quantityDebounce: SPIN_BUTTON.debounceMs,
    syncRetry: ({ context }) => syncRetryDelay(context.syncFailures),
  },
  guards: {
    canAdd: ({ event }) => {
      assertEvent(event, 'cart.add');
      return event.items.length > 0 && event.items.every(isAddable);
    },
    canChangeQuantity: ({ context, event }) => {
      assertEvent(event, 'cart.quantityChanged');
      return (
        changeQuantity(context.items, event.uuid, event.quantity).type === 'cart.quantityChanged'
      );
    },
    canLoad: ({ event }) => {
      assertEvent(event, 'cart.load');
      return event.items.length > 0 && event.items.every(isLoadable);
    },
    canApplyCoupon: ({ context, event }) => {
      assertEvent(event, 'cart.applyCoupon');
      return applyCouponCode(context, event.code).type === 'coupon.added';
    },
    holdsCoupon: ({ context, event }) => {
      assertEvent(event, 'cart.removeCoupon');
      return context.coupons.items.some((entry) => entry.code === event.code);
    },
    canChangeVatDisplay: ({ context, event }) => {
      assertEvent(event, 'cart.vatDisplayChanged');
      return event.vat || context.allowExVat;
    },
    onlyRejected: ({ event }) => {
      assertEvent(event, 'cart.load');
      return event.items.length === 0 && (event.rejected?.length ?? 0) > 0;
    },
    hasItems: ({ context }) => context.items.length > 0,
    hasCouponCodes: ({ context }) => context.coupons.items.length > 0,
    hasPendingLoad: ({ context }) => context.pendingLoad !== null,
    /** On an actor's error event: whether the failed request is worth sending again. */
    isRetryable: ({ event }) => isRetryableSyncError('error' in event ? event.error : undefined),
  },
  actions: {
    addItems: assign(({ context, event }) => {
      assertEvent(event, 'cart.add');
      return addItems(context, event.items, event, context.makeUuid);
    }),
    changeQuantity: assign(({ context, event }) => {
      assertEvent(event, 'cart.quantityChanged');
      const change = changeQuantity(context.items, event.uuid, event.quantity);
      if (change.type !== 'cart.quantityChanged') return {};
      const line = context.items.find((item) => item.uuid === event.uuid);
      // A gift line the shopper removed takes its coupon along: kept, it would give the gift back.
      const coupons =
        line !== undefined && event.quantity <= 0 ? removeGiftCoupon(context, line) : context;
      return {
        items: change.items,
        coupons: coupons.coupons,
        couponNotices: coupons.couponNotices,
      };
    }),
    queueLoad: assign(({ context, event }) => {
      assertEvent(event, 'cart.load');
      return {
        pendingLoad: event.items.map((item) => ({ ...item, uuid: context.makeUuid() })),
        loadNotices: [...(event.rejected ?? [])],
      };
    }),
    noteUnknownSkus: assign(({ context }, output: SyncCartOutput) => ({
      loadNotices: [
        ...context.loadNotices,
        ...unknownSkuNotices(context.pendingLoad ?? [], output.items),
      ],
    })),
    noteLoadRejections: assign(({ event }) => {
      assertEvent(event, 'cart.load');
      return { loadNotices: [...(event.rejected ?? [])] };
    }),
    dismissLoadNotices: assign({ loadNotices: [] }),
    markRejected: assign({ syncRejected: true, syncFailures: 0, pendingLoad: null }),
    dropPendingLoad: assign({ pendingLoad: null }),
    replaceItems: assign(({ context }, output: SyncCartOutput) => {
      const { items, removed } = splitSyncedLines(output.items);
      return {
        items,
        removedLines: withRemovedLines(context.removedLines, removed),
        internal: output.internal,
      };
    }),
    dismissRemovedLines: assign({ removedLines: [] }),
    applyCouponResults: assign(({ context }, results: SyncCouponsOutput) =>
      applyCouponSync(context, results),
    ),
    countFailure: assign({ syncFailures: ({ context }) => context.syncFailures + 1 }),
    resetFailures: assign({ syncFailures: 0, syncRejected: false }),
    applyCoupon: assign(({ context, event }) => {
      assertEvent(event, 'cart.applyCoupon');
      const outcome = applyCouponCode(context, event.code);
      return outcome.type === 'coupon.added' ? outcome.state : {};
    }),
    refuseCoupon: assign(({ context, event }) => {
      assertEvent(event, 'cart.applyCoupon');
      const outcome = applyCouponCode(context, event.code);
      return outcome.type === 'coupon.refused' ? refuseCouponCode(context, outcome) : {};
    }),
    removeCoupon: assign(({ context, event }) => {
      assertEvent(event, 'cart.removeCoupon');
      return { coupons: removeCoupon(context.coupons, event.code) };
    }),
    setCustomerDiscount: assign(({ context, event }) => {
      assertEvent(event, 'cart.setCustomerDiscount');
      return { coupons: setCustomerDiscount(context.coupons, Math.trunc(event.amount)) };
    }),
    dismissCouponNotices: assign(({ context }) => ({
      coupons: clearRejected(context.coupons),
      couponNotices: [],
    })),
    addCampaignData: assign(({ context, event }) => {
      assertEvent(event, 'cart.addCampaignData');
      return {
        campaignData: addCampaignData(context.campaignData, event.location, event.referrer),
      };
    }),
    clearCheckout: assign(({ context }) => clearCheckout(context)),
    emptyCart: assign({
      items: [],
      coupons: EMPTY_COUPON_STATE,
      couponNotices: [],
      loadNotices: [],
      removedLines: [],
      lastAddedToCart: null,
      pendingLoad: null,
      syncFailures: 0,
      syncRejected: false,
    }),
    updateCheckout: assign(({ context, event }) => {
      assertEvent(event, 'cart.checkoutChanged');
      return updateCheckout(context, event.patch);
    }),
    openDrawer: assign({ open: true, openUpselling: false }),
    closeDrawers: assign({ open: false, openUpselling: false }),
    closeUpselling: assign({ openUpselling: false }),
    openUpselling: assign({ open: false, openUpselling: true }),
    setVatDisplay: assign(({ event }) => {
      assertEvent(event, 'cart.vatDisplayChanged');
      return { vat: event.vat };
    }),
  },
}).createMachine({
  id: 'cart',
  context: ({ input }) => cartContextFrom(input),
  initial: 'idle',
  on: {
    'cart.add': { guard: 'canAdd', target: '.syncing', actions: 'addItems' },
    'cart.quantityChanged': {
      guard: 'canChangeQuantity',
      target: '.debouncing',
      actions: 'changeQuantity',
    },
    'cart.load': [
      { guard: 'canLoad', target: '.loading', actions: 'queueLoad' },
      { guard: 'onlyRejected', actions: 'noteLoadRejections' },
    ],
    'cart.sync': { target: '.syncing' },
    'cart.applyCoupon': [
      { guard: 'canApplyCoupon', target: '.syncing', actions: 'applyCoupon' },
      // A code refused before any call (too short, held already) is answered, never ignored.
      { actions: 'refuseCoupon' },
    ],
    'cart.removeCoupon': { guard: 'holdsCoupon', target: '.syncing', actions: 'removeCoupon' },
    'cart.setCustomerDiscount': { actions: 'setCustomerDiscount' },
    'cart.dismissCouponNotices': { actions: 'dismissCouponNotices' },
    'cart.dismissLoadNotices': { actions: 'dismissLoadNotices' },
    'cart.dismissRemovedLines': { actions: 'dismissRemovedLines' },
    'cart.addCampaignData': { actions: 'addCampaignData' },
    'cart.clearCheckout': { actions: 'clearCheckout' },
    'cart.clear': { target: '.idle', actions: ['emptyCart', 'clearCheckout'] },
    'cart.checkoutChanged': { actions: 'updateCheckout' },
    'cart.open': { actions: 'openDrawer' },
    'cart.close': { actions: 'closeDrawers' },
    'cart.openUpselling': { actions: 'openUpselling' },
    'cart.closeUpselling': { actions: 'closeUpselling' },
    'cart.vatDisplayChanged': { guard: 'canChangeVatDisplay', actions: 'setVatDisplay' },
  },
  states: {
    /** Nothing to send: the last sync succeeded, or nothing changed yet. */
    idle: {},
    /** A quantity changed; the sync waits for 250 ms without further changes. */
    debouncing: {
      entry: 'dropPendingLoad',
      after: { quantityDebounce: 'syncing' },
    },
    /** Sending the cart, then the coupons. A newer change re-enters and cancels the request in flight. */
    syncing: {
      entry: 'dropPendingLoad',
      initial: 'routing',
      states: {
        routing: {
          always: [{ guard: 'hasItems', target: 'items' }, { target: 'coupons' }],
        },
        items: {
          invoke: {
            src: 'syncCart',
            input: ({ context }) => syncCartRequest(context),
            onDone: {
              target: 'coupons',
              actions: { type: 'replaceItems', params: ({ event }) => event.output },
            },
            onError: [
              {
                guard: 'isRetryable',
                target: '#cart.retrying',
                actions: 'countFailure',
              },
              { target: '#cart.idle', actions: 'markRejected' },
            ],
          },
        },
        coupons: {
          invoke: {
            src: 'syncCoupons',
            input: ({ context }) => syncCouponsRequest(context),
            onDone: {
              target: '#cart.idle',
              actions: [
                { type: 'applyCouponResults', params: ({ event }) => event.output },
                'resetFailures',
              ],
            },
            onError: [
              {
                guard: 'isRetryable',
                target: '#cart.retrying',
                actions: 'countFailure',
              },
              { target: '#cart.idle', actions: 'markRejected' },
            ],
          },
        },
      },
    },
    /** Loading lines (e.g. from `atc`) that replace the cart; a shopper's change cancels the load. */
    loading: {
      on: { 'cart.sync': {} },
      invoke: {
        src: 'loadCart',
        input: ({ context }) => loadCartRequest(context.pendingLoad ?? [], context.checkoutID),
        // Loaded lines carry no coupon prices: with coupons held the cart syncs in full.
        onDone: [
          {
            guard: 'hasCouponCodes',
            target: 'syncing',
            actions: [
              { type: 'noteUnknownSkus', params: ({ event }) => event.output },
              { type: 'replaceItems', params: ({ event }) => event.output },
            ],
          },
          {
            target: 'syncing.coupons',
            actions: [
              { type: 'noteUnknownSkus', params: ({ event }) => event.output },
              { type: 'replaceItems', params: ({ event }) => event.output },
            ],
          },
        ],
        onError: [
          {
            guard: 'isRetryable',
            target: 'retrying',
            actions: 'countFailure',
          },
          { target: 'idle', actions: 'markRejected' },
        ],
      },
    },
    /** The last request failed: the local cart is kept and the request retried after a backoff. */
    retrying: {
      after: {
        syncRetry: [{ guard: 'hasPendingLoad', target: 'loading' }, { target: 'syncing' }],
      },
    },
  },
});
