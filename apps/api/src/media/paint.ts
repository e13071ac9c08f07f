import type { CameraLayout } from './product-picture';

/** The shades a drawing paints one colour in. */
export interface Paint {
  /** The colour itself. */
  readonly fill: string;
  /** A darker shade for edges and shadows. */
  readonly dark: string;
  /** A lighter shade for highlights. */
  readonly light: string;
  /** Whether the colour is light (details on it are drawn dark). */
  readonly pale: boolean;
}

/** What a drawing varies on besides its colour. */
export interface Detail {
  /** The type's place in its family. */
  readonly style: number;
  readonly layout: CameraLayout;
}

/** A drawing of a product: SVG elements in a 300 × 300 box, the product centred. */
export type Drawing = (paint: Paint, detail: Detail) => string;

/** A product's two sides: the front view (the first picture) and the other side (the second). */
export interface Views {
  readonly front: Drawing;
  readonly other: Drawing;
  /** How much larger than drawn the product is shown (small products fill the picture too). */
  readonly scale?: number;
}

function channels(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function mix(hex: string, toward: number, amount: number): string {
  const [r, g, b] = channels(hex).map((c) => Math.round(c + (toward - c) * amount));
  return `#${[r, g, b].map((c) => c!.toString(16).padStart(2, '0')).join('')}`;
}

/** The shades of a colour (#rrggbb). */
export function paintOf(hex: string): Paint {
  const [r, g, b] = channels(hex);
  const luminance = (0.299 * r + 0.587 * g + 0.114 * b) / 255;
  return {
    fill: hex,
    dark: mix(hex, 0, luminance > 0.8 ? 0.42 : 0.35),
    light: mix(hex, 255, 0.35),
    pale: luminance > 0.62,
  };
}

/** A rounded rectangle. */
export function rect(x: number, y: number, w: number, h: number, r: number, attrs: string): string {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" ${attrs}/>`;
}

/** A circle. */
export function circle(cx: number, cy: number, r: number, attrs: string): string {
  return `<circle cx="${cx}" cy="${cy}" r="${r}" ${attrs}/>`;
}

/** A lens: dark glass in a ring. */
export function lens(cx: number, cy: number, r: number): string {
  return (
    circle(cx, cy, r, 'fill="#2b2f36" stroke="#5b6270" stroke-width="2"') +
    circle(cx, cy, r * 0.55, 'fill="#10131a"') +
    circle(cx - r * 0.3, cy - r * 0.3, r * 0.18, 'fill="#ffffff" opacity="0.55"')
  );
}

/**
 * The camera of a phone's back at (x, y), its top left corner, by layout: Apple's square with
 * three lenses, Samsung's column of three, Pixel's bar across, a round module for the others.
 */
export function camera(layout: CameraLayout, x: number, y: number, width: number): string {
  switch (layout) {
    case 'samsung':
      return [0, 1, 2].map((i) => lens(x + 16, y + 16 + i * 26, 10)).join('');
    case 'pixel':
      return (
        rect(x - 8, y + 4, width - 12, 34, 17, 'fill="#1c1f25"') +
        lens(x + 14, y + 21, 10) +
        lens(x + 40, y + 21, 10)
      );
    case 'round':
      return (
        circle(x + 30, y + 30, 26, 'fill="#1c1f25"') +
        lens(x + 22, y + 24, 9) +
        lens(x + 40, y + 38, 7)
      );
    default:
      return (
        rect(x, y, 60, 60, 16, 'fill="#1c1f25" opacity="0.92"') +
        lens(x + 18, y + 18, 10) +
        lens(x + 18, y + 43, 10) +
        lens(x + 42, y + 30, 9)
      );
  }
}

/** A soft shadow under a product standing on the floor of the picture. */
export function shadow(cx: number, cy: number, rx: number): string {
  return `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${Math.max(6, rx / 9)}" fill="#1f2933" opacity="0.12"/>`;
}
