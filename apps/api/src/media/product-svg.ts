import { hashString } from '../db/seed/prng';

/** The pictograms products and category tiles are drawn with. */
type Shape =
  'case' | 'glass' | 'charger' | 'cable' | 'audio' | 'part' | 'card' | 'holder' | 'phone';

/** What each family code of a SKU (NS-WAL-10001) is drawn as. */
const SHAPES: Readonly<Record<string, Shape>> = {
  WAL: 'case',
  SIL: 'case',
  RUG: 'case',
  MAG: 'case',
  SET: 'case',
  GLS: 'glass',
  PRV: 'glass',
  CAM: 'glass',
  CHG: 'charger',
  CAR: 'charger',
  WLC: 'charger',
  PWR: 'charger',
  USC: 'cable',
  LTN: 'cable',
  ADP: 'cable',
  EAR: 'audio',
  SPK: 'audio',
  SCR: 'part',
  BAT: 'part',
  PRT: 'part',
  BCK: 'part',
  CMR: 'part',
  TLS: 'part',
  HLD: 'holder',
  GRP: 'holder',
  STR: 'holder',
  MEM: 'card',
  GFT: 'card',
};

const COLOURS: Readonly<Record<string, string>> = {
  BLK: '#1f2933',
  WHT: '#e4e7eb',
  BLU: '#2f6fb3',
  RED: '#c2412d',
  GRN: '#3d8b5a',
  PNK: '#e59ab5',
  PRP: '#7b5ea7',
  BRN: '#8a5a3b',
};

const DRAWINGS: Readonly<Record<Shape, (fill: string) => string>> = {
  case: (f) =>
    `<rect x="70" y="30" width="160" height="240" rx="28" fill="${f}"/><rect x="92" y="48" width="44" height="60" rx="12" fill="#0006"/><circle cx="114" cy="66" r="9" fill="#fff6"/><circle cx="114" cy="92" r="9" fill="#fff6"/>`,
  glass: (f) =>
    `<rect x="75" y="30" width="150" height="240" rx="22" fill="#dfeaf5" stroke="${f}" stroke-width="6"/><path d="M95 60 L150 60 L100 140 Z" fill="#fff9"/>`,
  charger: (f) =>
    `<rect x="95" y="80" width="110" height="130" rx="18" fill="${f}"/><rect x="118" y="40" width="14" height="44" fill="#9aa5b1"/><rect x="168" y="40" width="14" height="44" fill="#9aa5b1"/><rect x="135" y="170" width="30" height="12" rx="4" fill="#0007"/>`,
  cable: (f) =>
    `<path d="M80 220 C 80 120, 220 180, 220 80" stroke="${f}" stroke-width="14" fill="none" stroke-linecap="round"/><rect x="66" y="214" width="28" height="46" rx="6" fill="#9aa5b1"/><rect x="206" y="40" width="28" height="46" rx="6" fill="#9aa5b1"/>`,
  audio: (f) =>
    `<circle cx="110" cy="150" r="48" fill="${f}"/><circle cx="190" cy="150" r="48" fill="${f}"/><circle cx="110" cy="150" r="18" fill="#fff5"/><circle cx="190" cy="150" r="18" fill="#fff5"/>`,
  part: (f) =>
    `<rect x="70" y="40" width="160" height="220" rx="10" fill="${f}"/><rect x="90" y="60" width="120" height="60" fill="#0004"/><path d="M90 140 h120 M90 165 h90 M90 190 h110" stroke="#fff8" stroke-width="8"/>`,
  card: (f) =>
    `<rect x="50" y="90" width="200" height="130" rx="14" fill="${f}"/><rect x="70" y="112" width="46" height="34" rx="6" fill="#f2c94c"/><path d="M70 180 h150" stroke="#fff8" stroke-width="10"/>`,
  phone: (f) =>
    `<rect x="95" y="30" width="110" height="240" rx="20" fill="none" stroke="${f}" stroke-width="10"/><rect x="130" y="48" width="40" height="8" rx="4" fill="${f}"/><circle cx="150" cy="246" r="9" fill="${f}"/>`,
  holder: (f) =>
    `<circle cx="150" cy="150" r="70" fill="${f}"/><circle cx="150" cy="150" r="30" fill="#fff6"/><rect x="140" y="210" width="20" height="60" fill="${f}"/>`,
};

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/**
 * A product picture drawn from its SKU alone (no network, no files): the family code picks the
 * drawing, a variation suffix its colour, the SKU hash the background. Same SKU, same picture.
 */
export function productSvg(sku: string, sortOrder: number, size: number): string {
  const parts = sku.split('-');
  const shape = SHAPES[parts[1] ?? ''] ?? 'part';
  const hash = hashString(`${sku}#${sortOrder}`);
  const hue = hash % 360;
  const fill = COLOURS[parts[3] ?? ''] ?? `hsl(${(hue + 180) % 360} 45% 38%)`;
  const rotate = sortOrder === 0 ? 0 : (sortOrder % 2 === 0 ? -1 : 1) * 12;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 300 300" role="img" aria-label="${escapeXml(sku)}">` +
    `<rect width="300" height="300" fill="hsl(${hue} 40% 94%)"/>` +
    `<g transform="rotate(${rotate} 150 150)">${DRAWINGS[shape](fill)}</g>` +
    `<text x="150" y="292" font-family="sans-serif" font-size="13" text-anchor="middle" fill="#52606d">${escapeXml(sku)}</text></svg>`
  );
}

/** What each type category (and its subcategories) is drawn as; device brands and models are a phone. */
const CATEGORY_SHAPES: Readonly<Record<string, Shape>> = {
  cases: 'case',
  'wallet-cases': 'case',
  'silicone-cases': 'case',
  'rugged-cases': 'case',
  'magsafe-cases': 'case',
  'screen-protection': 'glass',
  'tempered-glass': 'glass',
  'privacy-glass': 'glass',
  'camera-protection': 'glass',
  chargers: 'charger',
  'wall-chargers': 'charger',
  'car-chargers': 'charger',
  'wireless-chargers': 'charger',
  'power-banks': 'charger',
  cables: 'cable',
  'usb-c-cables': 'cable',
  'lightning-cables': 'cable',
  adapters: 'cable',
  audio: 'audio',
  headphones: 'audio',
  speakers: 'audio',
  'spare-parts': 'part',
  screens: 'part',
  batteries: 'part',
  'charging-ports': 'part',
  'back-covers': 'part',
  cameras: 'part',
  tools: 'part',
  accessories: 'holder',
  'car-holders': 'holder',
  grips: 'holder',
  straps: 'holder',
  'memory-cards': 'card',
  'gift-cards': 'card',
};

/** The drawing of a category tile: its type's pictogram, or a phone for device brands and models. */
export function categoryShape(key: string): Shape {
  return CATEGORY_SHAPES[key] ?? 'phone';
}

/**
 * A category tile: a pictogram of what the category holds on a colour from its key. No text: the
 * tile stands beside the category's name in the shopper's language (the image itself is decorative).
 */
export function categorySvg(key: string, size: number): string {
  const hue = hashString(key) % 360;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 300 300" aria-hidden="true">` +
    `<rect width="300" height="300" rx="24" fill="hsl(${hue} 45% 92%)"/>` +
    DRAWINGS[categoryShape(key)](`hsl(${hue} 45% 32%)`) +
    `</svg>`
  );
}

/** The picture used when a product has none. */
export function placeholderSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300" viewBox="0 0 300 300" role="img" aria-label="No picture"><rect width="300" height="300" fill="#f0f4f8"/><rect x="100" y="60" width="100" height="180" rx="18" fill="none" stroke="#9aa5b1" stroke-width="8"/></svg>`;
}
