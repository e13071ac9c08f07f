/** The demo accounts of the seed (documented in apps/api/README.md). */
export const DEMO_CUSTOMER = {
  email: 'demo@nordshop.example',
  password: 'nordshop-demo',
  name: 'Anna Lindqvist',
} as const;

/** A staff account: the cart sync answers x-be-internal: 1 for it. */
export const STAFF_CUSTOMER = {
  email: 'personal@nordshop.example',
  password: 'nordshop-staff',
  name: 'Erik Sandberg',
} as const;
