import { circle, rect, type Paint, type Views } from './paint';

/** A USB-C port: a small rounded slot. */
const usbCPort = (x: number, y: number) =>
  rect(x, y, 26, 9, 4.5, 'fill="#1c1f25" stroke="#8d96a3" stroke-width="1.5"');

/** A plug at the end of a cable, pointing up from (x, y): USB-C, Lightning or USB-A. */
function plug(kind: 'c' | 'lightning' | 'a', x: number, y: number, p: Paint): string {
  const body = rect(x - 13, y, 26, 40, 7, `fill="${p.fill}" stroke="${p.dark}" stroke-width="2"`);
  switch (kind) {
    case 'a':
      return (
        body +
        rect(x - 12, y - 26, 24, 28, 2, 'fill="#c9ced6" stroke="#8d96a3" stroke-width="2"') +
        rect(x - 7, y - 20, 14, 6, 1, 'fill="#6b7480"')
      );
    case 'lightning':
      return (
        body + rect(x - 5, y - 22, 10, 24, 3, 'fill="#d9dde3" stroke="#a7afba" stroke-width="1.5"')
      );
    default:
      return (
        body + rect(x - 9, y - 20, 18, 22, 5, 'fill="#c9ced6" stroke="#8d96a3" stroke-width="2"')
      );
  }
}

/** A coiled cable between two plugs; braided ones show their weave. */
function cable(
  p: Paint,
  ends: readonly ['c' | 'lightning' | 'a', 'c' | 'lightning' | 'a'],
  braided: boolean,
): string {
  const path = 'M95 235 C 40 200, 60 120, 130 130 S 240 190, 220 120 S 170 40, 205 60';
  return (
    `<path d="${path}" stroke="${p.dark}" stroke-width="13" fill="none" stroke-linecap="round"/>` +
    `<path d="${path}" stroke="${p.fill}" stroke-width="9" fill="none" stroke-linecap="round"/>` +
    (braided
      ? `<path d="${path}" stroke="${p.pale ? p.dark : p.light}" stroke-width="9" fill="none" stroke-dasharray="3 4" opacity="0.6"/>`
      : '') +
    `<g transform="rotate(180 95 255)">${plug(ends[0], 95, 235, p)}</g>` +
    `<g transform="rotate(25 205 60)">${plug(ends[1], 205, 48, p)}</g>`
  );
}

/** A cable's ends by family and type. */
function cableEnds(
  family: string,
  style: number,
): ['c' | 'lightning' | 'a', 'c' | 'lightning' | 'a'] {
  if (family === 'lightning-cable') return ['lightning', style === 0 ? 'a' : 'c'];
  return ['c', style === 2 ? 'a' : 'c'];
}

/** A cable coiled and laid out straight with both plugs side by side. */
function cableViews(family: string): Views {
  return {
    front: (p, d) =>
      cable(
        p,
        cableEnds(family, d.style),
        family === 'usb-c-cable' ? d.style === 1 : d.style === 2,
      ),
    other: (p, d) => {
      const [a, b] = cableEnds(family, d.style);
      return (
        `<path d="M110 150 L110 230 C 110 270, 190 270, 190 230 L190 150" stroke="${p.dark}" stroke-width="14" fill="none"/>` +
        `<path d="M110 150 L110 230 C 110 270, 190 270, 190 230 L190 150" stroke="${p.fill}" stroke-width="10" fill="none"/>` +
        plug(a, 110, 110, p) +
        plug(b, 190, 110, p)
      );
    },
  };
}

/** Wall chargers: a cube with its ports; its side with the two round pins. */
const wallCharger: Views = {
  scale: 1.45,
  front: (p, d) => {
    const size = d.style >= 3 ? 120 : 104;
    const x = 150 - size / 2;
    const ports = d.style === 6 ? 3 : d.style === 2 || d.style === 5 ? 2 : 1;
    return (
      rect(x, 90, size, size + 10, 22, `fill="${p.fill}" stroke="${p.dark}" stroke-width="3"`) +
      rect(x + 8, 96, size - 16, 18, 9, `fill="${p.light}" opacity="0.35"`) +
      Array.from({ length: ports }, (_, i) => usbCPort(137, 130 + i * 22)).join('') +
      circle(150, 200 + (size - 104) / 2, 3, `fill="${p.pale ? '#3d8b5a' : '#7ee2a8'}"`)
    );
  },
  other: (p) =>
    rect(95, 110, 110, 110, 22, `fill="${p.fill}" stroke="${p.dark}" stroke-width="3"`) +
    rect(120, 60, 12, 56, 6, 'fill="#b8bec7" stroke="#8d96a3" stroke-width="2"') +
    rect(168, 60, 12, 56, 6, 'fill="#b8bec7" stroke="#8d96a3" stroke-width="2"') +
    circle(150, 165, 26, `fill="${p.dark}" opacity="0.25"`),
};

/** Car chargers: a plug for the 12 V socket with its ports on top. */
const carCharger: Views = {
  scale: 1.25,
  front: (p, d) =>
    rect(118, 70, 64, 60, 14, `fill="${p.fill}" stroke="${p.dark}" stroke-width="3"`) +
    usbCPort(137, 84) +
    (d.style === 0 ? rect(134, 102, 32, 12, 2, 'fill="#1c1f25"') : usbCPort(137, 104)) +
    rect(126, 130, 48, 90, 10, `fill="${p.dark}"`) +
    rect(140, 220, 20, 26, 6, 'fill="#b8bec7"') +
    (d.style === 2
      ? `<path d="M182 110 q 30 10 20 40 q -10 30 20 40 q 30 10 10 50" stroke="${p.fill}" stroke-width="8" fill="none"/>`
      : ''),
  other: (p) =>
    rect(110, 110, 80, 80, 40, `fill="${p.fill}" stroke="${p.dark}" stroke-width="3"`) +
    usbCPort(137, 135) +
    usbCPort(137, 155),
};

/** Wireless chargers: a pad, a 3-in-1 stand, a stand or a MagSafe puck. */
const wireless: Views = {
  front: (p, d) => {
    if (d.style === 1)
      return (
        rect(70, 220, 160, 24, 12, `fill="${p.fill}" stroke="${p.dark}" stroke-width="3"`) +
        rect(100, 70, 70, 150, 16, `fill="${p.fill}" stroke="${p.dark}" stroke-width="3"`) +
        rect(182, 150, 40, 70, 12, `fill="${p.fill}" stroke="${p.dark}" stroke-width="3"`) +
        circle(112, 232, 4, `fill="${p.dark}"`) +
        circle(135, 145, 22, `fill="none" stroke="${p.dark}" stroke-width="3"`)
      );
    if (d.style === 2)
      return (
        `<path d="M110 240 L130 70 L200 70 L190 240 Z" fill="${p.fill}" stroke="${p.dark}" stroke-width="3"/>` +
        circle(162, 130, 24, `fill="none" stroke="${p.light}" stroke-width="4"`)
      );
    const r = d.style === 3 ? 58 : 82;
    return (
      `<ellipse cx="150" cy="${160 + r / 6}" rx="${r + 4}" ry="${r / 4}" fill="${p.dark}"/>` +
      circle(150, 150, r, `fill="${p.fill}" stroke="${p.dark}" stroke-width="3"`) +
      circle(
        150,
        150,
        r * 0.55,
        `fill="none" stroke="${p.pale ? p.dark : p.light}" stroke-width="3" opacity="0.6"`,
      )
    );
  },
  other: (p) =>
    `<ellipse cx="150" cy="175" rx="95" ry="32" fill="${p.dark}"/>` +
    `<ellipse cx="150" cy="165" rx="95" ry="32" fill="${p.fill}"/>` +
    rect(140, 190, 20, 60, 6, 'fill="#3d4450"'),
};

/** Power banks: a battery pack with charge lights (a display, a MagSafe ring). */
const powerBank: Views = {
  scale: 1.15,
  front: (p, d) => {
    const w = d.style === 3 ? 140 : d.style === 2 ? 110 : 100;
    const h = d.style === 2 ? 140 : d.style === 3 ? 210 : 180;
    const x = 150 - w / 2;
    const y = 150 - h / 2;
    return (
      rect(x, y, w, h, 20, `fill="${p.fill}" stroke="${p.dark}" stroke-width="3"`) +
      (d.style === 2
        ? circle(150, 150, 38, `fill="none" stroke="${p.light}" stroke-width="5"`)
        : '') +
      (d.style === 1
        ? rect(x + 20, y + 30, w - 40, 34, 6, 'fill="#10131a"') +
          rect(x + 28, y + 40, 30, 14, 2, 'fill="#7ee2a8"')
        : '') +
      [0, 1, 2, 3]
        .map((i) =>
          circle(x + w / 2 - 21 + i * 14, y + h - 24, 4, `fill="${i < 3 ? '#7ee2a8' : p.dark}"`),
        )
        .join('')
    );
  },
  other: (p) =>
    rect(120, 60, 60, 190, 16, `fill="${p.fill}" stroke="${p.dark}" stroke-width="3"`) +
    usbCPort(137, 70) +
    usbCPort(137, 90),
};

/** Adapters: two plugs on a short cable, or a small box for HDMI. */
const adapter: Views = {
  scale: 1.3,
  front: (p, d) =>
    `<path d="M110 200 C 110 130, 190 170, 190 100" stroke="${p.fill}" stroke-width="9" fill="none"/>` +
    plug(d.style === 2 ? 'a' : d.style === 3 ? 'lightning' : 'c', 110, 200, p) +
    (d.style === 1
      ? rect(160, 60, 60, 44, 8, `fill="${p.fill}" stroke="${p.dark}" stroke-width="3"`) +
        rect(172, 74, 36, 14, 3, 'fill="#1c1f25"')
      : rect(172, 60, 36, 50, 10, `fill="${p.fill}" stroke="${p.dark}" stroke-width="3"`) +
        circle(190, 76, 7, 'fill="#1c1f25"')),
  other: (p) =>
    rect(110, 110, 80, 80, 12, `fill="${p.fill}" stroke="${p.dark}" stroke-width="3"`) +
    circle(150, 150, 10, 'fill="#1c1f25"'),
};

/** Earbuds: two buds by their charging case; the case open. */
const earbuds: Views = {
  front: (p, d) => {
    const bud = (x: number, flip: number) =>
      `<g transform="translate(${x} 100) scale(${flip} 1)">` +
      `<ellipse cx="0" cy="0" rx="26" ry="24" fill="${p.fill}" stroke="${p.dark}" stroke-width="3"/>` +
      (d.style === 3
        ? ''
        : rect(-7, 14, 14, 46, 7, `fill="${p.fill}" stroke="${p.dark}" stroke-width="3"`)) +
      (d.style === 2
        ? `<path d="M-24 -6 C -40 -50, 30 -60, 26 -16" stroke="${p.dark}" stroke-width="5" fill="none"/>`
        : '') +
      circle(8, -4, 8, `fill="${p.dark}" opacity="0.5"`) +
      '</g>';
    return (
      bud(110, 1) +
      bud(190, -1) +
      rect(95, 180, 110, 70, 30, `fill="${p.fill}" stroke="${p.dark}" stroke-width="3"`) +
      `<path d="M97 205 H203" stroke="${p.dark}" stroke-width="2"/>` +
      circle(150, 228, 3, 'fill="#7ee2a8"')
    );
  },
  other: (p) =>
    rect(90, 140, 120, 90, 34, `fill="${p.fill}" stroke="${p.dark}" stroke-width="3"`) +
    `<path d="M92 160 C 92 80, 208 80, 208 160" fill="${p.light}" stroke="${p.dark}" stroke-width="3"/>` +
    circle(125, 170, 16, `fill="${p.dark}"`) +
    circle(175, 170, 16, `fill="${p.dark}"`),
};

/** Speakers: a cylinder with its grille (a round mini). */
const speaker: Views = {
  front: (p, d) => {
    if (d.style === 2)
      return (
        circle(150, 150, 80, `fill="${p.fill}" stroke="${p.dark}" stroke-width="3"`) +
        Array.from({ length: 36 }, (_, i) =>
          circle(
            150 + 52 * Math.cos(i / 5.7) * ((i % 3) / 2.5 + 0.2),
            150 + 52 * Math.sin(i / 5.7) * ((i % 3) / 2.5 + 0.2),
            3,
            `fill="${p.dark}"`,
          ),
        ).join('') +
        rect(140, 60, 20, 8, 4, `fill="${p.dark}"`)
      );
    const h = d.style === 1 ? 200 : 170;
    return (
      rect(95, 150 - h / 2, 110, h, 50, `fill="${p.fill}" stroke="${p.dark}" stroke-width="3"`) +
      Array.from({ length: 8 }, (_, row) =>
        Array.from({ length: 6 }, (_, col) =>
          circle(
            113 + col * 15,
            150 - h / 2 + 30 + row * ((h - 60) / 7),
            3,
            `fill="${p.dark}" opacity="0.8"`,
          ),
        ).join(''),
      ).join('') +
      rect(95, 150 + h / 2 - 18, 110, 10, 5, `fill="${p.dark}"`)
    );
  },
  other: (p) =>
    rect(95, 75, 110, 150, 50, `fill="${p.fill}" stroke="${p.dark}" stroke-width="3"`) +
    [0, 1, 2]
      .map((i) =>
        circle(
          150,
          110 + i * 30,
          9,
          `fill="none" stroke="${p.pale ? p.dark : p.light}" stroke-width="3"`,
        ),
      )
      .join(''),
};

/** The drawings of chargers, cables and audio, by family key. */
export const POWER_DRAWINGS: Readonly<Record<string, Views>> = {
  'wall-charger': wallCharger,
  'car-charger': carCharger,
  'wireless-charger': wireless,
  'power-bank': powerBank,
  'usb-c-cable': cableViews('usb-c-cable'),
  'lightning-cable': cableViews('lightning-cable'),
  adapter,
  earbuds,
  speaker,
};
