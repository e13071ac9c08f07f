import type { ShippingMethodsResponse } from '@nordshop/api-contract';
import { describe, expect, it } from 'vitest';
import { chosenPaymentMethod, chosenShippingMethod, type ShippingQuery } from './checkout-methods';
import type { CheckoutEvent } from './checkout.machine';
import {
  deferred,
  FILLED,
  HOME,
  POINT,
  INVOICE,
  CARD,
  place,
  shippingInput,
  field,
  PROFILE,
  startCheckout,
  loaded,
  orderState,
} from './checkout-machine-harness';

describe('checkout machine: the shipping methods', () => {
  it.each<{
    name: string;
    events: CheckoutEvent[];
    calls: ShippingQuery[];
    methods: string[] | null;
  }>([
    {
      name: 'loads for a valid postal code, normalized, with the subtotal and processor',
      events: [shippingInput(50_000, '1'), field('postal_code', '12345')],
      calls: [{ postal_code: '123 45', subtotal: 50_000, processor: '1' }],
      methods: ['flat:home', 'servicepoint:standard'],
    },
    {
      name: 'waits for the page to tell the subtotal and processor',
      events: [field('postal_code', '12345')],
      calls: [],
      methods: null,
    },
    {
      name: 'does not call for a postal code that is not valid',
      events: [shippingInput(), field('postal_code', '1234')],
      calls: [],
      methods: null,
    },
    {
      name: 'does not load again for the same code written otherwise',
      events: [shippingInput(), field('postal_code', '12345'), field('postal_code', ' 123 45')],
      calls: [{ postal_code: '123 45', subtotal: 50_000, processor: '2' }],
      methods: ['flat:home', 'servicepoint:standard'],
    },
    {
      name: 'loads again when the subtotal changes',
      events: [shippingInput(50_000), field('postal_code', '12345'), shippingInput(20_000)],
      calls: [
        { postal_code: '123 45', subtotal: 50_000, processor: '2' },
        { postal_code: '123 45', subtotal: 20_000, processor: '2' },
      ],
      methods: ['flat:home', 'servicepoint:standard'],
    },
    {
      name: 'clears the methods without a call when the postal code is no longer valid',
      events: [shippingInput(), field('postal_code', '12345'), field('postal_code', '123')],
      calls: [{ postal_code: '123 45', subtotal: 50_000, processor: '2' }],
      methods: null,
    },
    {
      name: 'loads for the postal code of the profile',
      events: [shippingInput(), { type: 'checkout.profileLoaded', profile: PROFILE }],
      calls: [{ postal_code: '123 45', subtotal: 50_000, processor: '2' }],
      methods: ['flat:home', 'servicepoint:standard'],
    },
  ])('$name', async ({ events, calls, methods }) => {
    const { actor, shippingCalls, context } = startCheckout();

    for (const event of events) {
      actor.send(event);
      await loaded(actor);
    }

    expect(shippingCalls).toEqual(calls);
    expect(context().shipping.methods?.map((method) => method.id) ?? null).toEqual(methods);
  });

  it('keeps the last methods while the next load runs, and takes only the newest answer', async () => {
    const answers: ReturnType<typeof deferred<ShippingMethodsResponse>>[] = [];
    const { actor, context } = startCheckout({
      shipping: () => {
        const answer = deferred<ShippingMethodsResponse>();
        answers.push(answer);
        return answer.promise;
      },
    });
    actor.send(shippingInput());
    actor.send(field('postal_code', '12345'));
    answers[0]!.resolve({ methods: [HOME] });
    await loaded(actor);

    actor.send(field('postal_code', '11122'));
    actor.send(field('postal_code', '33344'));
    expect(context().shipping.methods).toEqual([HOME]);
    answers[2]!.resolve({ methods: [POINT] });
    await loaded(actor);
    answers[1]!.resolve({ methods: [HOME, POINT] });
    // Lets every settled promise run before the assertions.
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(context().shipping.query?.postal_code).toBe('333 44');
    expect(context().shipping.methods).toEqual([POINT]);
  });

  it('keeps the shopper’s method while a new list offers it, else takes the cheapest', async () => {
    const lists = [[HOME, POINT], [POINT], [HOME, POINT]];
    const { actor, ready, context } = startCheckout({
      shipping: () => Promise.resolve({ methods: lists.shift() ?? [] }),
    });
    await ready();
    expect(chosenShippingMethod(context())).toEqual(HOME);

    actor.send(shippingInput(10_000));
    await loaded(actor);
    expect(chosenShippingMethod(context())).toEqual(POINT);

    actor.send(shippingInput(20_000));
    await loaded(actor);
    expect(chosenShippingMethod(context())).toEqual(POINT);
  });

  it.each([
    {
      name: 'a service-point method without a service point is an invalid form',
      form: { shipping_method_id: POINT.id, service_point_id: '' },
      servicePoint: undefined,
      failure: { kind: 'invalidForm' },
    },
    {
      name: 'a service-point method sends its service point',
      form: { shipping_method_id: POINT.id, service_point_id: 'sp-1' },
      servicePoint: 'sp-1',
      failure: null,
    },
    {
      name: 'a home delivery leaves a picked service point out',
      form: { shipping_method_id: HOME.id, service_point_id: 'sp-1' },
      servicePoint: undefined,
      failure: null,
    },
  ])('placing: $name', async ({ form, servicePoint, failure }) => {
    const { actor, calls, ready, context } = startCheckout();
    await ready({ ...FILLED, ...form });

    actor.send(place('key-1'));

    expect(context().failure).toEqual(failure);
    expect(calls.map((call) => call.input.body.service_point_id)).toEqual(
      failure ? [] : [servicePoint],
    );
  });
});

describe('checkout machine: the payment methods', () => {
  it('loads for the customer type, and again only when it changes', async () => {
    const { actor, paymentCalls, ready, fill, context } = startCheckout({
      payment: ({ customer_type }) =>
        Promise.resolve({ methods: customer_type === 'company' ? [INVOICE] : [INVOICE, CARD] }),
    });
    await ready({ ...FILLED, payment_method_id: CARD.id });
    expect(chosenPaymentMethod(context())).toEqual(CARD);

    fill({ customer_type: 'company' });
    await loaded(actor);
    fill({ customer_type: 'company', city: 'Lund' });
    await loaded(actor);

    expect(paymentCalls).toEqual([{ customer_type: 'private' }, { customer_type: 'company' }]);
    expect(context().payment.methods).toEqual([INVOICE]);
    // The card is not offered to companies; their only method is chosen instead.
    expect(chosenPaymentMethod(context())).toEqual(INVOICE);
  });
});

describe('checkout machine: a load fails', () => {
  it.each([
    { name: 'the shipping methods', list: 'shipping' as const },
    { name: 'the payment methods', list: 'payment' as const },
  ])('$name: no methods, the error kept, the checkout still usable', async ({ list }) => {
    let fail = true;
    const answer = <T>(value: T) =>
      fail ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(value);
    const { actor, ready, fill, context } = startCheckout({
      [list]: () => answer({ methods: list === 'shipping' ? [HOME] : [INVOICE] }),
    });
    await ready();

    expect(context()[list]).toMatchObject({ methods: [], error: 'Failed to fetch' });
    expect(orderState(actor)).toBe('editing');

    fail = false;
    fill(list === 'shipping' ? { postal_code: '11122' } : { customer_type: 'company' });
    await loaded(actor);
    expect(context()[list]).toMatchObject({ methods: [expect.anything()], error: null });
  });
});

describe('checkout machine: a failed list is asked again', () => {
  it.each([
    { name: 'the shipping methods', list: 'shipping' as const },
    { name: 'the payment methods', list: 'payment' as const },
  ])('$name load again on checkout.methodsRetried after a failure', async ({ list }) => {
    let fail = true;
    const answer = <T>(value: T) =>
      fail ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(value);
    const started = startCheckout({
      [list]: () => answer({ methods: list === 'shipping' ? [HOME] : [INVOICE] }),
    });
    const { actor, ready, context } = started;
    const calls = () => (list === 'shipping' ? started.shippingCalls : started.paymentCalls);
    await ready();
    expect(calls()).toHaveLength(1);

    fail = false;
    actor.send({ type: 'checkout.methodsRetried' });
    await loaded(actor);
    expect(calls()).toHaveLength(2);
    expect(calls()[1]).toEqual(calls()[0]);
    expect(context()[list]).toMatchObject({ methods: [expect.anything()], error: null });
  });

  it('asks nothing again when both lists loaded', async () => {
    const { actor, ready, shippingCalls, paymentCalls } = startCheckout();
    await ready();
    actor.send({ type: 'checkout.methodsRetried' });
    await loaded(actor);
    expect([shippingCalls.length, paymentCalls.length]).toEqual([1, 1]);
  });
});
