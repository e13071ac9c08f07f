import { camera, circle, rect, type Detail, type Paint, type Views } from './paint';

const X = 85;
const Y = 28;
const W = 130;
const H = 244;

/** A glossy sheen across a surface. */
const sheen = (x: number, y: number, w: number, h: number) =>
  `<path d="M${x + w * 0.55} ${y} L${x + w} ${y} L${x + w} ${y + h * 0.25} L${x + w * 0.2} ${y + h * 0.75} L${x} ${y + h * 0.75} L${x} ${y + h * 0.6} Z" fill="#ffffff" opacity="0.10"/>`;

/** The back of a case in its colour with the camera's cut-out. */
function caseBack(p: Paint, d: Detail, extra = ''): string {
  return (
    rect(X, Y, W, H, 28, `fill="${p.fill}" stroke="${p.dark}" stroke-width="3"`) +
    rect(
      X + 6,
      Y + 6,
      W - 12,
      H - 12,
      23,
      `fill="none" stroke="${p.light}" stroke-width="1.5" opacity="0.5"`,
    ) +
    camera(d.layout, X + 14, Y + 14, W) +
    extra +
    sheen(X, Y, W, H)
  );
}

/** The front of a case: its rim around the phone's dark screen. */
function caseFront(p: Paint, rim = 7): string {
  return (
    rect(X, Y, W, H, 28, `fill="${p.fill}" stroke="${p.dark}" stroke-width="3"`) +
    rect(X + rim, Y + rim, W - 2 * rim, H - 2 * rim, 22, 'fill="#161a21"') +
    rect(X + W / 2 - 18, Y + rim + 8, 36, 9, 4.5, 'fill="#000000"') +
    sheen(X + rim, Y + rim, W - 2 * rim, H - 2 * rim)
  );
}

const stitches = (p: Paint, inset: number) =>
  rect(
    X + inset,
    Y + inset,
    W - 2 * inset,
    H - 2 * inset,
    20,
    `fill="none" stroke="${p.pale ? p.dark : p.light}" stroke-width="2" stroke-dasharray="6 5"`,
  );

/** Wallet cases: a closed book with stitching (and a clasp), opened to show the card slots. */
const wallet: Views = {
  front: (p, d) =>
    rect(X, Y, W, H, 18, `fill="${p.fill}" stroke="${p.dark}" stroke-width="3"`) +
    rect(X, Y, 16, H, 8, `fill="${p.dark}"`) +
    stitches(p, 10) +
    (d.style === 2
      ? rect(X + W - 30, Y + H / 2 - 22, 38, 44, 12, `fill="${p.dark}"`) +
        circle(X + W - 2, Y + H / 2, 7, 'fill="#c9ced6"')
      : '') +
    sheen(X, Y, W, H),
  other: (p) => {
    const left = 35;
    return (
      rect(left, Y, 115, H, 16, `fill="${p.fill}" stroke="${p.dark}" stroke-width="3"`) +
      [0, 1, 2]
        .map(
          (i) =>
            rect(left + 14, Y + 40 + i * 46, 88, 40, 6, `fill="${p.dark}" opacity="0.85"`) +
            rect(left + 14, Y + 40 + i * 46, 88, 10, 4, `fill="${p.light}" opacity="0.4"`),
        )
        .join('') +
      rect(150, Y, 115, H, 16, `fill="${p.fill}" stroke="${p.dark}" stroke-width="3"`) +
      rect(158, Y + 8, 99, H - 16, 14, 'fill="#161a21"') +
      sheen(158, Y + 8, 99, H - 16)
    );
  },
};

/** Silicone cases: a smooth back; the rim around the screen. */
const silicone: Views = {
  front: (p, d) =>
    caseBack(p, d, rect(X + W / 2 - 16, Y + H - 40, 32, 6, 3, `fill="${p.dark}" opacity="0.5"`)),
  other: (p) => caseFront(p),
};

/** Rugged cases: bumpers at the corners, grip ribs (and a stand); the raised rim. */
const rugged: Views = {
  front: (p, d) =>
    caseBack(
      p,
      d,
      [
        [X - 5, Y - 5],
        [X + W - 31, Y - 5],
        [X - 5, Y + H - 31],
        [X + W - 31, Y + H - 31],
      ]
        .map(([x, y]) => rect(x!, y!, 36, 36, 16, `fill="${p.dark}"`))
        .join('') +
        [0, 1, 2, 3]
          .map((i) =>
            rect(X + 30, Y + 150 + i * 16, W - 60, 6, 3, `fill="${p.dark}" opacity="0.6"`),
          )
          .join('') +
        (d.style === 1
          ? rect(X + 35, Y + 115, W - 70, 16, 8, 'fill="#9aa3ad" stroke="#6b7480" stroke-width="2"')
          : ''),
    ),
  other: (p) => caseFront(p, 12),
};

/** MagSafe cases: the magnet ring on the back (the phone seen through a clear one). */
const magsafe: Views = {
  front: (p, d) => {
    const clear = p.fill === '#cfe3f2';
    return (
      (clear
        ? rect(X + 4, Y + 4, W - 8, H - 8, 25, 'fill="#8d96a3"') +
          camera(d.layout, X + 14, Y + 14, W)
        : '') +
      rect(
        X,
        Y,
        W,
        H,
        28,
        `fill="${p.fill}" ${clear ? 'opacity="0.45"' : ''} stroke="${p.dark}" stroke-width="3"`,
      ) +
      (clear ? '' : camera(d.layout, X + 14, Y + 14, W)) +
      circle(
        X + W / 2,
        Y + 150,
        38,
        `fill="none" stroke="${clear ? '#eef2f7' : p.light}" stroke-width="6" opacity="0.9"`,
      ) +
      rect(
        X + W / 2 - 3,
        Y + 192,
        6,
        18,
        3,
        `fill="${clear ? '#eef2f7' : p.light}" opacity="0.9"`,
      ) +
      sheen(X, Y, W, H)
    );
  },
  other: (p) => caseFront(p),
};

/** A sheet of glass the shape of a screen, tinted for privacy glass. */
function glassSheet(x: number, y: number, tint: string, opacity: number): string {
  return (
    rect(
      x,
      y,
      W - 6,
      H - 6,
      24,
      `fill="${tint}" opacity="${opacity}" stroke="#8fa3b8" stroke-width="2.5"`,
    ) +
    rect(x + (W - 6) / 2 - 16, y + 12, 32, 6, 3, 'fill="#8fa3b8"') +
    `<path d="M${x + 20} ${y + 30} L${x + 70} ${y + 30} L${x + 20} ${y + 120} Z" fill="#ffffff" opacity="0.55"/>` +
    `<path d="M${x + 90} ${y + 150} L${x + W - 26} ${y + 110} L${x + W - 26} ${y + 135} L${x + 100} ${y + 175} Z" fill="#ffffff" opacity="0.35"/>`
  );
}

/** Screen protectors: the sheet; the sheet over a phone (in its mounting frame). */
const glass: Views = {
  front: (p) => glassSheet(X + 3, Y + 3, p.fill, p.fill === '#cfe3f2' ? 0.85 : 0.75),
  other: (p, d) =>
    (d.style === 1
      ? rect(X - 14, Y - 14, W + 28, H + 28, 30, 'fill="none" stroke="#3d4450" stroke-width="8"')
      : '') +
    rect(X, Y, W, H, 26, 'fill="#161a21"') +
    glassSheet(X + 3, Y + 3, p.fill, 0.45),
};

/** Camera protectors: lens covers in the layout of the model; the same on the phone's back. */
const cameraGlass: Views = {
  front: (p, d) =>
    rect(
      100,
      90,
      100,
      120,
      22,
      `fill="${p.fill}" opacity="0.6" stroke="#8fa3b8" stroke-width="2.5"`,
    ) +
    camera(d.layout, 115, 105, 100) +
    `<path d="M110 100 L150 100 L110 160 Z" fill="#ffffff" opacity="0.45"/>`,
  other: (p, d) =>
    rect(X, Y, W, H, 28, 'fill="#9aa3ad"') +
    camera(d.layout, X + 14, Y + 14, W) +
    rect(
      X + 8,
      Y + 8,
      76,
      76,
      18,
      `fill="${p.fill}" opacity="0.45" stroke="#eef2f7" stroke-width="2"`,
    ),
};

/** Protection packs: a case and a glass side by side. */
const pack: Views = {
  front: (p, d) =>
    `<g transform="translate(-55 10) scale(0.92)">${caseBack(p, d)}</g><g transform="translate(70 20) scale(0.88)">${glassSheet(X + 3, Y + 3, '#cfe3f2', 0.85)}</g>`,
  other: (p) => `<g transform="translate(0 0)">${caseFront(p)}</g>`,
};

/** Back covers: the glass back of the phone with its camera; seen from inside with its adhesive. */
const backCover: Views = {
  front: (p, d) =>
    rect(X, Y, W, H, 26, `fill="${p.fill}" stroke="${p.dark}" stroke-width="2"`) +
    camera(d.layout, X + 12, Y + 12, W) +
    (d.style === 2
      ? rect(X - 4, Y - 4, W + 8, H + 8, 30, `fill="none" stroke="#b8bec7" stroke-width="5"`)
      : '') +
    sheen(X, Y, W, H) +
    sheen(X + 10, Y + 120, W - 20, H - 140),
  other: (p) =>
    rect(X, Y, W, H, 26, `fill="${p.dark}"`) +
    rect(
      X + 8,
      Y + 8,
      W - 16,
      H - 16,
      22,
      'fill="none" stroke="#e9d8a6" stroke-width="5" stroke-dasharray="14 6"',
    ) +
    rect(X + 40, Y + 100, 50, 40, 4, 'fill="#c9a227" opacity="0.7"'),
};

/** The drawings of cases, screen protection and back covers, by family key. */
export const PROTECTION_DRAWINGS: Readonly<Record<string, Views>> = {
  'wallet-case': wallet,
  'silicone-case': silicone,
  'rugged-case': rugged,
  'magsafe-case': magsafe,
  'tempered-glass': glass,
  'privacy-glass': glass,
  'camera-glass': cameraGlass,
  'protection-pack': pack,
  'back-cover': backCover,
};
