import type { CustomerUser, OrderUser } from '../index';

/** The demo customer as GET /api/auth/profile gives it, with scope my-account; `overrides` on top. */
export function aCustomer(overrides: Partial<CustomerUser> = {}): CustomerUser {
  return {
    id: 7,
    name: 'Alva Lind',
    email: 'alva@example.com',
    locale: 'sv',
    internal: false,
    category_discounts: { '12': 10 },
    order_id: null,
    current_password_required: true,
    scope: 'my-account',
    ...overrides,
  };
}

/** An order-scoped user as GET /api/order-auth/info gives it, order 1042; `overrides` on top. */
export function anOrderUser(overrides: Partial<OrderUser> = {}): OrderUser {
  return {
    name: 'Alva Lind',
    email: 'alva@example.com',
    order_id: 1042,
    scope: 'my-order',
    ...overrides,
  };
}
