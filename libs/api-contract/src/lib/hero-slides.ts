import * as z from 'zod';
import { deferred } from './deferred-schema';
import { ImageRefSchema } from './product';

/** A CSS colour in hex notation, e.g. #0b3d5c. */
export const HexColourSchema = deferred(() =>
  z.string().regex(/^#[0-9a-f]{6}$/i, { error: 'must be a colour like #0b3d5c' }),
);

/** One slide of the home page's hero slider, in the request's locale. */
export const HeroSlideSchema = deferred(() =>
  z.object({
    id: z.number().int(),
    title: z.string(),
    text: z.string(),
    /** The label of the call-to-action button. */
    cta: z.string(),
    /** Where the slide links: a storefront path without locale prefix, e.g. /kategori/skarmskydd. */
    uri: z.string(),
    /** The slide's picture; its background colour shows around and behind it. */
    image: ImageRefSchema,
    background: HexColourSchema,
  }),
);
export type HeroSlide = z.infer<typeof HeroSlideSchema>;

/**
 * GET /api/hero-slides: the slides whose time window is open now and that have texts in the
 * locale, in slider order (may be empty).
 */
export const HeroSlidesResponseSchema = deferred(() => z.array(HeroSlideSchema));
export type HeroSlidesResponse = z.infer<typeof HeroSlidesResponseSchema>;
