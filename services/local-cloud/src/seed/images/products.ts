// Owns the product illustrations of the shop (800×800): chemicals, accessories, furniture, spas, pools and sanitary items.
import { aboveGroundPool, inGroundPool, semiInGroundPool, spaModel, type ModelPlan, type PoolPlan, type SpaPlan } from './models';
import {
  BRAND,
  FONT,
  cylinderGradient,
  escapeXml,
  groundShadow,
  isLight,
  productStage,
  random,
  shade,
  svgDocument,
  vGradient,
} from './svg';

export type ProductDrawing =
  | 'bottle'
  | 'jug'
  | 'pail'
  | 'pouch'
  | 'tablets'
  | 'testKit'
  | 'robot'
  | 'net'
  | 'brush'
  | 'pump'
  | 'filter'
  | 'heatPump'
  | 'ladder'
  | 'coverRoll'
  | 'float'
  | 'thermometer'
  | 'solarHeater'
  | 'sofaSet'
  | 'diningSet'
  | 'table'
  | 'chair'
  | 'swing'
  | 'firePit'
  | 'sideTable'
  | 'twistChair'
  | 'parasol'
  | 'parasolBase'
  | 'shadeSail'
  | 'cushion'
  | 'spa'
  | 'swimSpa'
  | 'spaCover'
  | 'spaSteps'
  | 'poolAbove'
  | 'poolInground'
  | 'poolSemi'
  | 'sanitizer'
  | 'wipes'
  | 'spray'
  | 'masks';

export interface ProductArt {
  drawing: ProductDrawing;
  /** Main colour of the item. */
  color: string;
  /** Secondary colour (labels, cushions, water). */
  accent: string;
  /** Short word printed on labels (chemicals, sanitary products). */
  label?: string;
  /** The format printed on a pail's label (a chemical's variant, e.g. 4 kg); 10 kg when left out. */
  format?: string;
  /** The two lines printed at the foot of a pouch; a box of six shock pouches when left out. */
  pouchFoot?: [kind: string, format: string];
  /** Variation of the backdrop and details. */
  seed: number;
  /** Second view of the same product: mirrored with another backdrop. */
  alternate?: boolean;
  /** A pool or spa model's own data, so that its drawing follows it (spa, swimSpa and pool drawings). */
  model?: ModelPlan;
}

export type Part = { defs: string; body: string };

const FLOOR = 690;

function labelText(x: number, y: number, text: string, size: number, color = '#ffffff', weight = 700): string {
  return `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" font-weight="${weight}" fill="${color}" text-anchor="middle">${escapeXml(text)}</text>`;
}

function fitLabel(text: string, width: number, max: number): number {
  return Math.min(max, Math.floor((width / Math.max(text.length, 1)) * 1.6));
}

function bottle(a: ProductArt): Part {
  const label = a.label ?? '';
  return {
    defs: cylinderGradient('body', a.color) + cylinderGradient('cap', BRAND.navy),
    body: `${groundShadow(400, FLOOR, 150)}
<path d="M300 300 Q300 250 350 235 L350 190 L450 190 L450 235 Q500 250 500 300 L500 660 Q500 690 470 690 L330 690 Q300 690 300 660 Z" fill="url(#body)"/>
<rect x="340" y="140" width="120" height="60" rx="10" fill="url(#cap)"/>
<rect x="340" y="190" width="120" height="10" fill="${shade(BRAND.navy, 0.2)}"/>
<rect x="300" y="380" width="200" height="190" fill="#ffffff" opacity="0.95"/>
<rect x="300" y="380" width="200" height="46" fill="${a.accent}"/>
${labelText(400, 413, 'AQUA', 26)}
${labelText(400, 490, label, fitLabel(label, 190, 38), BRAND.navy)}
<path d="M320 530 Q360 510 400 530 T480 530" stroke="${BRAND.cyan}" stroke-width="8" fill="none"/>
<rect x="318" y="290" width="18" height="360" rx="9" fill="#ffffff" opacity="0.35"/>`,
  };
}

function jug(a: ProductArt): Part {
  const label = a.label ?? '';
  return {
    defs: vGradient('jug', [shade(a.color, 0.25), a.color, shade(a.color, -0.25)]),
    body: `${groundShadow(400, FLOOR, 190)}
<path d="M262 330 L262 262 Q262 232 300 232 L370 232" fill="none" stroke="${shade(a.color, -0.3)}" stroke-width="24" stroke-linecap="round"/>
<path d="M250 330 Q250 270 310 262 L420 262 L420 220 L500 220 L500 262 Q560 270 560 330 L560 650 Q560 690 520 690 L290 690 Q250 690 250 650 Z" fill="url(#jug)"/>
<rect x="410" y="180" width="100" height="50" rx="8" fill="${BRAND.yellow}"/>
<rect x="275" y="400" width="260" height="200" rx="14" fill="#ffffff"/>
<rect x="275" y="400" width="260" height="52" rx="14" fill="${BRAND.navy}"/>
${labelText(405, 437, 'AQUA PRO', 28)}
${labelText(405, 525, label, fitLabel(label, 240, 44), isLight(a.color) ? BRAND.navy : shade(a.color, -0.35))}
${labelText(405, 575, '4 L', 30, BRAND.navy)}
<rect x="540" y="330" width="10" height="300" rx="5" fill="#ffffff" opacity="0.3"/>`,
  };
}

function pail(a: ProductArt): Part {
  const label = a.label ?? '';
  return {
    defs: cylinderGradient('pail', a.color) + cylinderGradient('lid', shade(a.color, -0.2)),
    body: `${groundShadow(400, FLOOR, 200)}
<path d="M230 300 L570 300 L540 680 Q540 692 520 692 L280 692 Q260 692 260 680 Z" fill="url(#pail)"/>
<rect x="215" y="270" width="370" height="46" rx="12" fill="url(#lid)"/>
<path d="M240 300 Q400 120 560 300" fill="none" stroke="${shade(BRAND.navy, 0.25)}" stroke-width="10"/>
<rect x="265" y="400" width="270" height="190" rx="10" fill="#ffffff"/>
<rect x="265" y="400" width="270" height="50" rx="10" fill="${a.accent}"/>
${labelText(400, 436, 'AQUA PRO', 28)}
${labelText(400, 520, label, fitLabel(label, 250, 46), BRAND.navy)}
${labelText(400, 568, a.format ?? '10 kg', 28, shade(a.accent, -0.2))}
<path d="M250 340 L560 340" stroke="#000" opacity="0.08" stroke-width="6"/>`,
  };
}

function pouch(a: ProductArt): Part {
  const label = a.label ?? '';
  const [kind, format] = a.pouchFoot ?? ['CHOC', '400 g × 6'];
  // White reads on the usual dark pouches; a light one (a bag of salt) takes navy.
  const footColor = isLight(a.color) ? BRAND.navy : '#ffffff';
  return {
    defs: vGradient('pouch', [shade(a.color, 0.2), a.color, shade(a.color, -0.3)]),
    body: `${groundShadow(400, FLOOR, 170)}
<path d="M260 220 L540 220 L560 660 Q560 690 530 690 L270 690 Q240 690 240 660 Z" fill="url(#pouch)"/>
<path d="M260 220 L540 220 L545 250 L255 250 Z" fill="${shade(a.color, -0.35)}"/>
${Array.from({ length: 14 }, (_, i) => `<path d="M${265 + i * 20} 220 l10 -14 l10 14" fill="${shade(a.color, -0.35)}"/>`).join('')}
<circle cx="400" cy="430" r="110" fill="#ffffff"/>
<circle cx="400" cy="430" r="96" fill="${a.accent}"/>
${labelText(400, 445, label, fitLabel(label, 170, 40))}
${labelText(400, 610, kind, 44, footColor)}
${labelText(400, 650, format, 24, footColor, 400)}`,
  };
}

function tablets(a: ProductArt): Part {
  const rand = random(a.seed);
  const pucks = Array.from({ length: 7 }, (_, i) => {
    const x = 250 + (i % 4) * 95 + (i > 3 ? 45 : 0) + rand() * 10;
    const y = i > 3 ? 600 : 650;
    return `<ellipse cx="${x}" cy="${y + 14}" rx="44" ry="16" fill="${shade('#ffffff', -0.18)}"/><rect x="${x - 44}" y="${y - 10}" width="88" height="24" fill="#f3f6f8"/><ellipse cx="${x}" cy="${y - 10}" rx="44" ry="16" fill="#ffffff" stroke="#dfe7ec"/>`;
  }).join('');
  const base = pail({ ...a, label: a.label ?? 'TABLETTES' });
  return {
    defs: base.defs,
    body: base.body + pucks,
  };
}

function testKit(a: ProductArt): Part {
  const vial = (x: number, color: string): string =>
    `<rect x="${x}" y="330" width="46" height="190" rx="20" fill="#ffffff" opacity="0.85" stroke="#c9d8e0" stroke-width="3"/><rect x="${x + 4}" y="420" width="38" height="96" rx="18" fill="${color}" opacity="0.85"/><rect x="${x - 2}" y="310" width="50" height="30" rx="6" fill="${BRAND.navy}"/>`;
  return {
    defs: vGradient('case', [shade(a.color, 0.15), shade(a.color, -0.2)]),
    body: `${groundShadow(400, FLOOR, 250)}
<rect x="170" y="470" width="460" height="220" rx="24" fill="url(#case)"/>
<rect x="170" y="470" width="460" height="40" rx="20" fill="${shade(a.color, -0.3)}"/>
${vial(250, '#f2d94e')}${vial(330, '#e5533d')}${vial(410, '#7a5bd6')}${vial(490, '#3fb1e3')}
${labelText(400, 600, 'TROUSSE D\u2019ANALYSE', 30)}
${labelText(400, 645, 'pH · chlore · alcalinité', 22, '#ffffff', 400)}`,
  };
}

function robot(a: ProductArt): Part {
  return {
    defs: vGradient('shell', [shade(a.color, 0.3), a.color, shade(a.color, -0.35)]),
    body: `${groundShadow(400, FLOOR, 260, 26)}
<path d="M170 640 L170 450 Q170 360 260 350 L540 350 Q630 360 630 450 L630 640 Z" fill="url(#shell)"/>
<rect x="150" y="600" width="500" height="80" rx="40" fill="${BRAND.navy}"/>
${Array.from({ length: 9 }, (_, i) => `<rect x="${180 + i * 50}" y="610" width="26" height="60" rx="6" fill="${shade(BRAND.navy, 0.25)}"/>`).join('')}
<circle cx="200" cy="640" r="32" fill="${shade(BRAND.navy, 0.15)}"/><circle cx="600" cy="640" r="32" fill="${shade(BRAND.navy, 0.15)}"/>
<path d="M300 350 Q300 250 400 250 Q500 250 500 350" fill="none" stroke="${BRAND.navy}" stroke-width="26" stroke-linecap="round"/>
<rect x="230" y="430" width="340" height="90" rx="45" fill="#ffffff" opacity="0.25"/>
<rect x="250" y="450" width="300" height="50" rx="25" fill="${a.accent}"/>
${labelText(400, 485, 'ROBOT', 30, BRAND.navy)}
<path d="M630 560 Q720 560 720 470 Q720 380 760 360" fill="none" stroke="${BRAND.navy}" stroke-width="10"/>`,
  };
}

function net(a: ProductArt): Part {
  const mesh = Array.from(
    { length: 9 },
    (_, i) =>
      `<line x1="${250 + i * 30}" y1="200" x2="${230 + i * 30}" y2="470" stroke="${shade(a.accent, -0.2)}" stroke-width="3" opacity="0.7"/>`,
  ).join('');
  return {
    defs: '',
    body: `${groundShadow(450, FLOOR, 220)}
<line x1="430" y1="420" x2="700" y2="690" stroke="${shade('#c0c7cc', -0.2)}" stroke-width="22" stroke-linecap="round"/>
<line x1="430" y1="420" x2="700" y2="690" stroke="#e9eef1" stroke-width="8" stroke-linecap="round"/>
<path d="M220 200 Q380 160 460 250 L440 420 Q360 520 260 470 Z" fill="${shade(a.accent, 0.55)}" opacity="0.9"/>
<clipPath id="netclip"><path d="M220 200 Q380 160 460 250 L440 420 Q360 520 260 470 Z"/></clipPath>
<g clip-path="url(#netclip)">${mesh}${Array.from({ length: 9 }, (_, i) => `<line x1="200" y1="${210 + i * 32}" x2="480" y2="${200 + i * 32}" stroke="${shade(a.accent, -0.2)}" stroke-width="3" opacity="0.7"/>`).join('')}</g>
<path d="M220 200 Q380 160 460 250 L440 420" fill="none" stroke="${a.color}" stroke-width="20" stroke-linecap="round"/>`,
  };
}

function brush(a: ProductArt): Part {
  const bristles = Array.from(
    { length: 24 },
    (_, i) => `<line x1="${215 + i * 15}" y1="560" x2="${215 + i * 15}" y2="630" stroke="${shade(a.accent, -0.1)}" stroke-width="6"/>`,
  ).join('');
  return {
    defs: vGradient('head', [shade(a.color, 0.25), shade(a.color, -0.2)]),
    body: `${groundShadow(400, FLOOR, 240)}
<line x1="400" y1="500" x2="600" y2="120" stroke="#b8c2c8" stroke-width="24" stroke-linecap="round"/>
<line x1="400" y1="500" x2="600" y2="120" stroke="#eef2f4" stroke-width="8" stroke-linecap="round"/>
<path d="M200 540 Q400 480 600 540 L600 575 L200 575 Z" fill="url(#head)"/>
${bristles}
<rect x="370" y="490" width="60" height="60" rx="10" fill="${BRAND.navy}"/>`,
  };
}

function pump(a: ProductArt): Part {
  return {
    defs: cylinderGradient('motor', a.color) + vGradient('volute', [shade(a.accent, 0.2), shade(a.accent, -0.25)]),
    body: `${groundShadow(400, FLOOR, 260)}
<rect x="170" y="640" width="460" height="40" rx="10" fill="${BRAND.navy}"/>
<rect x="360" y="350" width="260" height="240" rx="30" fill="url(#motor)"/>
${Array.from({ length: 8 }, (_, i) => `<rect x="${380 + i * 28}" y="360" width="10" height="220" rx="5" fill="#000" opacity="0.12"/>`).join('')}
<circle cx="270" cy="470" r="130" fill="url(#volute)"/>
<circle cx="270" cy="470" r="70" fill="${shade(a.accent, 0.45)}" opacity="0.9"/>
<rect x="220" y="260" width="100" height="90" rx="12" fill="${shade(a.accent, -0.1)}"/>
<rect x="205" y="240" width="130" height="34" rx="10" fill="${BRAND.navy}"/>
<rect x="300" y="590" width="300" height="60" fill="${shade(BRAND.navy, 0.15)}"/>
<rect x="420" y="420" width="140" height="60" rx="8" fill="#ffffff" opacity="0.9"/>
${labelText(490, 460, 'HP', 30, BRAND.navy)}`,
  };
}

function filter(a: ProductArt): Part {
  return {
    defs: cylinderGradient('tank', a.color),
    body: `${groundShadow(400, FLOOR, 210)}
<rect x="300" y="300" width="200" height="340" rx="20" fill="url(#tank)"/>
<ellipse cx="400" cy="300" rx="100" ry="70" fill="${shade(a.color, 0.2)}"/>
<ellipse cx="400" cy="640" rx="100" ry="30" fill="${shade(a.color, -0.3)}"/>
<rect x="340" y="210" width="120" height="60" rx="14" fill="${BRAND.navy}"/>
<circle cx="400" cy="200" r="36" fill="${a.accent}"/><rect x="392" y="140" width="16" height="60" rx="8" fill="${BRAND.navy}"/>
<rect x="460" y="225" width="120" height="28" rx="12" fill="#d4dde2"/><rect x="220" y="225" width="120" height="28" rx="12" fill="#d4dde2"/>
<rect x="250" y="650" width="300" height="36" rx="8" fill="${BRAND.navy}"/>
<rect x="320" y="420" width="160" height="90" rx="10" fill="#ffffff" opacity="0.92"/>
${labelText(400, 475, 'SABLE', 30, BRAND.navy)}`,
  };
}

function heatPump(a: ProductArt): Part {
  const grille = Array.from(
    { length: 9 },
    (_, i) => `<circle cx="330" cy="460" r="${20 + i * 15}" fill="none" stroke="${shade(a.color, -0.45)}" stroke-width="4"/>`,
  ).join('');
  return {
    defs: vGradient('hp', [shade(a.color, 0.2), shade(a.color, -0.15)]),
    body: `${groundShadow(400, FLOOR, 290)}
<rect x="130" y="260" width="540" height="410" rx="24" fill="url(#hp)"/>
<rect x="130" y="260" width="540" height="36" rx="18" fill="${shade(a.color, -0.25)}"/>
<circle cx="330" cy="460" r="150" fill="${shade(a.color, -0.3)}"/>
${grille}
<path d="M330 460 L330 330 Q380 380 330 460 Q460 460 430 410 Z" fill="${shade(a.color, -0.55)}"/>
<rect x="520" y="330" width="110" height="70" rx="8" fill="${BRAND.navy}"/>
${labelText(575, 375, '28°', 30, BRAND.yellow)}
<rect x="520" y="420" width="110" height="200" rx="8" fill="${shade(a.color, -0.1)}"/>
<rect x="160" y="660" width="60" height="26" fill="${BRAND.navy}"/><rect x="580" y="660" width="60" height="26" fill="${BRAND.navy}"/>
<rect x="520" y="420" width="110" height="26" fill="${a.accent}"/>`,
  };
}

function ladder(a: ProductArt): Part {
  const steps = [0, 1, 2, 3]
    .map((i) => `<rect x="${260 + i * 8}" y="${300 + i * 95}" width="${280 - i * 16}" height="26" rx="8" fill="${a.accent}"/>`)
    .join('');
  return {
    defs: '',
    body: `${groundShadow(400, FLOOR, 240)}
<path d="M250 690 L330 200 Q400 150 470 200 L550 690" fill="none" stroke="#c5ced4" stroke-width="30" stroke-linejoin="round"/>
<path d="M250 690 L330 200 Q400 150 470 200 L550 690" fill="none" stroke="#eef3f6" stroke-width="10"/>
${steps}
<rect x="300" y="180" width="200" height="40" rx="12" fill="${a.color}"/>`,
  };
}

function coverRoll(a: ProductArt): Part {
  const stripes = Array.from(
    { length: 10 },
    (_, i) => `<path d="M${150 + i * 50} 420 l25 0 l-60 260 l-25 0 z" fill="${shade(a.color, -0.15)}" opacity="0.6"/>`,
  ).join('');
  return {
    defs: cylinderGradient('roll', a.color),
    body: `${groundShadow(400, FLOOR, 300)}
<path d="M120 680 L140 430 L660 430 L680 680 Z" fill="${shade(a.color, 0.2)}"/>
${stripes}
<rect x="120" y="330" width="560" height="130" rx="65" fill="url(#roll)"/>
<ellipse cx="680" cy="395" rx="34" ry="65" fill="${shade(a.color, -0.35)}"/>
<ellipse cx="680" cy="395" rx="12" ry="22" fill="${BRAND.navy}"/>
<rect x="170" y="350" width="460" height="16" rx="8" fill="#ffffff" opacity="0.35"/>
${a.accent ? `<rect x="180" y="330" width="36" height="130" fill="${a.accent}"/><rect x="584" y="330" width="36" height="130" fill="${a.accent}"/>` : ''}`,
  };
}

function float(a: ProductArt): Part {
  return {
    defs: `<radialGradient id="ring" cx="0.4" cy="0.3" r="0.8"><stop offset="0" stop-color="${shade(a.color, 0.5)}"/><stop offset="1" stop-color="${shade(a.color, -0.2)}"/></radialGradient>`,
    body: `<ellipse cx="400" cy="560" rx="330" ry="110" fill="${BRAND.water}" opacity="0.55"/>
<ellipse cx="400" cy="560" rx="250" ry="70" fill="${shade(BRAND.water, 0.3)}" opacity="0.5"/>
<path d="M190 470 A210 150 0 1 0 610 470 A210 150 0 1 0 190 470 Z M290 470 A110 70 0 1 1 510 470 A110 70 0 1 1 290 470 Z" fill="url(#ring)" fill-rule="evenodd"/>
${[0, 1, 2, 3].map((i) => `<path d="M${400 + 210 * Math.cos((i * Math.PI) / 2 + 0.4)} ${470 + 150 * Math.sin((i * Math.PI) / 2 + 0.4)} L${400 + 110 * Math.cos((i * Math.PI) / 2 + 0.4)} ${470 + 70 * Math.sin((i * Math.PI) / 2 + 0.4)}" stroke="${a.accent}" stroke-width="60"/>`).join('')}
<path d="M230 400 Q300 340 380 330" stroke="#ffffff" stroke-width="16" stroke-linecap="round" opacity="0.6" fill="none"/>`,
  };
}

function thermometer(a: ProductArt): Part {
  return {
    defs: '',
    body: `<ellipse cx="400" cy="600" rx="300" ry="90" fill="${BRAND.water}" opacity="0.5"/>
<rect x="340" y="170" width="120" height="420" rx="60" fill="${a.color}"/>
<rect x="375" y="220" width="50" height="300" rx="25" fill="#ffffff"/>
<rect x="388" y="330" width="24" height="200" rx="12" fill="#e5533d"/>
<circle cx="400" cy="540" r="34" fill="#e5533d"/>
${[0, 1, 2, 3, 4].map((i) => `<line x1="430" y1="${250 + i * 50}" x2="450" y2="${250 + i * 50}" stroke="${BRAND.navy}" stroke-width="4"/>`).join('')}
<circle cx="400" cy="160" r="26" fill="${a.accent}"/>`,
  };
}

function solarHeater(a: ProductArt): Part {
  const cells = Array.from(
    { length: 6 },
    (_, i) => `<rect x="${180 + i * 75}" y="300" width="60" height="330" rx="6" fill="${shade(BRAND.navy, 0.1 + (i % 2) * 0.08)}"/>`,
  ).join('');
  return {
    defs: '',
    body: `${groundShadow(400, FLOOR, 280)}
<path d="M150 660 L190 270 L640 270 L660 660 Z" fill="#2a2f36"/>
${cells}
<rect x="150" y="640" width="520" height="30" rx="8" fill="${a.color}"/>
<circle cx="650" cy="180" r="60" fill="${BRAND.yellow}"/>
${Array.from({ length: 8 }, (_, i) => `<line x1="${650 + 80 * Math.cos((i * Math.PI) / 4)}" y1="${180 + 80 * Math.sin((i * Math.PI) / 4)}" x2="${650 + 105 * Math.cos((i * Math.PI) / 4)}" y2="${180 + 105 * Math.sin((i * Math.PI) / 4)}" stroke="${BRAND.yellow}" stroke-width="10" stroke-linecap="round"/>`).join('')}`,
  };
}

function seat(x: number, y: number, width: number, frame: string, cushion: string): string {
  return `<rect x="${x}" y="${y - 110}" width="${width}" height="110" rx="20" fill="${frame}"/>
<rect x="${x + 14}" y="${y - 96}" width="${width - 28}" height="80" rx="16" fill="${cushion}"/>
<rect x="${x}" y="${y - 20}" width="${width}" height="60" rx="16" fill="${shade(frame, -0.12)}"/>
<rect x="${x + 10}" y="${y - 30}" width="${width - 20}" height="40" rx="14" fill="${shade(cushion, 0.15)}"/>
<rect x="${x + 10}" y="${y + 40}" width="16" height="40" fill="${shade(frame, -0.3)}"/><rect x="${x + width - 26}" y="${y + 40}" width="16" height="40" fill="${shade(frame, -0.3)}"/>`;
}

function sofaSet(a: ProductArt): Part {
  return {
    defs: '',
    body: `${groundShadow(400, FLOOR, 330)}
${seat(120, 560, 380, a.color, a.accent)}
${seat(530, 575, 160, a.color, a.accent)}
<rect x="230" y="600" width="260" height="22" rx="8" fill="${shade(a.color, -0.2)}"/>
<rect x="250" y="622" width="14" height="60" fill="${shade(a.color, -0.35)}"/><rect x="456" y="622" width="14" height="60" fill="${shade(a.color, -0.35)}"/>
<rect x="220" y="430" width="70" height="60" rx="14" fill="${BRAND.yellow}"/><rect x="340" y="430" width="70" height="60" rx="14" fill="${BRAND.cyan}"/>
<circle cx="360" cy="590" r="18" fill="${BRAND.grass}"/>`,
  };
}

function chairShape(x: number, y: number, scale: number, frame: string, cushion: string, facing = 1): string {
  const w = 120 * scale;
  return `<g transform="translate(${x} ${y}) scale(${facing} 1)">
<rect x="${-w / 2}" y="${-200 * scale}" width="${w * 0.22}" height="${200 * scale}" rx="6" fill="${frame}"/>
<rect x="${-w / 2}" y="${-200 * scale}" width="${w * 0.9}" height="${120 * scale}" rx="10" fill="${cushion}" opacity="0.95"/>
<rect x="${-w / 2}" y="${-80 * scale}" width="${w}" height="${22 * scale}" rx="6" fill="${cushion}"/>
<rect x="${-w / 2}" y="${-60 * scale}" width="${10 * scale}" height="${60 * scale}" fill="${frame}"/>
<rect x="${w / 2 - 10 * scale}" y="${-60 * scale}" width="${10 * scale}" height="${60 * scale}" fill="${frame}"/>
</g>`;
}

function diningSet(a: ProductArt): Part {
  return {
    defs: '',
    body: `${groundShadow(400, FLOOR, 330)}
${chairShape(220, 680, 1.2, shade(a.color, -0.2), a.accent)}
${chairShape(580, 680, 1.2, shade(a.color, -0.2), a.accent, -1)}
<rect x="170" y="470" width="460" height="30" rx="10" fill="${a.color}"/>
<rect x="200" y="500" width="20" height="185" fill="${shade(a.color, -0.3)}"/><rect x="580" y="500" width="20" height="185" fill="${shade(a.color, -0.3)}"/>
${chairShape(330, 690, 0.9, shade(a.color, -0.1), shade(a.accent, 0.2))}
${chairShape(470, 690, 0.9, shade(a.color, -0.1), shade(a.accent, 0.2), -1)}
<path d="M380 470 L390 420 L410 420 L420 470 Z" fill="#ffffff"/><circle cx="400" cy="405" r="22" fill="${BRAND.grass}"/>`,
  };
}

function table(a: ProductArt): Part {
  const round = a.seed % 2 === 0;
  return {
    defs: vGradient('top', [shade(a.color, 0.2), shade(a.color, -0.15)]),
    body: `${groundShadow(400, FLOOR, 280)}
${round ? `<ellipse cx="400" cy="420" rx="270" ry="70" fill="url(#top)"/><ellipse cx="400" cy="432" rx="270" ry="70" fill="${shade(a.color, -0.3)}" opacity="0.35"/>` : `<path d="M130 440 L200 380 L600 380 L670 440 Z" fill="url(#top)"/><rect x="130" y="440" width="540" height="22" fill="${shade(a.color, -0.3)}"/>`}
<rect x="220" y="455" width="22" height="230" fill="${shade(a.color, -0.35)}"/><rect x="558" y="455" width="22" height="230" fill="${shade(a.color, -0.35)}"/>
<rect x="300" y="450" width="16" height="200" fill="${shade(a.color, -0.45)}"/><rect x="484" y="450" width="16" height="200" fill="${shade(a.color, -0.45)}"/>
<rect x="340" y="360" width="40" height="40" rx="8" fill="${a.accent}"/>`,
  };
}

function chair(a: ProductArt): Part {
  return {
    defs: '',
    body: `${groundShadow(400, FLOOR, 200)}
<path d="M260 300 Q400 250 540 300 L540 520 L260 520 Z" fill="${a.color}"/>
<path d="M280 320 Q400 280 520 320 L520 500 L280 500 Z" fill="${a.accent}"/>
<rect x="230" y="500" width="340" height="70" rx="22" fill="${shade(a.color, -0.1)}"/>
<rect x="245" y="488" width="310" height="50" rx="18" fill="${shade(a.accent, 0.15)}"/>
<rect x="220" y="420" width="40" height="150" rx="12" fill="${shade(a.color, -0.15)}"/><rect x="540" y="420" width="40" height="150" rx="12" fill="${shade(a.color, -0.15)}"/>
<rect x="250" y="570" width="24" height="115" fill="${shade(a.color, -0.35)}"/><rect x="526" y="570" width="24" height="115" fill="${shade(a.color, -0.35)}"/>`,
  };
}

function swing(a: ProductArt): Part {
  return {
    defs: '',
    body: `${groundShadow(400, FLOOR, 320)}
<path d="M110 690 L230 170 L350 690" fill="none" stroke="${shade(a.color, -0.2)}" stroke-width="30" stroke-linejoin="round"/>
<path d="M450 690 L570 170 L690 690" fill="none" stroke="${shade(a.color, -0.2)}" stroke-width="30" stroke-linejoin="round"/>
<rect x="200" y="150" width="400" height="40" rx="14" fill="${a.color}"/>
<line x1="280" y1="190" x2="280" y2="430" stroke="#6b7780" stroke-width="8"/><line x1="520" y1="190" x2="520" y2="430" stroke="#6b7780" stroke-width="8"/>
<rect x="250" y="330" width="300" height="110" rx="16" fill="${shade(a.color, 0.1)}"/>
<rect x="262" y="342" width="276" height="80" rx="14" fill="${a.accent}"/>
<rect x="240" y="430" width="320" height="50" rx="16" fill="${shade(a.color, -0.05)}"/>
<rect x="252" y="420" width="296" height="34" rx="12" fill="${shade(a.accent, 0.2)}"/>
<path d="M190 150 Q400 60 610 150 Z" fill="${BRAND.yellow}" opacity="0.9"/>`,
  };
}

function firePit(a: ProductArt): Part {
  return {
    defs:
      `<radialGradient id="flame" cx="0.5" cy="0.8" r="0.8"><stop offset="0" stop-color="#fff3b0"/><stop offset="0.45" stop-color="${BRAND.yellow}"/><stop offset="1" stop-color="#e8590c"/></radialGradient>` +
      vGradient('bowl', [shade(a.color, 0.15), shade(a.color, -0.35)]),
    body: `${groundShadow(400, FLOOR, 290)}
<path d="M400 470 Q330 400 360 330 Q370 380 395 380 Q370 300 420 220 Q430 310 470 330 Q480 290 470 260 Q560 350 470 470 Z" fill="url(#flame)"/>
<path d="M400 470 Q370 430 385 390 Q400 420 420 400 Q440 440 420 470 Z" fill="#fff3b0"/>
<ellipse cx="400" cy="480" rx="260" ry="56" fill="${shade(a.color, -0.45)}"/>
<path d="M140 480 Q150 620 400 630 Q650 620 660 480 Z" fill="url(#bowl)"/>
<rect x="300" y="620" width="200" height="60" rx="10" fill="${shade(a.color, -0.3)}"/>
<ellipse cx="400" cy="478" rx="250" ry="46" fill="none" stroke="${a.accent}" stroke-width="8"/>`,
  };
}

function sideTable(a: ProductArt): Part {
  return {
    defs: '',
    body: `${groundShadow(400, FLOOR, 170)}
<ellipse cx="400" cy="400" rx="160" ry="44" fill="${a.color}"/>
<ellipse cx="400" cy="410" rx="160" ry="44" fill="${shade(a.color, -0.3)}" opacity="0.4"/>
<path d="M330 430 Q400 560 330 685 M470 430 Q400 560 470 685" stroke="${shade(a.color, -0.3)}" stroke-width="18" fill="none"/>
<rect x="370" y="330" width="40" height="60" rx="6" fill="#ffffff"/><rect x="370" y="330" width="40" height="16" rx="6" fill="${a.accent}"/>`,
  };
}

function twistChair(a: ProductArt): Part {
  const weave = Array.from(
    { length: 12 },
    (_, i) =>
      `<path d="M${250 + i * 26} 280 Q${270 + i * 26} 420 ${250 + i * 26} 560" stroke="${shade(a.color, -0.25 + (i % 2) * 0.2)}" stroke-width="14" fill="none" stroke-linecap="round"/>`,
  ).join('');
  return {
    defs: '',
    body: `${groundShadow(400, FLOOR, 230)}
<path d="M240 270 Q400 200 560 270 L580 560 L220 560 Z" fill="${shade(a.color, 0.3)}"/>
${weave}
<rect x="210" y="540" width="380" height="60" rx="26" fill="${a.accent}"/>
<path d="M240 600 L210 690 M560 600 L590 690 M320 600 L300 690 M480 600 L500 690" stroke="${BRAND.navy}" stroke-width="16" stroke-linecap="round"/>
<rect x="290" y="440" width="220" height="80" rx="30" fill="${shade(a.accent, 0.25)}"/>`,
  };
}

function parasol(a: ProductArt): Part {
  const panels = Array.from({ length: 6 }, (_, i) => {
    const x0 = 120 + i * 93;
    return `<path d="M400 170 L${x0} 400 Q${x0 + 46} 430 ${x0 + 93} 400 Z" fill="${i % 2 === 0 ? a.color : shade(a.color, -0.15)}"/>`;
  }).join('');
  return {
    defs: '',
    body: `${groundShadow(400, FLOOR, 180)}
${panels}
<path d="M120 400 Q166 430 213 400 Q260 430 306 400 Q353 430 400 400 Q446 430 493 400 Q540 430 586 400 Q633 430 680 400" fill="none" stroke="${a.accent}" stroke-width="10"/>
<rect x="392" y="150" width="16" height="540" fill="${shade('#8d6e52', -0.1)}"/>
<circle cx="400" cy="160" r="16" fill="${BRAND.navy}"/>
<rect x="330" y="660" width="140" height="34" rx="10" fill="${BRAND.navy}"/>`,
  };
}

function parasolBase(a: ProductArt): Part {
  return {
    defs: vGradient('base', [shade(a.color, 0.2), shade(a.color, -0.3)]),
    body: `${groundShadow(400, FLOOR, 240)}
<ellipse cx="400" cy="560" rx="230" ry="70" fill="${shade(a.color, 0.15)}"/>
<path d="M170 560 L170 620 Q400 720 630 620 L630 560 Q400 650 170 560 Z" fill="url(#base)"/>
<rect x="380" y="300" width="40" height="270" rx="8" fill="#b7c1c7"/>
<rect x="360" y="290" width="80" height="30" rx="8" fill="${a.accent}"/>`,
  };
}

function shadeSail(a: ProductArt): Part {
  return {
    defs: vGradient('sail', [shade(a.color, 0.25), shade(a.color, -0.15)]),
    body: `${groundShadow(400, FLOOR, 330)}
<line x1="130" y1="690" x2="130" y2="200" stroke="#6b7780" stroke-width="16"/><line x1="680" y1="690" x2="680" y2="260" stroke="#6b7780" stroke-width="16"/>
<path d="M130 210 Q420 300 680 270 Q560 420 470 560 Q300 380 130 210 Z" fill="url(#sail)"/>
<path d="M130 210 Q420 300 680 270" fill="none" stroke="${a.accent}" stroke-width="8"/>
<ellipse cx="430" cy="690" rx="220" ry="22" fill="${BRAND.navy}" opacity="0.12"/>`,
  };
}

function cushion(a: ProductArt): Part {
  return {
    defs: vGradient('cushion', [shade(a.color, 0.25), shade(a.color, -0.15)]),
    body: `${groundShadow(400, FLOOR, 250)}
<path d="M180 300 Q400 250 620 300 Q660 480 620 660 Q400 700 180 660 Q140 480 180 300 Z" fill="url(#cushion)"/>
<path d="M230 340 Q400 310 570 340" stroke="${a.accent}" stroke-width="26" fill="none" stroke-linecap="round"/>
<path d="M230 620 Q400 650 570 620" stroke="${a.accent}" stroke-width="26" fill="none" stroke-linecap="round"/>
<circle cx="400" cy="480" r="14" fill="${shade(a.color, -0.3)}"/>`,
  };
}

/** Drawings of a spa or pool without a model of their own (banners): a typical model of the kind. */
const TYPICAL_SPA: SpaPlan = { kind: 'spa', length: 213, width: 213, seats: 5, lounges: 0, jets: 30, zones: 1 };
const TYPICAL_SWIM_SPA: SpaPlan = { kind: 'spa', length: 488, width: 234, seats: 5, lounges: 0, jets: 42, zones: 1 };

function spaPlan(a: ProductArt, typical: SpaPlan): SpaPlan {
  return a.model?.kind === 'spa' ? a.model : typical;
}

function poolPlan(a: ProductArt): PoolPlan {
  return a.model?.kind === 'pool' ? a.model : { kind: 'pool', shape: 'round', length: 24, width: 24, liner: BRAND.water, wall: a.color };
}

const spa = (a: ProductArt): Part => spaModel(spaPlan(a, TYPICAL_SPA), a.color, a.seed);
const swimSpa = (a: ProductArt): Part => spaModel(spaPlan(a, TYPICAL_SWIM_SPA), a.color, a.seed);

function spaCover(a: ProductArt): Part {
  return {
    defs: vGradient('cover', [shade(a.color, 0.25), shade(a.color, -0.25)]),
    body: `${groundShadow(400, FLOOR, 320)}
<path d="M110 560 L160 380 L640 380 L690 560 Z" fill="url(#cover)"/>
<path d="M110 560 L690 560 L690 610 Q400 640 110 610 Z" fill="${shade(a.color, -0.35)}"/>
<line x1="400" y1="380" x2="400" y2="620" stroke="${shade(a.color, -0.45)}" stroke-width="8"/>
${[230, 330, 470, 570].map((x) => `<rect x="${x - 20}" y="575" width="40" height="18" rx="6" fill="${a.accent}"/>`).join('')}`,
  };
}

function spaSteps(a: ProductArt): Part {
  return {
    defs: '',
    body: `${groundShadow(400, FLOOR, 260)}
<path d="M160 690 L160 520 L400 520 L400 690 Z" fill="${shade(a.color, -0.2)}"/>
<path d="M400 690 L400 380 L640 380 L640 690 Z" fill="${shade(a.color, -0.1)}"/>
<path d="M140 520 L180 490 L420 490 L400 520 Z" fill="${a.color}"/><path d="M380 380 L420 350 L660 350 L640 380 Z" fill="${a.color}"/>
<rect x="190" y="560" width="180" height="16" rx="8" fill="${a.accent}" opacity="0.6"/><rect x="430" y="420" width="180" height="16" rx="8" fill="${a.accent}" opacity="0.6"/>`,
  };
}

const poolAbove = (a: ProductArt): Part => aboveGroundPool(poolPlan(a));
const poolInground = (a: ProductArt): Part => inGroundPool(poolPlan(a), a.accent);
const poolSemi = (a: ProductArt): Part => semiInGroundPool(poolPlan(a));

function sanitizer(a: ProductArt): Part {
  return {
    defs: cylinderGradient('gel', a.color),
    body: `${groundShadow(400, FLOOR, 150)}
<rect x="300" y="320" width="200" height="370" rx="40" fill="url(#gel)" opacity="0.92"/>
<rect x="370" y="250" width="60" height="80" fill="#e9eef1"/><rect x="340" y="230" width="120" height="34" rx="8" fill="${BRAND.navy}"/>
<path d="M430 240 L520 240 L520 262 L450 262" fill="${BRAND.navy}"/>
<rect x="310" y="430" width="180" height="170" fill="#ffffff"/>
<rect x="310" y="430" width="180" height="40" fill="${a.accent}"/>
${labelText(400, 458, 'PROTECT', 24)}
${labelText(400, 530, a.label ?? '', fitLabel(a.label ?? '', 170, 34), BRAND.navy)}
${labelText(400, 575, '70 % alcool', 20, BRAND.navy, 400)}`,
  };
}

function wipes(a: ProductArt): Part {
  return {
    defs: cylinderGradient('tub', a.color),
    body: `${groundShadow(400, FLOOR, 190)}
<rect x="250" y="330" width="300" height="360" rx="30" fill="url(#tub)"/>
<ellipse cx="400" cy="330" rx="150" ry="40" fill="${shade(a.color, 0.3)}"/>
<path d="M400 320 Q420 250 470 240 Q440 290 430 320 Z" fill="#ffffff"/>
<rect x="270" y="440" width="260" height="150" rx="12" fill="#ffffff"/>
${labelText(400, 500, a.label ?? 'LINGETTES', fitLabel(a.label ?? 'LINGETTES', 240, 36), BRAND.navy)}
${labelText(400, 550, '80 unités', 22, shade(a.accent, -0.2), 400)}`,
  };
}

function spray(a: ProductArt): Part {
  return {
    defs: cylinderGradient('spray', a.color),
    body: `${groundShadow(400, FLOOR, 150)}
<path d="M310 360 L490 360 L500 660 Q500 690 470 690 L330 690 Q300 690 300 660 Z" fill="url(#spray)"/>
<path d="M340 280 L470 280 L480 360 L330 360 Z" fill="${BRAND.navy}"/>
<path d="M350 280 L350 240 L500 240 L540 262 L500 282 Z" fill="${shade(BRAND.navy, 0.15)}"/>
<path d="M470 300 L510 380 L495 385 L460 320 Z" fill="${shade(BRAND.navy, 0.3)}"/>
<rect x="315" y="450" width="170" height="150" fill="#ffffff"/>
<rect x="315" y="450" width="170" height="36" fill="${a.accent}"/>
${labelText(400, 476, 'PROTECT', 22)}
${labelText(400, 545, a.label ?? '', fitLabel(a.label ?? '', 160, 30), BRAND.navy)}`,
  };
}

function masks(a: ProductArt): Part {
  const mask = (x: number, y: number, color: string): string =>
    `<path d="M${x} ${y} Q${x + 110} ${y - 30} ${x + 220} ${y} L${x + 210} ${y + 120} Q${x + 110} ${y + 160} ${x + 10} ${y + 120} Z" fill="${color}"/>
${[30, 60, 90].map((dy) => `<path d="M${x + 12} ${y + dy} Q${x + 110} ${y + dy - 20} ${x + 208} ${y + dy}" stroke="${shade(color, -0.15)}" stroke-width="4" fill="none"/>`).join('')}
<path d="M${x} ${y + 10} Q${x - 50} ${y + 60} ${x + 5} ${y + 110} M${x + 220} ${y + 10} Q${x + 270} ${y + 60} ${x + 215} ${y + 110}" stroke="#ffffff" stroke-width="5" fill="none"/>`;
  return {
    defs: '',
    body: `${groundShadow(400, FLOOR, 260)}
<rect x="170" y="470" width="460" height="220" rx="16" fill="${a.color}"/>
<rect x="170" y="470" width="460" height="50" rx="16" fill="${shade(a.color, -0.25)}"/>
${labelText(400, 610, a.label ?? 'MASQUES', 40)}
${mask(200, 260, a.accent)}${mask(380, 300, '#ffffff')}`,
  };
}

const DRAWERS: Record<ProductDrawing, (art: ProductArt) => Part> = {
  bottle,
  jug,
  pail,
  pouch,
  tablets,
  testKit,
  robot,
  net,
  brush,
  pump,
  filter,
  heatPump,
  ladder,
  coverRoll,
  float,
  thermometer,
  solarHeater,
  sofaSet,
  diningSet,
  table,
  chair,
  swing,
  firePit,
  sideTable,
  twistChair,
  parasol,
  parasolBase,
  shadeSail,
  cushion,
  spa,
  swimSpa,
  spaCover,
  spaSteps,
  poolAbove,
  poolInground,
  poolSemi,
  sanitizer,
  wipes,
  spray,
  masks,
};

/** Drawings that fill the whole frame with their own scene instead of standing on the product stage. */
const FULL_SCENES = new Set<ProductDrawing>(['poolInground', 'poolSemi']);
/** Water products sit on a cyan backdrop; others on a tint of their own colour. */
const WATER_DRAWINGS = new Set<ProductDrawing>(['spa', 'swimSpa', 'spaCover', 'spaSteps', 'poolAbove', 'poolSemi', 'float', 'thermometer']);

/** The item alone (no backdrop), in an 800×800 frame, for composing larger scenes. */
export function productDrawing(art: ProductArt): Part {
  return DRAWERS[art.drawing](art);
}

export function productSvg(art: ProductArt, size = 800): string {
  const part = DRAWERS[art.drawing](art);
  const tint = art.alternate ? BRAND.yellow : WATER_DRAWINGS.has(art.drawing) ? BRAND.cyan : shade(art.color, 0.1);
  const stage = productStage(800, tint, art.seed + (art.alternate ? 7 : 0));
  // The second view is a close-up of the same drawing on another backdrop.
  const item = art.alternate ? `<g transform="translate(400 430) scale(1.28) translate(-400 -470)">${part.body}</g>` : part.body;
  const body = FULL_SCENES.has(art.drawing) ? item : `${stage.body}${item}`;
  return svgDocument(size, size, `<g transform="scale(${size / 800})">${body}</g>`, `${stage.defs}${part.defs}`);
}
