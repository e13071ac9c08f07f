import { hashString } from '../platform/util/hash-string';
import { PARTS_DRAWINGS } from './drawings-parts';
import { POWER_DRAWINGS } from './drawings-power';
import { PROTECTION_DRAWINGS } from './drawings-protection';
import { camera, paintOf, rect, shadow, type Detail, type Views } from './paint';
import { PICTURE_COLOURS, type ProductPicture } from './product-picture';

/** Every family's drawing, by family key (and `gift-card`). */
const DRAWINGS: Readonly<Record<string, Views>> = {
  ...PROTECTION_DRAWINGS,
  ...POWER_DRAWINGS,
  ...PARTS_DRAWINGS,
};

/** A phone, for device brands and models (and what has no drawing of its own). */
const PHONE: Views = {
  front: (p, d) =>
    rect(95, 30, 110, 240, 24, `fill="${p.fill}" stroke="${p.dark}" stroke-width="4"`) +
    camera(d.layout === 'any' ? 'apple' : d.layout, 105, 42, 110),
  other: (p) =>
    rect(95, 30, 110, 240, 24, `fill="#161a21" stroke="${p.dark}" stroke-width="4"`) +
    rect(134, 42, 32, 8, 4, 'fill="#000000"'),
};

/** Whether a family key has a drawing of its own. */
export function hasDrawing(family: string): boolean {
  return family in DRAWINGS;
}

const studio = (size: number, inner: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 300 300" aria-hidden="true">` +
  '<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f7f8fa"/><stop offset="1" stop-color="#e6e9ee"/></linearGradient></defs>' +
  `<rect width="300" height="300" fill="url(#bg)"/>${inner}</svg>`;

/** The retail box a product comes in, in its colour, with the maker's mark (no text). */
function box(fill: string): string {
  const p = paintOf(fill);
  return (
    `<path d="M170 95 L250 80 L262 92 L262 262 L182 277 L170 265 Z" fill="#d8dde4"/>` +
    rect(170, 95, 80, 170, 4, 'fill="#f4f5f7" stroke="#c3c9d2" stroke-width="2"') +
    rect(170, 95, 80, 30, 0, `fill="${p.fill}"`) +
    `<circle cx="210" cy="200" r="16" fill="none" stroke="${p.dark}" stroke-width="4"/>` +
    rect(185, 232, 50, 6, 3, 'fill="#c3c9d2"')
  );
}

/**
 * One view of a product picture, drawn without any text (no network, no files): 0 the product's
 * front, 1 its other side, 2 the product beside its box. The same picture, view and size always
 * give the same SVG.
 */
export function productPictureSvg(picture: ProductPicture, view: number, size: number): string {
  const views = DRAWINGS[picture.family] ?? PHONE;
  const paint = paintOf(PICTURE_COLOURS[picture.colour] ?? PICTURE_COLOURS['black']!);
  const detail: Detail = { style: picture.style, layout: picture.layout };
  const scale = views.scale ?? 1;
  if (view === 2)
    return studio(
      size,
      shadow(190, 268, 90) +
        box(paint.fill) +
        `<g transform="translate(${18 - 93 * (scale - 1) * 0.62} ${70 - 93 * (scale - 1) * 0.62}) scale(${0.62 * scale})">${views.front(paint, detail)}</g>`,
    );
  const drawing = view === 1 ? views.other : views.front;
  const placed =
    scale === 1
      ? drawing(paint, detail)
      : `<g transform="translate(${150 * (1 - scale)} ${150 * (1 - scale)}) scale(${scale})">${drawing(paint, detail)}</g>`;
  return studio(size, shadow(150, 278, 80) + placed);
}

const COLOUR_OF_SUFFIX: Readonly<Record<string, string>> = {
  BLK: 'black',
  WHT: 'white',
  BLU: 'blue',
  RED: 'red',
  GRN: 'green',
  PNK: 'pink',
  PRP: 'purple',
  BRN: 'brown',
};

/**
 * A picture of the URLs of catalogs seeded before the pictures were drawn by type and colour
 * (/media/products/{sku}/{sort}-{size}.svg): the family from the SKU's code (`familyOfCode`: a
 * family's key by its code), the colour from a variation's suffix (else one from the SKU).
 */
export function productSvg(
  sku: string,
  sortOrder: number,
  size: number,
  familyOfCode: ReadonlyMap<string, string>,
): string {
  const [, code = '', , suffix = ''] = sku.split('-');
  const colours = Object.keys(PICTURE_COLOURS);
  return productPictureSvg(
    {
      family: familyOfCode.get(code) ?? 'phone',
      style: 0,
      layout: 'any',
      colour: COLOUR_OF_SUFFIX[suffix] ?? colours[hashString(sku) % colours.length]!,
    },
    Math.min(sortOrder, 2),
    size,
  );
}

/** What each type category (and its subcategories) is drawn as: a family's product. */
const CATEGORY_DRAWINGS: Readonly<Record<string, string>> = {
  cases: 'silicone-case',
  'wallet-cases': 'wallet-case',
  'silicone-cases': 'silicone-case',
  'rugged-cases': 'rugged-case',
  'magsafe-cases': 'magsafe-case',
  'screen-protection': 'tempered-glass',
  'tempered-glass': 'tempered-glass',
  'privacy-glass': 'privacy-glass',
  'camera-protection': 'camera-glass',
  chargers: 'wall-charger',
  'wall-chargers': 'wall-charger',
  'car-chargers': 'car-charger',
  'wireless-chargers': 'wireless-charger',
  'power-banks': 'power-bank',
  cables: 'usb-c-cable',
  'usb-c-cables': 'usb-c-cable',
  'lightning-cables': 'lightning-cable',
  adapters: 'adapter',
  audio: 'earbuds',
  headphones: 'earbuds',
  speakers: 'speaker',
  'spare-parts': 'screen',
  screens: 'screen',
  batteries: 'battery',
  'charging-ports': 'charging-port',
  'back-covers': 'back-cover',
  cameras: 'camera-module',
  tools: 'tool-kit',
  accessories: 'grip',
  'car-holders': 'car-holder',
  grips: 'grip',
  straps: 'strap',
  'memory-cards': 'memory-card',
  'gift-cards': 'gift-card',
};

/** The drawing of a category tile: its type's product, or a phone for device brands and models. */
export function categoryDrawing(key: string): string {
  return CATEGORY_DRAWINGS[key] ?? 'phone';
}

const TILE_COLOURS = ['blue', 'green', 'purple', 'red', 'brown', 'graphite', 'pink'];

/**
 * A category tile: the product its category holds on a colour from its key. No text: the tile
 * stands beside the category's name in the shopper's language (the image itself is decorative).
 */
export function categorySvg(key: string, size: number): string {
  const hash = hashString(key);
  const hue = hash % 360;
  const views = DRAWINGS[categoryDrawing(key)] ?? PHONE;
  const paint = paintOf(PICTURE_COLOURS[TILE_COLOURS[hash % TILE_COLOURS.length]!]!);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 300 300" aria-hidden="true">` +
    `<rect width="300" height="300" rx="24" fill="hsl(${hue} 45% 92%)"/>` +
    views.front(paint, { style: 0, layout: 'apple' }) +
    `</svg>`
  );
}

/** The picture used when a product has none. */
export function placeholderSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300" viewBox="0 0 300 300" role="img" aria-label="No picture"><rect width="300" height="300" fill="#f0f4f8"/><rect x="100" y="60" width="100" height="180" rx="18" fill="none" stroke="#9aa5b1" stroke-width="8"/></svg>`;
}
