// Owns the larger seed illustrations: banners, category tiles, promotion visuals, video thumbnails, pool option swatches and spa icons.
import { productDrawing, type Part, type ProductArt } from './products';
import { BRAND, FONT, escapeXml, random, shade, svgDocument, vGradient } from './svg';

export type BannerScene =
  'pool' | 'spa' | 'furniture' | 'service' | 'shop' | 'chemicals' | 'video' | 'flyer' | 'clearance' | 'careers' | 'documents';

/** Product drawing embedded in a larger scene, its ids prefixed so several drawings can share one document. */
function embed(art: ProductArt, x: number, y: number, size: number, prefix: string): Part {
  const part = productDrawing(art);
  const rename = (text: string): string =>
    text.replace(/id="([^"]+)"/g, `id="${prefix}$1"`).replace(/url\(#([^)]+)\)/g, `url(#${prefix}$1)`);
  return { defs: rename(part.defs), body: `<g transform="translate(${x} ${y}) scale(${size / 800})">${rename(part.body)}</g>` };
}

/** Lounger and float colours, so scenes made with different seeds differ at a glance. */
const VARIANTS: [string, string, string][] = [
  [BRAND.yellow, BRAND.cyan, '#e5533d'],
  ['#e5533d', BRAND.yellow, BRAND.cyan],
  [BRAND.navy, '#e5533d', BRAND.yellow],
  [BRAND.cyan, BRAND.navy, '#7a5bd6'],
];

function sky(width: number, height: number, top: string, bottom: string): Part {
  return { defs: vGradient('sky', [top, bottom]), body: `<rect width="${width}" height="${height}" fill="url(#sky)"/>` };
}

function sun(x: number, y: number, r: number): string {
  return `<circle cx="${x}" cy="${y}" r="${r * 1.6}" fill="${BRAND.yellow}" opacity="0.18"/><circle cx="${x}" cy="${y}" r="${r}" fill="${BRAND.yellow}"/>`;
}

function tree(x: number, y: number, scale: number, color: string): string {
  return `<g transform="translate(${x} ${y}) scale(${scale})"><rect x="-10" y="-40" width="20" height="80" fill="#7a5a3a"/><circle cx="0" cy="-90" r="70" fill="${color}"/><circle cx="-45" cy="-60" r="50" fill="${shade(color, -0.1)}"/><circle cx="45" cy="-55" r="48" fill="${shade(color, 0.08)}"/></g>`;
}

function hills(width: number, y: number, color: string): string {
  return `<path d="M0 ${y} Q ${width * 0.2} ${y - 90} ${width * 0.42} ${y - 20} T ${width * 0.8} ${y - 40} T ${width} ${y - 10} L ${width} ${y + 400} L 0 ${y + 400} Z" fill="${color}"/>`;
}

function lounger(x: number, y: number, color: string): string {
  return `<g transform="translate(${x} ${y})"><path d="M0 0 L160 0 L220 -60 L236 -50 L176 14 L0 14 Z" fill="${color}"/><rect x="10" y="14" width="8" height="30" fill="${BRAND.navy}"/><rect x="150" y="14" width="8" height="30" fill="${BRAND.navy}"/><rect x="20" y="-12" width="120" height="14" rx="6" fill="#ffffff" opacity="0.7"/></g>`;
}

function poolPerspective(width: number, height: number): Part {
  const top = height * 0.55;
  const defs = `<linearGradient id="poolwater" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(BRAND.water, 0.35)}"/><stop offset="1" stop-color="${BRAND.deepWater}"/></linearGradient>`;
  const ripples = Array.from({ length: 7 }, (_, i) => {
    const y = top + 40 + i * ((height - top - 60) / 7);
    return `<path d="M${width * 0.22 - i * 20} ${y} Q ${width * 0.4} ${y - 16} ${width * 0.55} ${y} T ${width * 0.82 + i * 20} ${y}" stroke="#ffffff" stroke-width="${3 + i}" fill="none" opacity="${0.25 + i * 0.04}"/>`;
  }).join('');
  const body = `<path d="M0 ${top - 30} L${width} ${top - 30} L${width} ${height} L0 ${height} Z" fill="${BRAND.sand}"/>
<path d="M${width * 0.22} ${top} L${width * 0.78} ${top} L${width * 0.98} ${height} L${width * 0.02} ${height} Z" fill="${shade(BRAND.sand, 0.4)}"/>
<path d="M${width * 0.24} ${top + 12} L${width * 0.76} ${top + 12} L${width * 0.95} ${height} L${width * 0.05} ${height} Z" fill="url(#poolwater)"/>
${ripples}`;
  return { defs, body };
}

function stars(width: number, height: number, seed: number): string {
  const rand = random(seed);
  return Array.from(
    { length: 60 },
    () =>
      `<circle cx="${(rand() * width).toFixed(0)}" cy="${(rand() * height * 0.5).toFixed(0)}" r="${(1 + rand() * 2.2).toFixed(1)}" fill="#ffffff" opacity="${(0.4 + rand() * 0.6).toFixed(2)}"/>`,
  ).join('');
}

function caption(x: number, y: number, text: string, size: number, color: string, anchor = 'start', weight = 800): string {
  return `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" font-weight="${weight}" fill="${color}" text-anchor="${anchor}">${escapeXml(text)}</text>`;
}

/** Wide illustration (e.g. 1600×900) for home slides, category tiles and promotion covers. */
export function bannerSvg(scene: BannerScene, width: number, height: number, seed = 1): string {
  const parts: Part[] = [];
  const s = Math.min(width / 1600, height / 900);
  switch (scene) {
    case 'pool': {
      parts.push(sky(width, height, '#7fd3f0', '#e8f8fd'), { defs: '', body: sun(width * 0.82, height * 0.18, 70 * s) });
      parts.push({
        defs: '',
        body:
          hills(width, height * 0.5, shade(BRAND.grass, 0.1)) +
          tree(width * 0.1, height * 0.45, 1.4 * s, shade(BRAND.grass, -0.15)) +
          tree(width * 0.9, height * 0.47, 1.1 * s, BRAND.grass),
      });
      parts.push(poolPerspective(width, height));
      const [left, right, ring] = VARIANTS[seed % VARIANTS.length] as [string, string, string];
      parts.push({ defs: '', body: lounger(width * 0.05, height * 0.62, left) + lounger(width * 0.8, height * 0.6, right) });
      parts.push(
        embed({ drawing: 'float', color: ring, accent: '#ffffff', seed }, width * (0.3 + (seed % 4) * 0.08), height * 0.62, 260 * s, 'f'),
      );
      break;
    }
    case 'spa': {
      parts.push(sky(width, height, BRAND.navy, shade(BRAND.navy, 0.35)), {
        defs: '',
        body: stars(width, height, seed) + `<circle cx="${width * 0.82}" cy="${height * 0.2}" r="${50 * s}" fill="#fdf6d8"/>`,
      });
      parts.push({
        defs: '',
        body:
          hills(width, height * 0.62, shade(BRAND.navy, 0.15)) +
          `<rect y="${height * 0.78}" width="${width}" height="${height * 0.22}" fill="${shade('#8d6e52', -0.45)}"/>`,
      });
      const cabinet = ['#8d6e52', '#37474f', '#5d4037', '#263238', '#78909c'][seed % 5] as string;
      parts.push(
        embed(
          { drawing: seed % 3 === 2 ? 'swimSpa' : 'spa', color: cabinet, accent: BRAND.cyan, seed },
          width * 0.5 - 420 * s,
          height * 0.2,
          840 * s,
          's',
        ),
      );
      parts.push({
        defs: '',
        body: `<ellipse cx="${width * 0.5}" cy="${height * 0.55}" rx="${420 * s}" ry="${160 * s}" fill="${BRAND.cyan}" opacity="0.12"/>`,
      });
      break;
    }
    case 'furniture': {
      parts.push(sky(width, height, '#ffb56b', '#ffe7c2'), { defs: '', body: sun(width * 0.2, height * 0.5, 90 * s) });
      parts.push({
        defs: '',
        body:
          hills(width, height * 0.62, shade('#e08a4a', -0.3)) +
          `<rect y="${height * 0.7}" width="${width}" height="${height * 0.3}" fill="${shade('#a0764e', 0.05)}"/>${Array.from({ length: 12 }, (_, i) => `<rect y="${height * 0.7 + i * 24 * s}" width="${width}" height="${3 * s}" fill="${shade('#a0764e', -0.2)}"/>`).join('')}`,
      });
      parts.push(embed({ drawing: 'sofaSet', color: '#37474f', accent: '#f3e3c3', seed }, width * 0.32, height * 0.3, 640 * s, 'a'));
      parts.push(embed({ drawing: 'parasol', color: BRAND.yellow, accent: BRAND.navy, seed }, width * 0.06, height * 0.05, 700 * s, 'b'));
      parts.push(embed({ drawing: 'firePit', color: '#5d6a72', accent: BRAND.yellow, seed }, width * 0.72, height * 0.42, 420 * s, 'c'));
      break;
    }
    case 'service': {
      parts.push(sky(width, height, '#9fe0f5', '#f1fbfe'), { defs: '', body: sun(width * 0.12, height * 0.16, 60 * s) });
      parts.push(poolPerspective(width, height));
      parts.push(embed({ drawing: 'testKit', color: BRAND.navy, accent: BRAND.yellow, seed }, width * 0.06, height * 0.5, 420 * s, 'a'));
      parts.push(embed({ drawing: 'brush', color: BRAND.cyan, accent: BRAND.navy, seed }, width * 0.68, height * 0.28, 520 * s, 'b'));
      parts.push(embed({ drawing: 'coverRoll', color: '#2e7d32', accent: BRAND.yellow, seed }, width * 0.55, height * 0.52, 520 * s, 'c'));
      break;
    }
    case 'shop':
    case 'chemicals':
    case 'clearance': {
      const tint = scene === 'clearance' ? '#e5533d' : scene === 'chemicals' ? BRAND.cyan : BRAND.yellow;
      parts.push(sky(width, height, shade(tint, 0.55), shade(tint, 0.85)));
      parts.push({
        defs: '',
        body: `<circle cx="${width * 0.5}" cy="${height * 0.55}" r="${380 * s}" fill="${shade(tint, 0.35)}" opacity="0.6"/><rect y="${height * 0.82}" width="${width}" height="${height * 0.18}" fill="${shade(tint, 0.7)}"/>`,
      });
      const items: ProductArt[] =
        scene === 'chemicals'
          ? [
              { drawing: 'jug', color: '#00a6d6', accent: '', label: 'CHLORE', seed },
              { drawing: 'pail', color: '#e5533d', accent: BRAND.navy, label: 'CHOC', seed },
              { drawing: 'bottle', color: '#7a5bd6', accent: BRAND.yellow, label: 'ALGICIDE', seed },
              { drawing: 'pouch', color: '#2e7d32', accent: BRAND.yellow, label: 'OXY', seed },
            ]
          : [
              { drawing: 'robot', color: '#37474f', accent: BRAND.yellow, seed },
              { drawing: 'chair', color: '#5d6a72', accent: BRAND.cyan, seed },
              { drawing: 'jug', color: '#00a6d6', accent: '', label: 'CHLORE', seed },
              { drawing: 'float', color: '#e5533d', accent: '#ffffff', seed },
            ];
      items.forEach((art, i) => parts.push(embed(art, width * (0.02 + i * 0.24), height * 0.2, 560 * s, `p${i}`)));
      if (scene === 'clearance') {
        parts.push({
          defs: '',
          body: `<g transform="translate(${width * 0.86} ${height * 0.18}) rotate(-12)"><circle r="${120 * s}" fill="#e5533d"/>${caption(0, 20 * s, '-40 %', 64 * s, '#ffffff', 'middle')}</g>`,
        });
      }
      break;
    }
    case 'video': {
      parts.push(sky(width, height, '#7fd3f0', '#e8f8fd'), { defs: '', body: hills(width, height * 0.5, shade(BRAND.grass, 0.1)) });
      parts.push(poolPerspective(width, height));
      parts.push({
        defs: '',
        body: `<rect width="${width}" height="${height}" fill="${BRAND.navy}" opacity="0.28"/><circle cx="${width / 2}" cy="${height / 2}" r="${110 * s}" fill="#ffffff" opacity="0.92"/><path d="M${width / 2 - 35 * s} ${height / 2 - 55 * s} L${width / 2 + 60 * s} ${height / 2} L${width / 2 - 35 * s} ${height / 2 + 55 * s} Z" fill="${BRAND.navy}"/>`,
      });
      break;
    }
    case 'flyer': {
      parts.push(sky(width, height, shade(BRAND.navy, 0.1), BRAND.navy));
      const page = (x: number, y: number, angle: number, tint: string): string =>
        `<g transform="translate(${x} ${y}) rotate(${angle})"><rect x="${-230 * s}" y="${-300 * s}" width="${460 * s}" height="${600 * s}" rx="${10 * s}" fill="#ffffff"/><rect x="${-230 * s}" y="${-300 * s}" width="${460 * s}" height="${140 * s}" fill="${tint}"/>${[0, 1, 2, 3].map((i) => `<rect x="${(-200 + (i % 2) * 210) * s}" y="${(-130 + Math.floor(i / 2) * 200) * s}" width="${190 * s}" height="${170 * s}" rx="${8 * s}" fill="${shade(BRAND.cyan, 0.75)}"/>`).join('')}</g>`;
      parts.push({ defs: '', body: page(width * 0.38, height * 0.52, -8, BRAND.cyan) + page(width * 0.55, height * 0.5, 6, BRAND.yellow) });
      parts.push({ defs: '', body: sun(width * 0.86, height * 0.2, 60 * s) });
      break;
    }
    case 'careers': {
      parts.push(sky(width, height, '#9fe0f5', '#f1fbfe'));
      parts.push({
        defs: '',
        body: `<rect x="${width * 0.1}" y="${height * 0.35}" width="${width * 0.5}" height="${height * 0.45}" fill="#ffffff"/><path d="M${width * 0.07} ${height * 0.37} L${width * 0.35} ${height * 0.15} L${width * 0.63} ${height * 0.37} Z" fill="${BRAND.navy}"/><rect x="${width * 0.14}" y="${height * 0.45}" width="${width * 0.42}" height="${height * 0.08}" fill="${BRAND.yellow}"/>${caption(width * 0.35, height * 0.51, 'PISCINES · SPAS · MOBILIER', 34 * s, BRAND.navy, 'middle')}<rect x="${width * 0.3}" y="${height * 0.6}" width="${width * 0.1}" height="${height * 0.2}" fill="${BRAND.cyan}"/><rect y="${height * 0.8}" width="${width}" height="${height * 0.2}" fill="#8a949b"/>`,
      });
      parts.push(embed({ drawing: 'poolAbove', color: '#cfd8dc', accent: BRAND.cyan, seed }, width * 0.62, height * 0.3, 560 * s, 'a'));
      break;
    }
    case 'documents': {
      parts.push(sky(width, height, shade(BRAND.cyan, 0.7), shade(BRAND.cyan, 0.9)));
      const doc = (x: number, y: number, angle: number): string =>
        `<g transform="translate(${x} ${y}) rotate(${angle})"><rect x="${-170 * s}" y="${-220 * s}" width="${340 * s}" height="${440 * s}" rx="${12 * s}" fill="#ffffff"/><path d="M${90 * s} ${-220 * s} L${170 * s} ${-140 * s} L${90 * s} ${-140 * s} Z" fill="${shade(BRAND.cyan, 0.5)}"/>${[0, 1, 2, 3, 4, 5].map((i) => `<rect x="${-130 * s}" y="${(-110 + i * 45) * s}" width="${(i % 3 === 2 ? 160 : 260) * s}" height="${14 * s}" rx="${7 * s}" fill="${shade(BRAND.navy, 0.75)}"/>`).join('')}<rect x="${-130 * s}" y="${-180 * s}" width="${120 * s}" height="${40 * s}" rx="${6 * s}" fill="#e5533d"/>${caption(-70 * s, -151 * s, 'PDF', 26 * s, '#ffffff', 'middle')}</g>`;
      parts.push({ defs: '', body: doc(width * 0.38, height * 0.52, -6) + doc(width * 0.6, height * 0.48, 5) });
      break;
    }
  }
  return svgDocument(width, height, parts.map((part) => part.body).join('\n'), parts.map((part) => part.defs).join(''));
}

/** A promotion visual: a scene with a headline band, as printed on flyers and promotion pages. */
export function promoSvg(scene: BannerScene, width: number, height: number, headline: string, subline: string, seed = 1): string {
  const base = bannerSvg(scene, width, height, seed);
  const s = Math.min(width / 1600, height / 900);
  const band = `<rect x="0" y="${height - 230 * s}" width="${width}" height="${230 * s}" fill="${BRAND.navy}" opacity="0.88"/>
<rect x="${60 * s}" y="${height - 200 * s}" width="${14 * s}" height="${170 * s}" fill="${BRAND.yellow}"/>
${caption(100 * s, height - 120 * s, headline, 74 * s, '#ffffff')}
${caption(100 * s, height - 55 * s, subline, 40 * s, BRAND.yellow, 'start', 600)}`;
  return base.replace(/<\/svg>$/, `${band}</svg>`);
}

/** A printed-flyer page (portrait) listing a few discounted items, used for flyer and catalogue pages. */
export function flyerPageSvg(
  title: string,
  page: number,
  items: { label: string; price: string; art: ProductArt }[],
  width = 1000,
  height = 1400,
): string {
  const s = width / 1000;
  const parts: Part[] = [
    {
      defs: '',
      body: `<rect width="${width}" height="${height}" fill="#ffffff"/><rect width="${width}" height="${220 * s}" fill="${BRAND.navy}"/><rect y="${220 * s}" width="${width}" height="${16 * s}" fill="${BRAND.yellow}"/>${caption(50 * s, 120 * s, title, 64 * s, '#ffffff')}${caption(50 * s, 180 * s, `Page ${page}`, 32 * s, BRAND.yellow, 'start', 600)}`,
    },
  ];
  items.slice(0, 4).forEach((item, i) => {
    const x = (i % 2) * 500 * s;
    const y = 270 * s + Math.floor(i / 2) * 560 * s;
    parts.push({
      defs: '',
      body: `<rect x="${x + 25 * s}" y="${y}" width="${450 * s}" height="${530 * s}" rx="${16 * s}" fill="${shade(BRAND.cyan, 0.88)}"/>`,
    });
    parts.push(embed(item.art, x + 50 * s, y + 10 * s, 400 * s, `i${i}`));
    parts.push({
      defs: '',
      body: `${caption(x + 250 * s, y + 450 * s, item.label, 30 * s, BRAND.navy, 'middle', 700)}<rect x="${x + 150 * s}" y="${y + 470 * s}" width="${200 * s}" height="${50 * s}" rx="${25 * s}" fill="#e5533d"/>${caption(x + 250 * s, y + 506 * s, item.price, 32 * s, '#ffffff', 'middle')}`,
    });
  });
  return svgDocument(width, height, parts.map((part) => part.body).join('\n'), parts.map((part) => part.defs).join(''));
}

export type OptionSwatch =
  | 'liner'
  | 'wall'
  | 'shape'
  | 'step'
  | 'dimension'
  | 'structure'
  | 'wallComponent'
  | 'treviclip'
  | 'shell'
  | 'cabinet'
  | 'cover'
  | 'lifter'
  | 'sanitizer';

/** Square swatch (400×400) for a pool or spa option item. */
export function optionSvg(kind: OptionSwatch, variant: number, color: string, text = ''): string {
  const size = 400;
  const rand = random(variant * 97 + 13);
  let body = '';
  let defs = '';
  switch (kind) {
    case 'liner': {
      const tile = 40;
      const cells = Array.from({ length: 100 }, (_, i) => {
        const x = (i % 10) * tile;
        const y = Math.floor(i / 10) * tile;
        return `<rect x="${x + 1}" y="${y + 1}" width="${tile - 2}" height="${tile - 2}" fill="${shade(color, (rand() - 0.5) * 0.35)}"/>`;
      }).join('');
      const border =
        variant % 2 === 0
          ? `<rect width="400" height="70" fill="${shade(color, -0.4)}"/>${Array.from({ length: 10 }, (_, i) => `<path d="M${i * 40} 35 l20 -20 l20 20 l-20 20 z" fill="${BRAND.yellow}" opacity="0.8"/>`).join('')}`
          : `<rect width="400" height="70" fill="#ffffff"/>${Array.from({ length: 20 }, (_, i) => `<rect x="${i * 20 + 2}" y="12" width="16" height="46" fill="${i % 2 ? shade(color, -0.3) : shade(color, 0.3)}"/>`).join('')}`;
      body = `${cells}${border}<path d="M0 220 Q100 190 200 220 T400 220" stroke="#ffffff" stroke-width="6" fill="none" opacity="0.35"/>`;
      break;
    }
    case 'wall':
    case 'wallComponent': {
      defs = `<pattern id="w" width="80" height="400" patternUnits="userSpaceOnUse"><rect width="80" height="400" fill="${color}"/><rect width="10" height="400" fill="${shade(color, -0.25)}"/><rect x="24" y="40" width="40" height="320" rx="8" fill="${shade(color, 0.25)}"/></pattern>`;
      body = `<rect width="400" height="400" fill="url(#w)"/>${kind === 'wallComponent' ? `<rect x="40" y="150" width="320" height="100" rx="10" fill="${BRAND.navy}" opacity="0.85"/>${Array.from({ length: 6 }, (_, i) => `<circle cx="${80 + i * 48}" cy="200" r="12" fill="#cfd8dc"/>`).join('')}` : ''}`;
      break;
    }
    case 'shape': {
      const shapes = [
        '<circle cx="200" cy="200" r="150"/>',
        '<ellipse cx="200" cy="200" rx="170" ry="110"/>',
        '<rect x="40" y="90" width="320" height="220" rx="20"/>',
        '<path d="M80 120 Q170 60 230 130 Q270 170 320 120 Q380 90 360 230 Q340 330 220 320 Q90 340 70 250 Q50 170 80 120 Z"/>',
        '<path d="M60 200 A90 90 0 1 1 200 150 A90 90 0 1 1 340 200 A90 90 0 1 1 200 250 A90 90 0 1 1 60 200 Z"/>',
      ];
      defs = vGradient('sw', [shade(BRAND.water, 0.3), BRAND.deepWater]);
      body = `<rect width="400" height="400" fill="${BRAND.sand}"/><g fill="url(#sw)" stroke="${color}" stroke-width="12">${shapes[variant % shapes.length]}</g>`;
      break;
    }
    case 'step': {
      defs = vGradient('sw', [shade(BRAND.water, 0.3), BRAND.deepWater]);
      const steps = [0, 1, 2]
        .map(
          (i) =>
            `<rect x="${60 + i * 30}" y="${230 - i * 60}" width="${280 - i * 60}" height="60" fill="${shade(color, 0.15 * i)}" stroke="${shade(color, -0.3)}" stroke-width="4"/>`,
        )
        .join('');
      const corner = [0, 1, 2]
        .map(
          (i) =>
            `<path d="M40 ${360 - i * 60} L${300 - i * 70} ${360 - i * 60} A${260 - i * 70} ${260 - i * 70} 0 0 0 40 ${100 + i * 10} Z" fill="${shade(color, 0.12 * i)}" stroke="${shade(color, -0.3)}" stroke-width="4"/>`,
        )
        .join('');
      body = `<rect width="400" height="400" fill="url(#sw)"/>${variant % 2 === 0 ? steps : corner}`;
      break;
    }
    case 'dimension':
    case 'structure':
    case 'treviclip': {
      body = `<rect width="400" height="400" fill="#f4f8fa"/>${Array.from({ length: 9 }, (_, i) => `<line x1="${i * 50}" y1="0" x2="${i * 50}" y2="400" stroke="#dbe6ec" stroke-width="2"/><line x1="0" y1="${i * 50}" x2="400" y2="${i * 50}" stroke="#dbe6ec" stroke-width="2"/>`).join('')}`;
      if (kind === 'dimension') {
        body += `<rect x="70" y="110" width="260" height="160" rx="12" fill="${shade(BRAND.water, 0.2)}" stroke="${BRAND.navy}" stroke-width="6"/><path d="M70 310 L330 310 M70 300 L70 320 M330 300 L330 320 M360 110 L360 270 M350 110 L370 110 M350 270 L370 270" stroke="${BRAND.navy}" stroke-width="4"/>`;
      } else if (kind === 'structure') {
        body += `<path d="M100 330 L100 90 L300 330 Z" fill="${color}" stroke="${BRAND.navy}" stroke-width="6"/><rect x="90" y="80" width="24" height="260" fill="${shade(color, -0.3)}"/><rect x="80" y="330" width="240" height="20" fill="${BRAND.navy}"/>`;
      } else {
        body += `<path d="M120 80 L260 80 L260 130 L170 130 L170 330 L120 330 Z" fill="${color}" stroke="${BRAND.navy}" stroke-width="6"/><path d="M175 140 Q240 170 250 330" stroke="${BRAND.cyan}" stroke-width="14" fill="none"/><rect x="200" y="80" width="90" height="30" rx="6" fill="${BRAND.yellow}"/>`;
      }
      break;
    }
    case 'shell': {
      // A spa's acrylic shell seen from above: its colour, with the seats' hollows.
      defs = vGradient('sh', [shade(color, 0.35), shade(color, -0.15)]);
      body = `<rect width="400" height="400" fill="#eef2f4"/><rect x="30" y="30" width="340" height="300" rx="60" fill="url(#sh)"/>${[
        0, 1, 2,
      ]
        .map((i) => `<ellipse cx="${110 + i * 90}" cy="110" rx="36" ry="50" fill="${shade(color, -0.25)}"/>`)
        .join('')}<rect x="90" y="190" width="220" height="110" rx="30" fill="${shade(BRAND.water, 0.2)}"/>`;
      break;
    }
    case 'cabinet': {
      defs = `<pattern id="c" width="400" height="40" patternUnits="userSpaceOnUse"><rect width="400" height="40" fill="${color}"/><rect y="34" width="400" height="6" fill="${shade(color, -0.3)}"/></pattern>`;
      body = `<rect width="400" height="400" fill="url(#c)"/>`;
      break;
    }
    case 'cover':
    case 'lifter': {
      body = `<rect width="400" height="400" fill="#eef2f4"/><path d="M40 250 L360 250 L340 300 L60 300 Z" fill="${BRAND.navy}" opacity="0.25"/><rect x="50" y="${kind === 'lifter' ? 120 : 180}" width="300" height="70" rx="20" fill="${color}" transform="${kind === 'lifter' ? 'rotate(-18 200 200)' : ''}"/>${kind === 'lifter' && variant > 0 ? `<path d="M330 300 L300 140" stroke="${BRAND.navy}" stroke-width="12" stroke-linecap="round"/>` : ''}`;
      break;
    }
    case 'sanitizer': {
      body = `<rect width="400" height="400" fill="${shade(BRAND.water, 0.45)}"/>${Array.from({ length: 12 }, () => `<circle cx="${Math.round(rand() * 360 + 20)}" cy="${Math.round(rand() * 280 + 30)}" r="${Math.round(rand() * 18 + 6)}" fill="none" stroke="${color}" stroke-width="5"/>`).join('')}`;
      break;
    }
  }
  if (text) {
    body += `<rect x="0" y="340" width="400" height="60" fill="${BRAND.navy}" opacity="0.82"/>${caption(200, 381, text, 28, '#ffffff', 'middle', 700)}`;
  }
  return svgDocument(size, size, body, defs);
}

export type SpaIcon =
  'persons' | 'jets' | 'led' | 'audio' | 'rmax' | 'touch2' | 'serie-evasion' | 'serie-harmonie' | 'serie-prestige' | 'serie-aquafit';

/** Small vector icon (served as SVG) for spa features and series badges. */
export function spaIconSvg(icon: SpaIcon): string {
  const stroke = `stroke="${BRAND.navy}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round" fill="none"`;
  let body: string;
  switch (icon) {
    case 'persons':
      body = `<circle cx="38" cy="34" r="14" ${stroke}/><path d="M14 92 Q14 58 38 58 Q62 58 62 92" ${stroke}/><circle cx="82" cy="40" r="11" ${stroke}/><path d="M68 92 Q70 64 86 64 Q104 64 106 92" ${stroke}/>`;
      break;
    case 'jets':
      body = `<circle cx="60" cy="60" r="22" ${stroke}/><circle cx="60" cy="60" r="8" fill="${BRAND.cyan}"/>${[0, 1, 2, 3, 4, 5, 6, 7].map((i) => `<line x1="${60 + 32 * Math.cos((i * Math.PI) / 4)}" y1="${60 + 32 * Math.sin((i * Math.PI) / 4)}" x2="${60 + 48 * Math.cos((i * Math.PI) / 4)}" y2="${60 + 48 * Math.sin((i * Math.PI) / 4)}" stroke="${BRAND.cyan}" stroke-width="6" stroke-linecap="round"/>`).join('')}`;
      break;
    case 'led':
      body = `<path d="M40 70 Q28 56 28 42 A32 32 0 0 1 92 42 Q92 56 80 70 L76 84 L44 84 Z" ${stroke}/><line x1="46" y1="96" x2="74" y2="96" ${stroke}/><circle cx="60" cy="44" r="12" fill="${BRAND.yellow}"/>`;
      break;
    case 'audio':
      body = `<path d="M20 48 L38 48 L60 28 L60 92 L38 72 L20 72 Z" ${stroke}/><path d="M74 44 Q84 60 74 76 M84 34 Q102 60 84 86" stroke="${BRAND.cyan}" stroke-width="6" fill="none" stroke-linecap="round"/>`;
      break;
    case 'rmax':
      body = `<rect x="22" y="22" width="76" height="76" rx="16" ${stroke}/><path d="M38 80 L38 40 L56 40 Q68 40 68 52 Q68 62 56 62 L38 62 M56 62 L70 80" ${stroke}/><path d="M74 40 L84 40 M79 35 L79 45" stroke="${BRAND.cyan}" stroke-width="5" stroke-linecap="round"/>`;
      break;
    case 'touch2':
      body = `<rect x="18" y="30" width="84" height="52" rx="10" ${stroke}/><circle cx="46" cy="56" r="8" fill="${BRAND.cyan}"/><path d="M66 96 L66 62 Q66 56 72 56 Q78 56 78 62 L78 74 L92 76 Q100 78 98 88 L96 100" ${stroke}/>`;
      break;
    default: {
      const letter = icon.replace('serie-', '').charAt(0).toUpperCase();
      const color = {
        'serie-evasion': BRAND.cyan,
        'serie-harmonie': '#2e7d32',
        'serie-prestige': BRAND.yellow,
        'serie-aquafit': '#7a5bd6',
      }[icon];
      body = `<path d="M60 8 L104 32 L104 88 L60 112 L16 88 L16 32 Z" fill="${color}"/><path d="M60 20 L94 39 L94 81 L60 100 L26 81 L26 39 Z" fill="${BRAND.navy}"/>${caption(60, 76, letter, 44, '#ffffff', 'middle')}`;
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120">${body}</svg>`;
}
