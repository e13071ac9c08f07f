import { createHash } from 'node:crypto';
import { isLocaleCode, type LocaleCode } from '@nordshop/locale-config';
import type { LayoutData } from '../data/layout-data';
import {
  STRING_SCREENS,
  splitStrings,
  type StringScreen,
  type Strings,
} from '../i18n/screen-strings';

/** Where the layout assets are served: `/layout/{locale}.{hash}.json`, `/layout/{locale}.{screen}.{hash}.json`. */
export const LAYOUT_ASSET_PREFIX = '/layout/';

/** One content-hashed JSON asset: its body and its address. */
export interface JsonAsset {
  /** The asset's body. */
  readonly json: string;
  /** Its address, `/layout/sv.{hash}.json`. */
  readonly path: string;
}

/**
 * A storefront's layout data as the asset every page of it loads (docs/decisions/004, amended): the JSON the
 * browser receives and its address, named after a hash of that JSON, so the address changes with
 * the content and the asset can be cached for good. The strings only the checkout or account screens
 * use are assets of their own (`screens`), which the layout's data names and those screens load.
 */
export interface LayoutAsset extends JsonAsset {
  readonly data: LayoutData;
  readonly screens: Readonly<Record<StringScreen, JsonAsset & { readonly strings: Strings }>>;
}

function jsonAssetOf(name: string, value: unknown): JsonAsset {
  const json = JSON.stringify(value);
  const hash = createHash('sha256').update(json).digest('base64url').slice(0, 16);
  return { json, path: `${LAYOUT_ASSET_PREFIX}${name}.${hash}.json` };
}

/** The layout asset of `locale` holding `data` (all of the storefront's strings in `data.strings`). */
export function layoutAssetOf(locale: LocaleCode, data: LayoutData): LayoutAsset {
  const split = splitStrings(data.strings);
  const screens = Object.fromEntries(
    STRING_SCREENS.map((screen) => [
      screen,
      {
        ...jsonAssetOf(`${locale}.${screen}`, split.screens[screen]),
        strings: split.screens[screen],
      },
    ]),
  ) as Record<StringScreen, JsonAsset & { strings: Strings }>;
  const layout: LayoutData = {
    ...data,
    strings: split.layout,
    screenStrings: Object.fromEntries(
      STRING_SCREENS.map((screen) => [screen, screens[screen].path]),
    ) as Record<StringScreen, string>,
  };
  return { ...jsonAssetOf(locale, layout), data: layout, screens };
}

/** What a layout asset's address names: a storefront, and a screen for a screen's strings. */
export interface LayoutAssetName {
  readonly locale: LocaleCode;
  readonly screen?: StringScreen;
}

const ASSET_PATH = new RegExp(
  `^\\/layout\\/([a-z]{2})(?:\\.(${STRING_SCREENS.join('|')}))?\\.[\\w-]{16}\\.json$`,
);

/** The storefront (and screen) a layout asset's address names, or undefined when it names none. */
export function layoutAssetNameOf(path: string): LayoutAssetName | undefined {
  const match = ASSET_PATH.exec(path);
  const locale = match?.[1];
  if (locale === undefined || !isLocaleCode(locale)) return undefined;
  const screen = match?.[2] as StringScreen | undefined;
  return screen === undefined ? { locale } : { locale, screen };
}
