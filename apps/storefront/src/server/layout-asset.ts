import { createHash } from 'node:crypto';
import { isLocaleCode, type LocaleCode } from '@nordshop/locale-config';
import type { LayoutData } from '../data/layout-data';

/** Where the layout assets are served: `/layout/{locale}.{hash}.json`. */
export const LAYOUT_ASSET_PREFIX = '/layout/';

/**
 * A storefront's layout data as the asset every page of it loads (docs/decisions/004, amended): the JSON the
 * browser receives and its address, named after a hash of that JSON, so the address changes with
 * the content and the asset can be cached for good.
 */
export interface LayoutAsset {
  readonly data: LayoutData;
  /** The asset's body. */
  readonly json: string;
  /** Its address, `/layout/sv.{hash}.json`. */
  readonly path: string;
}

/** The layout asset of `locale` holding `data`. */
export function layoutAssetOf(locale: LocaleCode, data: LayoutData): LayoutAsset {
  const json = JSON.stringify(data);
  const hash = createHash('sha256').update(json).digest('base64url').slice(0, 16);
  return { data, json, path: `${LAYOUT_ASSET_PREFIX}${locale}.${hash}.json` };
}

/** The storefront a layout asset's address names, or undefined when it names none. */
export function layoutAssetLocaleOf(path: string): LocaleCode | undefined {
  const match = /^\/layout\/([a-z]{2})\.[\w-]{16}\.json$/.exec(path);
  const locale = match?.[1];
  return locale !== undefined && isLocaleCode(locale) ? locale : undefined;
}
