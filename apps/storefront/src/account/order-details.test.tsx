// @vitest-environment jsdom
import type { Order } from '@nordshop/api-contract';
import { TestProviders } from '@nordshop/catalog-ui/testing';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OrderDetails } from './order-details';

afterEach(cleanup);

/** The parts of an order its details show; the rest as a placed order has them. */
function anOrder(details: Partial<Order>): Order {
  return {
    id: 1042,
    status: 'paid',
    created_at: '2026-11-30T10:00:00.000Z',
    locale: 'sv',
    currency: 'SEK',
    customer_type: 'private',
    email: 'kund@example.com',
    name: 'Anna Berg',
    phone: '+46701234567',
    company: null,
    address: { street: 'Storgatan 1', postal_code: '111 22', city: 'Stockholm' },
    lines: [],
    subtotal: 0,
    discount: 0,
    shipping: {
      method_id: 'postnord-home',
      name: 'PostNord hemleverans',
      price: 0,
      service_point: null,
      delivery_days: null,
    },
    payment: { method_id: 'invoice', name: 'Faktura', fee: 0 },
    total: 0,
    vat_total: 0,
    coupons: [],
    tracking: null,
    reserved_until: null,
    returnable: false,
    ...details,
  };
}

const sections = () =>
  screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('the details of an order', () => {
  it('name the company and its organisation number first for a company order', () => {
    render(
      <TestProviders>
        <OrderDetails
          order={anOrder({
            customer_type: 'company',
            company: { name: 'Nordbolaget AB', org_number: '556677-8899' },
          })}
        />
      </TestProviders>,
    );
    expect(sections()[0]).toBe('Företag');
    expect(sections()).toHaveLength(4);
    expect(screen.getByTestId('order-company').textContent).toBe('Nordbolaget AB');
    expect(screen.getByTestId('order-org-number').textContent).toBe('556677-8899');
  });

  it('show no company for a private order: the address, the shipping and the payment', () => {
    render(
      <TestProviders>
        <OrderDetails order={anOrder({})} />
      </TestProviders>,
    );
    expect(sections()).toHaveLength(3);
    expect(sections()).not.toContain('Företag');
    expect(screen.queryByTestId('order-company')).toBeNull();
    const [address, shipping, payment] = screen
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.closest('section')!);
    expect(within(address!).getByText(/Anna Berg/).textContent).toContain('111 22 Stockholm');
    expect(shipping!.textContent).toContain('PostNord hemleverans');
    expect(payment!.textContent).toContain('Faktura');
  });

  it('name the pick-up point under the shipping', () => {
    render(
      <TestProviders>
        <OrderDetails
          order={anOrder({
            shipping: {
              method_id: 'postnord-point',
              name: 'PostNord ombud',
              price: 4_900,
              service_point: {
                id: 'SE-1234',
                name: 'ICA Nära Söder',
                street: 'Götgatan 10',
                postal_code: '118 46',
                city: 'Stockholm',
              },
              delivery_days: { min: 1, max: 3 },
            },
          })}
        />
      </TestProviders>,
    );
    const shipping = screen.getAllByRole('heading', { level: 2 })[1]!.closest('section')!;
    expect(shipping.textContent).toContain('PostNord ombud');
    expect(shipping.textContent).toContain('ICA Nära Söder, Götgatan 10');
  });
});
