// Owns the drawings of pool and spa models from their data: a pool's shape, size, liner and wall; a spa's size, seats, loungers, jets and zones.
import { BRAND, groundShadow, random, shade, vGradient } from './svg';

export type PoolShape = 'round' | 'oval' | 'rectangle' | 'freeform' | 'roman';

/** A pool model as its drawing needs it: plan shape, length and width in feet, liner (water) and wall colours. */
export interface PoolPlan {
  kind: 'pool';
  shape: PoolShape;
  length: number;
  width: number;
  liner: string;
  wall: string;
}

/** A spa model as its drawing needs it: length and width in centimetres, seats, loungers, jets and water zones. */
export interface SpaPlan {
  kind: 'spa';
  length: number;
  width: number;
  seats: number;
  lounges: number;
  jets: number;
  zones: 1 | 2;
}

export type ModelPlan = PoolPlan | SpaPlan;

type Part = { defs: string; body: string };

const FLOOR = 690;

function waterGradient(id: string, liner: string): string {
  return vGradient(id, [shade(liner, 0.45), shade(liner, 0.1), shade(liner, -0.25)]);
}

/**
 * The pool's outline seen from above, centred on 0 0, in pixels (`scale` pixels per foot). Round and oval pools are
 * ellipses (an oval one longer than wide); in-ground shapes are paths.
 */
export function planOutline(plan: PoolPlan, scale: number, attributes: string): string {
  const rx = (plan.length * scale) / 2;
  const ry = (plan.width * scale) / 2;
  const shape = `data-shape="${plan.shape}" ${attributes}`;
  switch (plan.shape) {
    case 'round':
    case 'oval':
      return `<ellipse ${shape} cx="0" cy="0" rx="${rx.toFixed(1)}" ry="${ry.toFixed(1)}"/>`;
    case 'rectangle':
      return `<rect ${shape} x="${-rx}" y="${-ry}" width="${2 * rx}" height="${2 * ry}" rx="12"/>`;
    case 'roman': {
      // A rectangle whose near end has the rounded Roman step.
      const step = ry * 0.6;
      return `<path ${shape} d="M${-rx + step} ${-ry} L${rx} ${-ry} L${rx} ${ry} L${-rx + step} ${ry} L${-rx + step} ${step} A${step} ${step} 0 0 1 ${-rx + step} ${-step} Z"/>`;
    }
    case 'freeform':
      // A kidney: two lobes joined by a waist, scaled to the pool's length and width.
      return `<path ${shape} transform="scale(${(rx / 100).toFixed(3)} ${(ry / 100).toFixed(3)})" d="M-80 -90 Q-20 -120 10 -60 Q30 -20 70 -70 Q110 -110 100 10 Q90 100 0 95 Q-90 110 -100 20 Q-110 -60 -80 -90 Z"/>`;
  }
}

/** Above-ground pool in three-quarter view: the outline raised on its wall, braces along an oval's sides, a ladder. */
export function aboveGroundPool(plan: PoolPlan): Part {
  const scale = 23;
  const rx = (plan.length * scale) / 2;
  const tilt = 0.4;
  const ry = (plan.width * scale * tilt) / 2;
  const top = 410;
  const wall = 170;
  const braces =
    plan.shape === 'oval'
      ? [-0.62, -0.22, 0.22, 0.62]
          .map(
            (f) =>
              `<path d="M${400 + rx * f - 18} ${top + wall + ry * 0.9} L${400 + rx * f - 10} ${top + ry * 0.6} L${400 + rx * f + 10} ${top + ry * 0.6} L${400 + rx * f + 18} ${top + wall + ry * 0.9} Z" fill="${shade(plan.wall, -0.3)}"/>`,
          )
          .join('')
      : '';
  return {
    defs:
      `<pattern id="wall" width="60" height="240" patternUnits="userSpaceOnUse"><rect width="60" height="240" fill="${plan.wall}"/><rect width="8" height="240" fill="${shade(plan.wall, -0.25)}"/><rect x="20" y="40" width="30" height="160" rx="6" fill="${shade(plan.wall, 0.4)}" opacity="0.35"/></pattern>` +
      waterGradient('pw', plan.liner),
    body: `${groundShadow(400, FLOOR, rx + 20, 40)}
<path d="M${400 - rx} ${top} L${400 - rx} ${top + wall} A${rx} ${ry} 0 0 0 ${400 + rx} ${top + wall} L${400 + rx} ${top} Z" fill="url(#wall)"/>
<path d="M${400 - rx} ${top + wall} A${rx} ${ry} 0 0 0 ${400 + rx} ${top + wall}" fill="none" stroke="${shade(plan.wall, -0.35)}" stroke-width="10"/>
${braces}
<ellipse cx="400" cy="${top}" rx="${rx + 24}" ry="${ry + 14}" fill="${shade(plan.wall, -0.15)}"/>
<g transform="translate(400 ${top}) scale(1 ${tilt})">${planOutline(plan, scale, 'fill="url(#pw)"')}</g>
<path d="M${400 - rx * 0.6} ${top} Q${400 - rx * 0.3} ${top - 25} ${400} ${top} T${400 + rx * 0.6} ${top}" stroke="#ffffff" stroke-width="6" fill="none" opacity="0.6"/>
<path d="M${400 + rx - 60} ${top - 100} L${400 + rx - 50} ${top - 230} M${400 + rx + 10} ${top - 90} L${400 + rx + 20} ${top - 220} M${400 + rx - 50} ${top - 200} L${400 + rx + 20} ${top - 190} M${400 + rx - 54} ${top - 160} L${400 + rx + 16} ${top - 150}" stroke="#c5ced4" stroke-width="12" stroke-linecap="round"/>`,
  };
}

/** Semi-in-ground pool in three-quarter view, sunk in its wooden deck. */
export function semiInGroundPool(plan: PoolPlan): Part {
  const scale = 21;
  const rx = (plan.length * scale) / 2;
  const tilt = 0.3;
  const ry = (plan.width * scale * tilt) / 2;
  const top = 430;
  return {
    defs:
      waterGradient('pw', plan.liner) +
      vGradient('sky', ['#bfe9f7', '#f4fbfe']) +
      `<pattern id="boards" width="800" height="30" patternUnits="userSpaceOnUse"><rect width="800" height="30" fill="${shade('#a0764e', 0.1)}"/><rect y="26" width="800" height="4" fill="${shade('#a0764e', -0.25)}"/></pattern>`,
    body: `<rect width="800" height="560" fill="url(#sky)"/><circle cx="660" cy="140" r="56" fill="${BRAND.yellow}"/>
<rect y="560" width="800" height="240" fill="${shade(BRAND.grass, 0.1)}"/>
<path d="M20 420 L780 420 L780 600 L20 600 Z" fill="url(#boards)"/>
<ellipse cx="400" cy="${top}" rx="${rx + 22}" ry="${ry + 12}" fill="${plan.wall}"/>
<g transform="translate(400 ${top}) scale(1 ${tilt})">${planOutline(plan, scale, 'fill="url(#pw)"')}</g>
<path d="M${400 - rx * 0.6} ${top} Q${400 - rx * 0.3} ${top - 25} 400 ${top} T${400 + rx * 0.6} ${top}" stroke="#ffffff" stroke-width="6" fill="none" opacity="0.6"/>
<rect x="40" y="380" width="80" height="140" fill="${shade('#a0764e', -0.2)}"/>${[0, 1, 2].map((i) => `<rect x="40" y="${395 + i * 45}" width="80" height="14" fill="${shade('#a0764e', 0.2)}"/>`).join('')}`,
  };
}

/** In-ground pool seen from above, in its deck: its own outline, size, liner and coping, and its step. */
export function inGroundPool(plan: PoolPlan, accent: string): Part {
  const scale = 13;
  const rx = (plan.length * scale) / 2;
  const ry = (plan.width * scale) / 2;
  const steps =
    plan.shape === 'rectangle'
      ? [0, 1, 2]
          .map(
            (i) =>
              `<line x1="${-rx + 18 + i * 18}" y1="${-ry + 6}" x2="${-rx + 18 + i * 18}" y2="${ry - 6}" stroke="#ffffff" stroke-width="4" opacity="0.7"/>`,
          )
          .join('')
      : plan.shape === 'roman'
        ? [0.45, 0.75]
            .map(
              (f) =>
                `<path d="M${-rx + ry * 0.6} ${ry * 0.6 * f} A${ry * 0.6 * f} ${ry * 0.6 * f} 0 0 1 ${-rx + ry * 0.6} ${-ry * 0.6 * f}" stroke="#ffffff" stroke-width="4" fill="none" opacity="0.7"/>`,
            )
            .join('')
        : '';
  return {
    defs: `<radialGradient id="pool" cx="0.4" cy="0.35" r="0.8"><stop offset="0" stop-color="${shade(plan.liner, 0.4)}"/><stop offset="1" stop-color="${shade(plan.liner, -0.3)}"/></radialGradient>
<pattern id="deck" width="40" height="40" patternUnits="userSpaceOnUse"><rect width="40" height="40" fill="${BRAND.sand}"/><rect width="40" height="2" fill="${shade(BRAND.sand, -0.12)}"/><rect width="2" height="40" fill="${shade(BRAND.sand, -0.12)}"/></pattern>`,
    body: `<rect width="800" height="800" fill="${shade(BRAND.grass, 0.15)}"/>
<rect x="${Math.max(30, 400 - rx - 90)}" y="${Math.max(120, 410 - ry - 90)}" width="${Math.min(740, 2 * rx + 180)}" height="${Math.min(600, 2 * ry + 180)}" rx="40" fill="url(#deck)"/>
<g transform="translate(400 410)">
<g transform="scale(1.04)">${planOutline(plan, scale, `fill="${plan.wall}"`)}</g>
${planOutline(plan, scale, 'fill="url(#pool)"')}
${steps}
<path d="M${-rx * 0.5} ${-ry * 0.3} Q${-rx * 0.25} ${-ry * 0.45} 0 ${-ry * 0.3} T${rx * 0.5} ${-ry * 0.3} M${-rx * 0.4} ${ry * 0.25} Q${-rx * 0.15} ${ry * 0.1} ${rx * 0.1} ${ry * 0.25} T${rx * 0.6} ${ry * 0.25}" stroke="#ffffff" stroke-width="5" fill="none" opacity="0.45"/>
</g>
<rect x="600" y="70" width="120" height="40" rx="10" fill="${accent}"/><rect x="610" y="50" width="100" height="26" rx="8" fill="#ffffff"/>
<circle cx="90" cy="90" r="60" fill="${shade(BRAND.grass, -0.2)}"/><circle cx="130" cy="70" r="40" fill="${shade(BRAND.grass, -0.05)}"/>`,
  };
}

/**
 * A spa or swim spa in three-quarter view, sized by its length (a swim spa is long), with its seats (loungers drawn
 * long), a dot for every two jets around the seats and, for a dual swim spa, the wall between its two zones.
 */
export function spaModel(plan: SpaPlan, cabinet: string, seed: number): Part {
  const rand = random(seed);
  const swim = plan.length > 350;
  const width = swim ? Math.min(680, 560 + (plan.length - 427) * 0.8) : 360 + (plan.length - 193) * 2.2;
  const depth = swim ? 150 : 150 + (plan.width - 193) * 0.8;
  const x = 400 - width / 2;
  const y = swim ? 330 : 300;
  const seatZone = plan.zones === 2 ? width * 0.38 : swim ? width * 0.3 : width;
  const seatStart = x + width - seatZone;
  const upright = Math.max(plan.seats - plan.lounges, 1);
  const back = Math.ceil(upright / 2);
  const front = upright - back;
  const seatWidth = Math.min(80, (seatZone - 40) / Math.max(back, 1) - 10);
  const seats: string[] = [];
  const jets: string[] = [];
  const seatAt = (sx: number, sy: number, w: number, h: number) => {
    seats.push(
      `<rect x="${sx.toFixed(0)}" y="${sy.toFixed(0)}" width="${w.toFixed(0)}" height="${h.toFixed(0)}" rx="22" fill="${shade(BRAND.cyan, 0.5)}" opacity="0.6"/>`,
    );
  };
  for (let i = 0; i < back; i++) seatAt(seatStart + 20 + i * (seatWidth + 10), y + 14, seatWidth, depth * 0.3);
  for (let i = 0; i < front; i++) seatAt(seatStart + 30 + i * (seatWidth + 10), y + depth * 0.68, seatWidth * 0.9, depth * 0.24);
  for (let i = 0; i < plan.lounges; i++) seatAt(swim ? seatStart + 10 : x + 14 + i * (width - 28 - 60), y + 14, 60, depth * 0.8);
  // One dot for every two jets, spread over the seats.
  const seatRects = seats.length;
  for (let j = 0; j < Math.round(plan.jets / 2); j++) {
    const target = j % seatRects;
    const match = /x="(-?\d+)" y="(-?\d+)" width="(\d+)" height="(\d+)"/.exec(seats[target] ?? '');
    if (!match) continue;
    const [sx, sy, sw, sh] = match.slice(1).map(Number) as [number, number, number, number];
    jets.push(
      `<circle cx="${(sx + 8 + rand() * (sw - 16)).toFixed(0)}" cy="${(sy + 8 + rand() * (sh - 16)).toFixed(0)}" r="4" fill="#ffffff" stroke="${BRAND.navy}" stroke-width="1.5" opacity="0.9"/>`,
    );
  }
  const divider =
    plan.zones === 2
      ? `<rect x="${seatStart - 12}" y="${y - 8}" width="16" height="${depth + 16}" rx="6" fill="${shade(cabinet, 0.85)}"/>`
      : '';
  const current = swim
    ? `<path d="M${x + 40} ${y + depth * 0.5} Q${x + 100} ${y + depth * 0.35} ${x + 160} ${y + depth * 0.5} T${x + 280} ${y + depth * 0.5}" stroke="#ffffff" stroke-width="8" fill="none" opacity="0.8"/>`
    : '';
  return {
    defs:
      vGradient('water', [shade(BRAND.water, 0.25), BRAND.cyan, shade(BRAND.deepWater, -0.05)]) +
      vGradient('cabinet', [shade(cabinet, 0.1), shade(cabinet, -0.35)]),
    body: `${groundShadow(400, FLOOR + 20, width / 2 + 60, 30)}
<path d="M${x - 30} ${y + depth} L${x - 30} ${y + depth + 190} Q400 ${y + depth + 230} ${x + width + 30} ${y + depth + 190} L${x + width + 30} ${y + depth} Z" fill="url(#cabinet)"/>
${Array.from({ length: 12 }, (_, i) => `<rect x="${(x - 20 + i * ((width + 40) / 12)).toFixed(0)}" y="${y + depth + 10}" width="${((width + 40) / 12 - 8).toFixed(0)}" height="175" fill="#000" opacity="0.08"/>`).join('')}
<rect x="${x - 40}" y="${y - 20}" width="${width + 80}" height="${depth + 40}" rx="46" fill="${shade(cabinet, 0.85)}"/>
<rect x="${x}" y="${y}" width="${width}" height="${depth}" rx="34" fill="url(#water)"/>
${divider}
${seats.join('')}
${jets.join('')}
${current}
<circle cx="${x + width - 30}" cy="${y + 20}" r="14" fill="${BRAND.yellow}"/>`,
  };
}
