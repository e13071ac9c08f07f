import { operations } from '@nordshop/api-contract';
import { Hono } from 'hono';
import { route } from '../platform/http/route';
import { staffWith } from '../staff/staff-auth';
import type { StaffEnv } from '../staff/staff-services';
import { putCoupon, staffCoupon, withdrawCoupon } from './staff-coupons';
import { endDeal, putDeal } from './staff-deal';
import { deletePage, putPage } from './staff-pages';
import { hideStoreMessage, putStoreMessage } from './staff-store-message';

/**
 * The staff API's coupons (`coupons:write`) and content (`content:write`): PUT, GET and DELETE
 * /api/staff/coupons/{code}, PUT and DELETE /api/staff/pages/{locale}/{slug},
 * /api/staff/store-message/{locale} and /api/staff/deal. Each change is audited in its
 * transaction; the database announces it to every process's caches (decision 023).
 */
export const staffContentRoutes = new Hono<StaffEnv>();

const coupons = { before: staffWith('coupons:write') };
const content = { before: staffWith('content:write') };

route(
  staffContentRoutes,
  operations.staffGetCoupon,
  async (c, { params }) => c.json(await staffCoupon(c.get('database').db, params.code)),
  coupons,
);

route(
  staffContentRoutes,
  operations.staffPutCoupon,
  async (c, { params, body, before }) =>
    c.json(await putCoupon(c.get('database').db, before, params.code, body)),
  coupons,
);

route(
  staffContentRoutes,
  operations.staffWithdrawCoupon,
  async (c, { params, before }) => {
    await withdrawCoupon(c.get('database').db, before, params.code);
    return c.body(null, 204);
  },
  coupons,
);

route(
  staffContentRoutes,
  operations.staffPutPage,
  async (c, { params, body, before }) => {
    const now = c.get('services').now();
    return c.json(await putPage(c.get('database').db, before, { ...params, now }, body));
  },
  content,
);

route(
  staffContentRoutes,
  operations.staffDeletePage,
  async (c, { params, before }) => {
    await deletePage(c.get('database').db, before, params);
    return c.body(null, 204);
  },
  content,
);

route(
  staffContentRoutes,
  operations.staffPutStoreMessage,
  async (c, { params, body, before }) =>
    c.json(await putStoreMessage(c.get('database').db, before, params.locale, body)),
  content,
);

route(
  staffContentRoutes,
  operations.staffHideStoreMessage,
  async (c, { params, before }) => {
    await hideStoreMessage(c.get('database').db, before, params.locale);
    return c.body(null, 204);
  },
  content,
);

route(
  staffContentRoutes,
  operations.staffPutDeal,
  async (c, { body, before }) =>
    c.json(await putDeal(c.get('database').db, before, body, c.get('services').now())),
  content,
);

route(
  staffContentRoutes,
  operations.staffEndDeal,
  async (c, { before }) => {
    await endDeal(c.get('database').db, before, c.get('services').now());
    return c.body(null, 204);
  },
  content,
);
