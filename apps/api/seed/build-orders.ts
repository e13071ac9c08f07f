import { LOCALE_CODES, STOREFRONTS, vatInAmount, type LocaleCode } from '@nordshop/locale-config';
import { HOME_DELIVERY } from '../src/shipping/flat-rate-provider';
import { INVOICE_TERMS } from '../src/payments/invoice-provider';
import { CARRIER_OF } from '../src/orders/tracking';
import type { orderLines, orders, returns, subscriptions } from '../src/platform/db/schema';
import type { BuiltProducts, GeneratedMain } from './build-products';
import { pricesFor } from './build-prices';
import { groupBy } from './group-by';
import type { Prng } from './prng';

type OrderRow = typeof orders.$inferInsert;
type LineRow = typeof orderLines.$inferInsert;

/** Orders with their lines, returns and subscriptions. */
export interface BuiltOrders {
  readonly orders: OrderRow[];
  readonly lines: LineRow[];
  readonly returns: (typeof returns.$inferInsert)[];
  readonly subscriptions: (typeof subscriptions.$inferInsert)[];
}

const FIRST_NAMES = [
  'Anna',
  'Erik',
  'Maja',
  'Lars',
  'Sofie',
  'Mikko',
  'Aino',
  'Daan',
  'Emma',
  'Jonas',
  'Ingrid',
  'Freja',
];
const LAST_NAMES = [
  'Lindqvist',
  'Hansen',
  'Nielsen',
  'Virtanen',
  'de Vries',
  'Berg',
  'Johansson',
  'Korhonen',
  'Jansen',
  'Dahl',
];
const POSTAL: Readonly<Record<LocaleCode, string>> = {
  sv: '114 55',
  no: '0150',
  da: '2100',
  fi: '00100',
  nl: '1012 AB',
};
const STATUSES = ['delivered', 'delivered', 'delivered', 'shipped', 'paid'] as const;
const CITIES: Readonly<Record<LocaleCode, string>> = {
  sv: 'Stockholm',
  no: 'Oslo',
  da: 'København Ø',
  fi: 'Helsinki',
  nl: 'Amsterdam',
};
const STREETS: Readonly<Record<LocaleCode, readonly string[]>> = {
  sv: ['Karlavägen', 'Sibyllegatan', 'Grevgatan', 'Linnégatan'],
  no: ['Dronningens gate', 'Kirkegata', 'Skippergata', 'Tollbugata'],
  da: ['Østerbrogade', 'Nordre Frihavnsgade', 'Classensgade', 'Strandboulevarden'],
  fi: ['Mannerheimintie', 'Aleksanterinkatu', 'Bulevardi', 'Erottajankatu'],
  nl: ['Damrak', 'Warmoesstraat', 'Nieuwendijk', 'Oudezijds Voorburgwal'],
};
/**
 * The first digits of a national mobile number of each storefront (a mobile range of its
 * country's numbering plan, and the storefront's own `mobileRegex` where it has one), then digits
 * from the order id: 070 in Sweden, 9 in Norway, 26 in Denmark, 040 in Finland, 061 in the
 * Netherlands (+31 6).
 */
const MOBILE: Readonly<Record<LocaleCode, { prefix: string; digits: number }>> = {
  sv: { prefix: '070', digits: 7 },
  no: { prefix: '9', digits: 7 },
  da: { prefix: '26', digits: 6 },
  fi: { prefix: '040', digits: 7 },
  nl: { prefix: '061', digits: 7 },
};

/** The mobile number of a seeded order of the storefront, derived from the order's id. */
export function seededMobile(orderId: number, locale: LocaleCode): string {
  const { prefix, digits } = MOBILE[locale];
  return `${prefix}${String((orderId * 7_919) % 10 ** digits).padStart(digits, '0')}`;
}

/**
 * The checkout fields of a seeded order, derived from its id (no PRNG draws, so the rest of the
 * seed stays as it was): an address, a mobile number, home delivery and invoice (both free: the
 * seeded totals are the goods only), and tracking once shipped.
 */
function checkoutFields(
  orderId: number,
  locale: LocaleCode,
  status: OrderRow['status'],
  total: number,
): Partial<OrderRow> {
  const streets = STREETS[locale];
  const shipped = status === 'shipped' || status === 'delivered';
  return {
    phone: seededMobile(orderId, locale),
    street: `${streets[orderId % streets.length] ?? ''} ${1 + ((orderId * 13) % 80)}`,
    city: CITIES[locale],
    subtotal: total,
    shippingMethodId: 'flat:home',
    shippingName: HOME_DELIVERY[locale].name,
    shippingDeliveryDays: HOME_DELIVERY[locale].days,
    paymentMethodId: 'invoice:standard',
    paymentName: INVOICE_TERMS[locale].privateName,
    trackingCarrier: shipped ? CARRIER_OF[locale] : null,
    trackingNumber: shipped
      ? `NS${String(orderId).padStart(9, '0')}${STOREFRONTS[locale].countryCode}`
      : null,
  };
}

/** Days before the seed's `now` that the demo customer's recent order was placed (and shipped). */
export const RECENT_DEMO_ORDER_AGE_DAYS = 3;

/** Units of one product in the demo customer's recent order. */
export const RECENT_DEMO_ORDER_UNITS = 10;

/**
 * Orders whose lines follow real buying patterns: a product plus one of its upsells or another
 * product for the same phone, so co-purchase recommendations have something to find. The last
 * order is the demo customer's recent one: placed {@link RECENT_DEMO_ORDER_AGE_DAYS} days before
 * `now` and shipped, so it can be returned (the return window runs from the order).
 */
export function buildOrders(
  prng: Prng,
  built: BuiltProducts,
  upsellsOf: ReadonlyMap<number, readonly number[]>,
  count: number,
  demoCustomerId: number,
  now: Date,
): BuiltOrders {
  const byId = new Map(built.mains.map((m) => [m.id, m]));
  const byModel = groupBy(built.mains, (main) => main.model?.key ?? '');
  const popular = [...built.mains].sort((a, b) => b.popularity - a.popularity || a.id - b.id);
  const names = new Map(built.texts.map((t) => [`${t.productId}|${t.locale}`, t.name]));
  const out: BuiltOrders = { orders: [], lines: [], returns: [], subscriptions: [] };
  let lineId = 1;

  for (let i = 0; i < count; i += 1) {
    const orderId = i + 1;
    const isDemo = i < 5;
    const locale: LocaleCode = isDemo ? 'sv' : prng.pick(LOCALE_CODES);
    const anchor = popular[Math.floor(prng.next() ** 2 * popular.length)]!;
    const basket = new Set<GeneratedMain>([anchor]);
    const companions = upsellsOf.get(anchor.id) ?? [];
    if (companions.length > 0 && prng.chance(0.7)) basket.add(byId.get(prng.pick(companions))!);
    else if (prng.chance(0.5))
      basket.add(prng.pick(byModel.get(anchor.model?.key ?? '') ?? [anchor]));
    if (prng.chance(0.25)) basket.add(popular[prng.int(0, Math.min(200, popular.length - 1))]!);
    let total = 0;
    let vatTotal = 0;
    for (const main of basket) {
      const quantity = prng.chance(0.8) ? 1 : prng.int(2, 4);
      const prices = pricesFor(locale, main.plan);
      const price = prices.c[0]?.p ?? prices.n[0]!.p;
      const vat = main.family.type === 4 ? 0 : STOREFRONTS[locale].standardVatRate;
      total += price * quantity;
      vatTotal += vatInAmount(price * quantity, vat);
      out.lines.push({
        id: lineId++,
        orderId,
        productId: main.id,
        mainProductId: main.id,
        sku: main.sku,
        name: names.get(`${main.id}|${locale}`) ?? main.sku,
        quantity,
        price,
        vat,
      });
    }
    const first = isDemo ? 'Anna' : prng.pick(FIRST_NAMES);
    const last = isDemo ? 'Lindqvist' : prng.pick(LAST_NAMES);
    const status = isDemo && i === 4 ? 'paid' : prng.pick(STATUSES);
    out.orders.push({
      ...checkoutFields(orderId, locale, status, total),
      id: orderId,
      customerId: isDemo ? demoCustomerId : null,
      email: isDemo
        ? 'demo@nordshop.example'
        : `${first}.${last}.${orderId}@example.com`.toLowerCase().replace(/\s/g, ''),
      name: `${first} ${last}`,
      postalCode: POSTAL[locale],
      locale,
      currency: STOREFRONTS[locale].currency,
      status,
      total,
      vatTotal,
      createdAt: new Date(
        Date.UTC(2025, 0, 1) + prng.int(0, 680) * 86_400_000 + prng.int(0, 86_399) * 1000,
      ),
    });
  }
  const recent = popular[0]!;
  const recentName = names.get(`${recent.id}|sv`) ?? recent.sku;
  out.orders.push(
    recentDemoOrder(
      { main: recent, name: recentName },
      count + 1,
      lineId,
      demoCustomerId,
      now,
      out,
    ),
  );
  const firstDemoLine = out.lines.find((l) => l.orderId === 1)!;
  out.returns.push({
    id: 1,
    orderId: 1,
    orderLineId: firstDemoLine.id!,
    quantity: 1,
    reason: 'wrong_model',
    comment: 'Beställde skal till fel telefonmodell.',
    status: 'refunded',
  });
  const glass =
    built.mains.find(
      (m) => m.family.key === 'tempered-glass' && m.model?.key === 'iphone-15-pro',
    ) ?? built.mains[0]!;
  out.subscriptions.push({
    id: 1,
    customerId: demoCustomerId,
    productId: glass.id,
    quantity: 1,
    intervalDays: 90,
    status: 'active',
    nextDeliveryAt: '2027-01-15',
  });
  return out;
}

/**
 * The demo customer's recent shipped order of {@link RECENT_DEMO_ORDER_UNITS} units of `main` (its
 * line goes into `out`): enough for the demo and the end-to-end suite to return one at a time.
 */
function recentDemoOrder(
  { main, name }: { main: GeneratedMain; name: string },
  orderId: number,
  lineId: number,
  demoCustomerId: number,
  now: Date,
  out: BuiltOrders,
): OrderRow {
  const locale: LocaleCode = 'sv';
  const prices = pricesFor(locale, main.plan);
  const price = prices.c[0]?.p ?? prices.n[0]!.p;
  const vat = main.family.type === 4 ? 0 : STOREFRONTS[locale].standardVatRate;
  const quantity = RECENT_DEMO_ORDER_UNITS;
  out.lines.push({
    id: lineId,
    orderId,
    productId: main.id,
    mainProductId: main.id,
    sku: main.sku,
    name,
    quantity,
    price,
    vat,
  });
  return {
    ...checkoutFields(orderId, locale, 'shipped', price * quantity),
    id: orderId,
    customerId: demoCustomerId,
    email: 'demo@nordshop.example',
    name: 'Anna Lindqvist',
    postalCode: POSTAL[locale],
    locale,
    currency: STOREFRONTS[locale].currency,
    status: 'shipped',
    total: price * quantity,
    vatTotal: vatInAmount(price * quantity, vat),
    createdAt: new Date(now.getTime() - RECENT_DEMO_ORDER_AGE_DAYS * 86_400_000),
  };
}
