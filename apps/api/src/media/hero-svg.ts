import type { ImageRef } from '@nordshop/api-contract';

/** The shop's colours: deep blue, signal orange, near-white. */
const NAVY = '#0b3d5c';
const ORANGE = '#e4572e';
const LIGHT = '#f5f7f9';
const INK = '#072a40';

/** Size of every hero picture, pixels (3:2). */
export const HERO_IMAGE_SIZE = { width: 960, height: 640 } as const;

/** The pictures the hero slides can use, by key. */
export const HERO_IMAGE_KEYS = ['screen-protection', 'fast-charging', 'offers'] as const;
/** One of {@link HERO_IMAGE_KEYS}. */
export type HeroImageKey = (typeof HERO_IMAGE_KEYS)[number];

/** Whether a string is a hero picture key. */
export function isHeroImageKey(key: string): key is HeroImageKey {
  return (HERO_IMAGE_KEYS as readonly string[]).includes(key);
}

/** The picture reference of a hero image, as the API answers it. */
export function heroImage(key: HeroImageKey): ImageRef {
  return { url: `/media/hero/${key}.svg`, ...HERO_IMAGE_SIZE };
}

const sparkle = (x: number, y: number, r: number, fill: string) =>
  `<path d="M${x} ${y - r} Q${x} ${y} ${x + r} ${y} Q${x} ${y} ${x} ${y + r} Q${x} ${y} ${x - r} ${y} Q${x} ${y} ${x} ${y - r}Z" fill="${fill}"/>`;

const DRAWINGS: Readonly<Record<HeroImageKey, { label: string; body: string }>> = {
  'screen-protection': {
    label: 'A phone with a sheet of tempered glass and a shield',
    body:
      `<rect width="960" height="640" fill="${NAVY}"/>` +
      `<circle cx="800" cy="110" r="250" fill="${LIGHT}" opacity=".06"/><circle cx="110" cy="610" r="170" fill="none" stroke="${ORANGE}" stroke-width="26" opacity=".9"/>` +
      `<g transform="rotate(-8 470 330)">` +
      `<rect x="360" y="95" width="220" height="450" rx="38" fill="${INK}"/>` +
      `<rect x="374" y="109" width="192" height="422" rx="28" fill="url(#screen)"/>` +
      `<rect x="440" y="122" width="60" height="14" rx="7" fill="${INK}"/>` +
      `<rect x="400" y="180" width="140" height="16" rx="8" fill="${LIGHT}" opacity=".35"/><rect x="400" y="210" width="96" height="16" rx="8" fill="${LIGHT}" opacity=".25"/>` +
      `<rect x="400" y="260" width="62" height="62" rx="14" fill="${LIGHT}" opacity=".18"/><rect x="478" y="260" width="62" height="62" rx="14" fill="${LIGHT}" opacity=".18"/>` +
      `<rect x="400" y="338" width="62" height="62" rx="14" fill="${LIGHT}" opacity=".18"/><rect x="478" y="338" width="62" height="62" rx="14" fill="${ORANGE}" opacity=".8"/>` +
      `</g>` +
      `<g transform="rotate(-15 450 300)">` +
      `<rect x="330" y="70" width="224" height="454" rx="40" fill="${LIGHT}" fill-opacity=".12" stroke="${LIGHT}" stroke-opacity=".8" stroke-width="4"/>` +
      `<path d="M352 160 L450 92 L480 92 L352 190Z" fill="${LIGHT}" opacity=".45"/><path d="M352 230 L530 100 L545 110 L352 250Z" fill="${LIGHT}" opacity=".25"/>` +
      `</g>` +
      `<g transform="translate(640 330)">` +
      `<path d="M90 0 L180 34 L180 110 C180 180 140 225 90 250 C40 225 0 180 0 110 L0 34Z" fill="${ORANGE}"/>` +
      `<path d="M90 22 L160 48 L160 110 C160 166 130 204 90 226Z" fill="${LIGHT}" opacity=".15"/>` +
      `<path d="M48 122 L80 154 L136 90" fill="none" stroke="${LIGHT}" stroke-width="18" stroke-linecap="round" stroke-linejoin="round"/>` +
      `</g>` +
      sparkle(250, 170, 22, LIGHT) +
      sparkle(210, 250, 12, ORANGE) +
      sparkle(780, 250, 16, LIGHT) +
      sparkle(860, 560, 12, LIGHT),
  },
  'fast-charging': {
    label: 'A charger, a cable and a phone charging fast',
    body:
      `<rect width="960" height="640" fill="${LIGHT}"/>` +
      `<circle cx="690" cy="320" r="270" fill="${NAVY}" opacity=".07"/><circle cx="150" cy="90" r="120" fill="${ORANGE}" opacity=".12"/>` +
      `<path d="M235 438 C235 560, 470 600, 560 560 C610 538, 640 530, 640 512" fill="none" stroke="${NAVY}" stroke-width="16" stroke-linecap="round"/>` +
      `<rect x="186" y="182" width="22" height="70" rx="6" fill="${NAVY}"/><rect x="262" y="182" width="22" height="70" rx="6" fill="${NAVY}"/>` +
      `<rect x="140" y="240" width="190" height="200" rx="32" fill="#ffffff" stroke="${NAVY}" stroke-width="8"/>` +
      `<rect x="210" y="396" width="50" height="16" rx="8" fill="${NAVY}"/>` +
      `<path d="M250 282 L214 340 L240 340 L224 384 L266 322 L240 322Z" fill="${ORANGE}"/>` +
      `<rect x="540" y="100" width="210" height="420" rx="36" fill="${NAVY}"/>` +
      `<rect x="554" y="114" width="182" height="392" rx="26" fill="#e6edf2"/>` +
      `<rect x="615" y="128" width="60" height="12" rx="6" fill="${NAVY}"/>` +
      `<rect x="626" y="214" width="38" height="16" rx="5" fill="${NAVY}"/>` +
      `<rect x="590" y="228" width="110" height="200" rx="20" fill="none" stroke="${NAVY}" stroke-width="10"/>` +
      `<rect x="606" y="362" width="78" height="50" rx="8" fill="${ORANGE}"/><rect x="606" y="302" width="78" height="50" rx="8" fill="${ORANGE}" opacity=".75"/><rect x="606" y="244" width="78" height="48" rx="8" fill="${ORANGE}" opacity=".3"/>` +
      `<path d="M450 150 L372 330 L436 330 L404 480 L520 280 L452 280 L500 150Z" fill="${ORANGE}" stroke="${LIGHT}" stroke-width="10" stroke-linejoin="round"/>` +
      `<path d="M800 200 h70 M820 240 h70 M800 280 h50" stroke="${NAVY}" stroke-width="10" stroke-linecap="round" opacity=".35"/>` +
      sparkle(110, 520, 16, NAVY) +
      sparkle(840, 470, 20, ORANGE),
  },
  offers: {
    label: 'Price tags with a per cent sign',
    body:
      `<rect width="960" height="640" fill="${NAVY}"/>` +
      `<circle cx="160" cy="130" r="200" fill="${LIGHT}" opacity=".05"/><circle cx="870" cy="580" r="190" fill="none" stroke="${ORANGE}" stroke-width="26" opacity=".9"/>` +
      `<g transform="rotate(14 560 300)">` +
      `<path d="M470 120 L700 120 Q720 120 720 140 L720 420 Q720 440 700 440 L470 440 L390 280Z" fill="${LIGHT}"/>` +
      `<circle cx="450" cy="280" r="16" fill="${NAVY}"/>` +
      `<rect x="520" y="200" width="150" height="22" rx="11" fill="${NAVY}" opacity=".2"/><rect x="520" y="250" width="110" height="22" rx="11" fill="${NAVY}" opacity=".2"/>` +
      `<rect x="520" y="330" width="150" height="46" rx="12" fill="${NAVY}" opacity=".85"/>` +
      `</g>` +
      `<g transform="rotate(-12 420 340)">` +
      `<path d="M310 170 L600 170 Q622 170 622 192 L622 488 Q622 510 600 510 L310 510 L220 340Z" fill="${ORANGE}"/>` +
      `<circle cx="282" cy="340" r="20" fill="${NAVY}"/>` +
      `<path d="M282 320 C240 250, 190 230, 140 250" fill="none" stroke="${LIGHT}" stroke-width="6" stroke-linecap="round"/>` +
      `<circle cx="400" cy="270" r="42" fill="none" stroke="${LIGHT}" stroke-width="20"/>` +
      `<circle cx="520" cy="410" r="42" fill="none" stroke="${LIGHT}" stroke-width="20"/>` +
      `<path d="M530 240 L390 440" stroke="${LIGHT}" stroke-width="22" stroke-linecap="round"/>` +
      `</g>` +
      `<circle cx="760" cy="150" r="14" fill="${ORANGE}"/><circle cx="800" cy="200" r="8" fill="${LIGHT}"/><circle cx="120" cy="470" r="10" fill="${ORANGE}"/>` +
      sparkle(820, 320, 24, LIGHT) +
      sparkle(170, 380, 16, LIGHT) +
      sparkle(700, 90, 12, ORANGE),
  },
};

const DEFS = `<defs><linearGradient id="screen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2b7bb0"/><stop offset="1" stop-color="${NAVY}"/></linearGradient></defs>`;

/**
 * A hero slide picture (no network, no files): simple shapes in the shop's colours, 960 × 640,
 * no words (the slide's texts come with the slide, in the shopper's language).
 */
export function heroSvg(key: HeroImageKey): string {
  const { label, body } = DRAWINGS[key];
  const { width, height } = HERO_IMAGE_SIZE;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${label}">${DEFS}${body}</svg>`;
}
