import {
  CurrencyCodeSchema,
  type CustomerType,
  type ImageRef,
  type Order,
  type OrderStatus,
} from '@nordshop/api-contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { queryRows } from '../db/query';
import type { StoredServicePoint } from '../db/schema';
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

/** Who an order belongs to: its id and customer (null for a guest order), or undefined when there is no such order. */
export async function orderOwner(
  db: Db,
  id: number,
): Promise<{ id: number; customerId: number | null } | undefined> {
  const [row] = await queryRows<{ id: number; customer_id: number | null }>(
    db,
    sql`select id, customer_id from orders where id = ${id}`,
  );
  return row ? { id: row.id, customerId: row.customer_id } : undefined;
}

/** An order as the shopper sees it, lines with their thumbnails, or undefined. */
export async function loadOrder(db: Db, id: number): Promise<Order | undefined> {
  const [row] = await queryRows<OrderRow>(
    db,
    sql`select id, customer_id, status, created_at, locale, currency, customer_type, email, name, phone, company_name, org_number,
          street, postal_code, city, subtotal, discount, shipping_method_id, shipping_name, shipping_price, shipping_delivery_days,
          service_point, payment_method_id, payment_name, payment_fee, total, vat_total, coupons, tracking_carrier, tracking_number
        from orders where id = ${id}`,
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
  };
}
