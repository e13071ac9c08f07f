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
 * The URL of one view (0 front, 1 the other side, 2 with its box) of a product picture at a size in
 * pixels, served by the media route: /media/products/{family}/{style}-{layout}/{colour}/{view}-{size}.svg.
 */
export function productPictureUrl(picture: ProductPicture, view: number, size: number): string {
  return `/media/products/${picture.family}/${picture.style}-${picture.layout}/${picture.colour}/${view}-${size}.svg`;
}

/** How many views a picture has. */
export const PICTURE_VIEWS = 3;

/**
 * The picture and view a media path names (the parts after /media/products/), or undefined when
 * they name none: unknown colours and layouts, views and sizes out of range.
 */
export function parsePicturePath(
  family: string,
  type: string,
  colour: string,
  file: string,
): { picture: ProductPicture; view: number; size: number } | undefined {
  const typeMatch = /^(\d{1,2})-([a-z]{3,8})$/.exec(type);
  const fileMatch = /^(\d)-(\d{2,4})\.svg$/.exec(file);
  if (!/^[a-z][a-z-]{1,39}$/.test(family) || !typeMatch || !fileMatch) return undefined;
  const layout = CAMERA_LAYOUTS.find((l) => l === typeMatch[2]);
  const view = Number(fileMatch[1]);
  if (!layout || !(colour in PICTURE_COLOURS) || view >= PICTURE_VIEWS) return undefined;
  return {
    picture: { family, style: Number(typeMatch[1]), layout, colour },
    view,
    size: Math.min(2000, Math.max(32, Number(fileMatch[2]))),
  };
}
