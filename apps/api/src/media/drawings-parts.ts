import { camera, circle, lens, rect, type Paint, type Views } from './paint';

/** A flex cable from (x, y) down to a small connector. */
const flex = (x: number, y: number, length: number) =>
  rect(x, y, 22, length, 3, 'fill="#d99a2b" stroke="#a86f12" stroke-width="1.5"') +
  rect(x - 4, y + length, 30, 16, 3, 'fill="#3d4450"');

/** Screens: the display with its flex (and frame); its back with the shielding. */
function screenViews(used: boolean): Views {
  return {
    front: (p, d) =>
      (d.style === 2 && !used
        ? rect(82, 25, 136, 250, 30, `fill="${p.fill}" stroke="#6b7480" stroke-width="3"`)
        : '') +
      rect(88, 30, 124, 240, 24, 'fill="#10131a" stroke="#3d4450" stroke-width="3"') +
      rect(150 - 16, 40, 32, 8, 4, 'fill="#000000"') +
      `<path d="M100 60 L170 60 L100 170 Z" fill="#ffffff" opacity="0.08"/>` +
      (used && d.style === 1
        ? '<path d="M120 120 l40 -18 M140 200 l30 10 M110 230 l20 -6" stroke="#ffffff" stroke-width="1.5" opacity="0.35"/>'
        : '') +
      flex(139, 270, 8),
    other: () =>
      rect(88, 30, 124, 240, 24, 'fill="#8d96a3" stroke="#6b7480" stroke-width="3"') +
      rect(108, 60, 84, 120, 6, 'fill="#b8bec7"') +
      flex(139, 200, 50),
  };
}

/** Batteries: the flat cell with its label stripe and connector. */
const battery: Views = {
  front: (p, d) =>
    rect(95, 50, 110, 190, 10, `fill="${p.fill}" stroke="${p.dark}" stroke-width="3"`) +
    rect(95, 110, 110, 36, 0, `fill="${d.style === 1 ? '#c2412d' : '#2f6fb3'}" opacity="0.85"`) +
    rect(110, 170, 80, 6, 3, 'fill="#b8bec7" opacity="0.6"') +
    rect(110, 184, 60, 6, 3, 'fill="#b8bec7" opacity="0.6"') +
    flex(175, 20, 30) +
    (d.style === 2
      ? rect(215, 140, 12, 90, 4, 'fill="#c2412d"') + rect(217, 100, 8, 42, 2, 'fill="#b8bec7"')
      : ''),
  other: (p) =>
    rect(95, 50, 110, 190, 10, `fill="${p.dark}"`) +
    rect(115, 80, 70, 120, 8, 'fill="#e9d8a6" opacity="0.6"'),
};

/** Charging ports: the connector on its flex; the flex folded. */
const port: Views = {
  scale: 1.4,
  front: () =>
    rect(80, 130, 140, 34, 8, 'fill="#d99a2b" stroke="#a86f12" stroke-width="2"') +
    rect(132, 120, 36, 24, 8, 'fill="#b8bec7" stroke="#6b7480" stroke-width="2"') +
    rect(140, 128, 20, 8, 4, 'fill="#1c1f25"') +
    circle(100, 147, 9, 'fill="#3d4450"') +
    circle(200, 147, 9, 'fill="#3d4450"'),
  other: () =>
    `<path d="M90 200 L90 120 Q90 100 110 100 L200 100" stroke="#d99a2b" stroke-width="26" fill="none"/>` +
    rect(190, 86, 40, 28, 6, 'fill="#3d4450"'),
};

/** Camera modules: the lens cluster on its board and flex. */
const cameraModule: Views = {
  scale: 1.2,
  front: (p, d) =>
    rect(95, 70, 110, 100, 14, 'fill="#2b2f36"') +
    camera(d.layout === 'any' ? 'apple' : d.layout, 115, 85, 100) +
    flex(139, 170, 60),
  other: () =>
    rect(110, 80, 80, 80, 10, 'fill="#3d4450"') + lens(150, 120, 24) + flex(139, 160, 70),
};

/** Tool kits: a screwdriver, a spudger and a suction cup. */
const tools: Views = {
  front: (p, d) =>
    `<g transform="rotate(-30 150 150)">${rect(140, 40, 20, 120, 8, `fill="${p.fill}" stroke="${p.dark}" stroke-width="2"`)}${rect(146, 160, 8, 90, 2, 'fill="#b8bec7"')}</g>` +
    `<g transform="rotate(25 150 150)">${rect(145, 50, 14, 200, 6, 'fill="#2b2f36"')}</g>` +
    circle(215, 215, 30, 'fill="#2f6fb3" opacity="0.8"') +
    rect(208, 170, 14, 30, 6, 'fill="#3d4450"') +
    (d.style === 2
      ? [0, 1, 2, 3, 4].map((i) => rect(60 + i * 14, 220, 8, 30, 2, 'fill="#8d96a3"')).join('')
      : ''),
  other: (p) =>
    rect(60, 80, 180, 140, 16, `fill="${p.dark}"`) +
    rect(70, 90, 160, 120, 10, 'fill="#2b2f36"') +
    Array.from({ length: 10 }, (_, i) => rect(82 + i * 14, 110, 8, 40, 2, 'fill="#b8bec7"')).join(
      '',
    ) +
    rect(82, 165, 136, 14, 6, `fill="${p.fill}"`),
};

/** Car holders: a clip for the vent, a suction arm or a MagSafe disc, with the cradle. */
const carHolder: Views = {
  front: (p, d) => {
    const cradle =
      rect(100, 80, 100, 130, 16, `fill="${p.fill}" stroke="${p.dark}" stroke-width="3"`) +
      rect(92, 120, 14, 50, 6, `fill="${p.dark}"`) +
      rect(194, 120, 14, 50, 6, `fill="${p.dark}"`);
    if (d.style === 1)
      return (
        cradle +
        rect(143, 210, 14, 40, 4, `fill="${p.dark}"`) +
        `<ellipse cx="150" cy="255" rx="40" ry="12" fill="${p.dark}"/>`
      );
    if (d.style === 2)
      return (
        circle(150, 140, 60, `fill="${p.fill}" stroke="${p.dark}" stroke-width="3"`) +
        circle(150, 140, 34, 'fill="none" stroke="#eef2f7" stroke-width="5"') +
        rect(140, 200, 20, 40, 6, `fill="${p.dark}"`)
      );
    return (
      cradle +
      rect(140, 210, 20, 24, 4, `fill="${p.dark}"`) +
      rect(128, 232, 44, 10, 3, `fill="${p.dark}"`) +
      rect(128, 246, 44, 10, 3, `fill="${p.dark}"`)
    );
  },
  other: (p) =>
    rect(110, 90, 80, 120, 14, `fill="${p.fill}" stroke="${p.dark}" stroke-width="3"`) +
    circle(150, 150, 16, `fill="${p.dark}"`),
};

/** Grips: the disc seen from above and from the side. */
const grip: Views = {
  front: (p) =>
    circle(150, 150, 70, `fill="${p.fill}" stroke="${p.dark}" stroke-width="3"`) +
    circle(150, 150, 56, `fill="none" stroke="${p.light}" stroke-width="2" opacity="0.7"`) +
    circle(128, 128, 12, 'fill="#ffffff" opacity="0.2"'),
  other: (p) =>
    `<ellipse cx="150" cy="200" rx="70" ry="16" fill="${p.dark}"/>` +
    rect(130, 120, 40, 80, 6, `fill="${p.dark}"`) +
    `<ellipse cx="150" cy="120" rx="70" ry="18" fill="${p.fill}" stroke="${p.dark}" stroke-width="3"/>`,
};

/** Straps: a loop of strap with its clip. */
const strap: Views = {
  front: (p, d) =>
    `<path d="M150 250 C 40 230, 60 50, 150 50 C 240 50, 260 230, 150 250" stroke="${p.fill}" stroke-width="${d.style === 2 ? 12 : 16}" fill="none"/>` +
    (d.style === 2
      ? `<path d="M150 250 C 40 230, 60 50, 150 50 C 240 50, 260 230, 150 250" stroke="${p.light}" stroke-width="12" stroke-dasharray="4 4" fill="none" opacity="0.5"/>`
      : '') +
    rect(130, 236, 40, 30, 8, 'fill="#b8bec7" stroke="#6b7480" stroke-width="2"'),
  other: (p) =>
    rect(95, 60, 110, 180, 24, 'fill="#9aa3ad"') +
    `<path d="M150 240 q 0 30 -40 40" stroke="${p.fill}" stroke-width="14" fill="none"/>` +
    rect(136, 226, 28, 20, 5, 'fill="#6b7480"'),
};

/** Memory cards: a microSD card beside its SD adapter. */
const memory: Views = {
  scale: 1.15,
  front: (p: Paint) =>
    `<path d="M80 90 L140 90 L140 120 L148 128 L148 210 L80 210 Z" fill="${p.fill}" stroke="${p.dark}" stroke-width="3"/>` +
    rect(90, 170, 48, 20, 3, `fill="${p.light}" opacity="0.5"`) +
    `<path d="M170 70 L240 70 L250 80 L250 230 L170 230 Z" fill="#2b2f36" stroke="#10131a" stroke-width="3"/>` +
    rect(188, 180, 44, 36, 4, `fill="${p.fill}"`),
  other: (p: Paint) =>
    `<path d="M110 80 L180 80 L180 115 L190 125 L190 220 L110 220 Z" fill="${p.dark}"/>` +
    [0, 1, 2, 3, 4, 5, 6, 7].map((i) => rect(116 + i * 8, 90, 5, 22, 1, 'fill="#d9b44a"')).join(''),
};

/** Gift cards: a card with a ribbon and bow. */
const giftCard: Views = {
  front: (p) =>
    rect(55, 85, 190, 125, 14, `fill="${p.fill}" stroke="${p.dark}" stroke-width="3"`) +
    rect(150, 85, 16, 125, 0, 'fill="#f2c94c"') +
    `<path d="M158 100 C 120 60, 110 110, 158 100 C 200 60, 210 110, 158 100" fill="#f2c94c" stroke="#c9a227" stroke-width="2"/>` +
    rect(75, 180, 60, 8, 4, 'fill="#ffffff" opacity="0.6"'),
  other: (p) =>
    rect(55, 85, 190, 125, 14, `fill="${p.dark}"`) + rect(55, 110, 190, 26, 0, 'fill="#10131a"'),
};

/** The drawings of spare parts and everyday accessories, by family key. */
export const PARTS_DRAWINGS: Readonly<Record<string, Views>> = {
  screen: screenViews(false),
  'used-screen': screenViews(true),
  battery,
  'charging-port': port,
  'camera-module': cameraModule,
  'tool-kit': tools,
  'car-holder': carHolder,
  grip,
  strap,
  'memory-card': memory,
  'gift-card': giftCard,
};
