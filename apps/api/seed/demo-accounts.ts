/** Contact details of a demo account's profile (GET /api/account/profile), as the profile stores them. */
export interface DemoContact {
  readonly phone: string;
  readonly street: string;
  readonly postalCode: string;
  readonly city: string;
}

/** The demo accounts of the seed (documented in apps/api/README.md). */
export const DEMO_CUSTOMER = {
  email: 'demo@nordshop.example',
  password: 'nordshop-demo',
  name: 'Anna Lindqvist',
  contact: {
    phone: '0701234567',
    street: 'Karlavägen 12',
    postalCode: '114 55',
    city: 'Stockholm',
  } satisfies DemoContact,
} as const;

/** A staff account: the cart sync answers x-be-internal: 1 for it. */
export const STAFF_CUSTOMER = {
  email: 'personal@nordshop.example',
  password: 'nordshop-staff',
  name: 'Erik Sandberg',
  contact: {
    phone: '0739876543',
    street: 'Linnégatan 8',
    postalCode: '413 04',
    city: 'Göteborg',
  } satisfies DemoContact,
} as const;
