/** The camera layout a picture of a model's case, glass or part shows; `any` for products of any phone. */
export const CAMERA_LAYOUTS = ['apple', 'samsung', 'pixel', 'round', 'any'] as const;
export type CameraLayout = (typeof CAMERA_LAYOUTS)[number];

/** The colours products are drawn in, by code (variation colours and a few of materials). */
export const PICTURE_COLOURS: Readonly<Record<string, string>> = {
  black: '#23272f',
  white: '#eef0f3',
  blue: '#2f6fb3',
  red: '#c2412d',
  green: '#3d8b5a',
  pink: '#e59ab5',
  purple: '#7b5ea7',
  brown: '#8a5a3b',
  clear: '#cfe3f2',
  graphite: '#4a5360',
  silver: '#b8bec7',
};

/** What a product picture shows: the drawing of its family, its type, camera layout and colour. */
export interface ProductPicture {
  /** A family key of the demo catalog (`gift-card` for gift cards). */
  readonly family: string;
  /** The type's place in its family, which varies the drawing's details. */
  readonly style: number;
  readonly layout: CameraLayout;
  /** A key of {@link PICTURE_COLOURS}. */
  readonly colour: string;
}

/** The camera layout of a device brand's models (slug); `any` without a model. */
export function cameraLayoutOf(deviceBrand: string | undefined): CameraLayout {
  switch (deviceBrand) {
    case undefined:
      return 'any';
    case 'apple':
      return 'apple';
    case 'samsung':
      return 'samsung';
    case 'google-pixel':
      return 'pixel';
    default:
      return 'round';
  }
}

/**
 * The key a product keeps of its picture (products.picture): `{family}/{type}-{layout}/{colour}`,
 * e.g. `silicone-case/1-apple/blue`.
 */
export function pictureKey(picture: ProductPicture): string {
  return `${picture.family}/${picture.style}-${picture.layout}/${picture.colour}`;
}

/** The picture a key names, or undefined for one that names none (unknown layout or colour). */
export function parsePictureKey(key: string): ProductPicture | undefined {
  const match = /^([a-z][a-z-]{1,39})\/(\d{1,2})-([a-z]{3,8})\/([a-z]{3,12})$/.exec(key);
  if (!match) return undefined;
  const layout = CAMERA_LAYOUTS.find((l) => l === match[3]);
  const colour = match[4]!;
  if (!layout || !(colour in PICTURE_COLOURS)) return undefined;
  return { family: match[1]!, style: Number(match[2]), layout, colour };
}

/**
 * The URL of one view (sort order: 0 front, 1 the other side, 2 with its box) of a product's
 * picture at a size in pixels, served by the media route: /media/products/{sku}/{view}-{size}.svg.
 * One address per product, as a shop's photos have; the route draws it from the product's
 * picture key.
 */
export function productImageUrl(sku: string, view: number, size: number): string {
  return `/media/products/${encodeURIComponent(sku)}/${view}-${size}.svg`;
}

/** How many views a picture has. */
export const PICTURE_VIEWS = 3;
