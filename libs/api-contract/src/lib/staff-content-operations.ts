import * as z from 'zod';
import type { ApiOperation } from './api-operation';
import {
  StaffCouponCodeParamSchema,
  StaffCouponRequestSchema,
  StaffCouponSchema,
} from './staff-content-coupons';
import {
  StaffDealRequestSchema,
  StaffDealSchema,
  StaffLocaleParamSchema,
  StaffPageParamsSchema,
  StaffPageRequestSchema,
  StaffPageSchema,
  StaffStoreMessageRequestSchema,
  StaffStoreMessageSchema,
} from './staff-content-pages';

const NO_CONTENT = z.undefined();

/**
 * The staff API's coupons and content: coupons (`coupons:write`), CMS pages, the store message
 * and the deal (`content:write`). Every change is audited and reaches every process's caches and
 * pages at once (the database announces it). Each key is the name of the client method.
 */
export const staffContentOperations = {
  staffGetCoupon: {
    method: 'get',
    path: '/api/staff/coupons/{code}',
    summary: 'A coupon with every rule, active or withdrawn (404 unknown code)',
    params: StaffCouponCodeParamSchema,
    response: StaffCouponSchema,
    auth: 'staff',
    scope: 'coupons:write',
  },
  staffPutCoupon: {
    method: 'put',
    path: '/api/staff/coupons/{code}',
    summary:
      'Create or replace a coupon with every rule field (a withdrawn one works again); unchanged rules change nothing',
    params: StaffCouponCodeParamSchema,
    body: StaffCouponRequestSchema,
    response: StaffCouponSchema,
    auth: 'staff',
    scope: 'coupons:write',
  },
  staffWithdrawCoupon: {
    method: 'delete',
    path: '/api/staff/coupons/{code}',
    summary:
      'Withdraw a coupon: it stops working at once, orders that used it keep its code (404 unknown code)',
    params: StaffCouponCodeParamSchema,
    response: NO_CONTENT,
    status: 204,
    auth: 'staff',
    scope: 'coupons:write',
  },
  staffPutPage: {
    method: 'put',
    path: '/api/staff/pages/{locale}/{slug}',
    summary:
      "Create or replace a storefront's CMS page (HTML sanitized as served; 400 for a slug that is another screen's address, 409 for a translation key another page of the storefront has)",
    params: StaffPageParamsSchema,
    body: StaffPageRequestSchema,
    response: StaffPageSchema,
    auth: 'staff',
    scope: 'content:write',
    errors: { 409: 'Another page of the storefront has this translation key' },
  },
  staffDeletePage: {
    method: 'delete',
    path: '/api/staff/pages/{locale}/{slug}',
    summary: "Delete a storefront's CMS page: its address answers 404 (404 unknown page)",
    params: StaffPageParamsSchema,
    response: NO_CONTENT,
    status: 204,
    auth: 'staff',
    scope: 'content:write',
  },
  staffPutStoreMessage: {
    method: 'put',
    path: '/api/staff/store-message/{locale}',
    summary: "Set a storefront's store message (HTML, sanitized) and whether it shows",
    params: StaffLocaleParamSchema,
    body: StaffStoreMessageRequestSchema,
    response: StaffStoreMessageSchema,
    auth: 'staff',
    scope: 'content:write',
  },
  staffHideStoreMessage: {
    method: 'delete',
    path: '/api/staff/store-message/{locale}',
    summary: "Hide a storefront's store message (its text is kept)",
    params: StaffLocaleParamSchema,
    response: NO_CONTENT,
    status: 204,
    auth: 'staff',
    scope: 'content:write',
  },
  staffPutDeal: {
    method: 'put',
    path: '/api/staff/deal',
    summary:
      'Set the deal of a window: a main product by SKU, percent off, title per language; deals planned in the window give way',
    body: StaffDealRequestSchema,
    response: StaffDealSchema,
    auth: 'staff',
    scope: 'content:write',
  },
  staffEndDeal: {
    method: 'delete',
    path: '/api/staff/deal',
    summary: 'End the deal running now (404 when none runs)',
    response: NO_CONTENT,
    status: 204,
    auth: 'staff',
    scope: 'content:write',
  },
} as const satisfies Record<string, ApiOperation>;
