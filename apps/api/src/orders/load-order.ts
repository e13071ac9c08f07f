import {
  CurrencyCodeSchema,
  type CustomerType,
  type ImageRef,
  type Order,
  type OrderStatus,
} from '@nordshop/api-contract';
import { canReturn } from '@nordshop/payment-lifecycle';
import { sql } from 'drizzle-orm';
import type { Db } from '../platform/db/database';
import { queryRows } from '../platform/db/query';
import type { StoredServicePoint } from '../platform/db/schema';
import { trackingOf } from './tracking';

interface OrderRow {
  id: number;
  customer_id: number | null;
  status: OrderStatus;
  created_at: string | Date;
  locale: string;
  currency: string;
  customer_type: CustomerType;
  email: string;
  name: string;
  phone: string;
  company_name: string | null;
  org_number: string | null;
  street: string;
  postal_code: string;
  city: string;
  subtotal: number;
  discount: number;
  shipping_method_id: string;
  shipping_name: string;
  shipping_price: number;
  shipping_delivery_days: { min: number; max: number } | null;
  service_point: StoredServicePoint | null;
  payment_method_id: string;
  payment_name: string;
  payment_fee: number;
  total: number;
  vat_total: number;
  coupons: string[];
  tracking_carrier: string | null;
  tracking_number: string | null;
  reserved_until: string | Date | null;
  /** Σ per line of what is not yet returned (rejected returns do not count). */
  units_left: number;
}

interface LineRow {
  id: number;
  sku: string;
  name: string;
  quantity: number;
  price: number;
  discount: number;
  vat: number;
  thumb: ImageRef | null;
}

/** An order as the shopper sees it at `now` (whether it can be returned), lines with their thumbnails, or undefined. */
export async function loadOrder(db: Db, id: number, now: Date): Promise<Order | undefined> {
  const [row] = await queryRows<OrderRow>(
    db,
    sql`select o.id, o.customer_id, o.status, o.created_at, o.locale, o.currency, o.customer_type, o.email, o.name, o.phone,
          o.company_name, o.org_number, o.street, o.postal_code, o.city, o.subtotal, o.discount, o.shipping_method_id,
          o.shipping_name, o.shipping_price, o.shipping_delivery_days, o.service_point, o.payment_method_id, o.payment_name,
          o.payment_fee, o.total, o.vat_total, o.coupons, o.tracking_carrier, o.tracking_number, o.reserved_until,
          (select coalesce(sum(greatest(l.quantity - coalesce(
             (select sum(r.quantity) from returns r where r.order_line_id = l.id and r.status <> 'rejected'), 0), 0)), 0)::int
           from order_lines l where l.order_id = o.id) as units_left
        from orders o where o.id = ${id}`,
  );
  if (!row) return undefined;
  const lines = await queryRows<LineRow>(
    db,
    sql`select l.id, l.sku, l.name, l.quantity, l.price, l.discount, l.vat,
          coalesce(
            (select json_build_object('url', i.url, 'width', i.width, 'height', i.height) from product_images i
               where i.product_id = p.id and i.sort_order = 0 and i.type = 3),
            (select json_build_object('url', i.url, 'width', i.width, 'height', i.height) from product_images i
               where i.product_id = p.parent_id and i.sort_order = 0 and i.type = 3)) as thumb
        from order_lines l join products p on p.id = l.product_id
        where l.order_id = ${id} order by l.id`,
  );
  return {
    id: row.id,
    status: row.status,
    created_at: new Date(row.created_at).toISOString(),
    locale: row.locale,
    currency: CurrencyCodeSchema.parse(row.currency),
    customer_type: row.customer_type,
    email: row.email,
    name: row.name,
    phone: row.phone,
    company:
      row.company_name !== null
        ? { name: row.company_name, org_number: row.org_number ?? '' }
        : null,
    address: { street: row.street, postal_code: row.postal_code, city: row.city },
    lines: lines.map((line) => ({
      id: line.id,
      sku: line.sku,
      name: line.name,
      quantity: line.quantity,
      unit_price: line.price,
      discount: line.discount,
      total: line.price * line.quantity - line.discount,
      vat: line.vat,
      thumb: line.thumb,
    })),
    subtotal: row.subtotal,
    discount: row.discount,
    shipping: {
      method_id: row.shipping_method_id,
      name: row.shipping_name,
      price: row.shipping_price,
      service_point: row.service_point,
      delivery_days: row.shipping_delivery_days,
    },
    payment: { method_id: row.payment_method_id, name: row.payment_name, fee: row.payment_fee },
    total: row.total,
    vat_total: row.vat_total,
    coupons: row.coupons,
    tracking:
      row.status === 'shipped' || row.status === 'delivered'
        ? trackingOf(row.tracking_carrier, row.tracking_number)
        : null,
    reserved_until:
      row.status === 'pending' && row.reserved_until !== null
        ? new Date(row.reserved_until).toISOString()
        : null,
    returnable: canReturn(
      { status: row.status, createdAt: new Date(row.created_at), unitsLeft: row.units_left },
      now,
    ),
  };
}
