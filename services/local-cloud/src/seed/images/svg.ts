// Owns the SVG building blocks of the seed illustrations: brand palette, colour shading, frames and backgrounds.

export const BRAND = {
  yellow: '#f5c400',
  navy: '#0b2545',
  cyan: '#00a6d6',
  water: '#3cc3e8',
  deepWater: '#0077b6',
  sand: '#f3e3c3',
  grass: '#5aa05a',
  white: '#ffffff',
} as const;

export const FONT = "'DejaVu Sans', 'Liberation Sans', Arial, sans-serif";

function clamp(n: number): number {
  return Math.max(0, Math.min(255, Math.round(n)));
}

/** Lightens (amount > 0) or darkens (amount < 0) a #rrggbb colour; amount in [-1, 1]. */
export function shade(hex: string, amount: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const channels = [(value >> 16) & 255, (value >> 8) & 255, value & 255];
  const mixed = channels.map((c) => clamp(amount >= 0 ? c + (255 - c) * amount : c * (1 + amount)));
  return `#${mixed.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/** True for pale colours, on which text needs the dark brand colour. */
export function isLight(hex: string): boolean {
  const value = Number.parseInt(hex.slice(1), 16);
  const luminance = 0.299 * ((value >> 16) & 255) + 0.587 * ((value >> 8) & 255) + 0.114 * (value & 255);
  return luminance > 170;
}

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export function svgDocument(width: number, height: number, body: string, defs = ''): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`;
}

/** Vertical linear gradient definition. */
export function vGradient(id: string, stops: [string, string] | string[]): string {
  const step = 1 / (stops.length - 1);
  return `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${stops
    .map((color, i) => `<stop offset="${(i * step).toFixed(3)}" stop-color="${color}"/>`)
    .join('')}</linearGradient>`;
}

export function hGradient(id: string, stops: string[]): string {
  const step = 1 / (stops.length - 1);
  return `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0">${stops
    .map((color, i) => `<stop offset="${(i * step).toFixed(3)}" stop-color="${color}"/>`)
    .join('')}</linearGradient>`;
}

/** Cylinder shading: dark edges, a highlight left of centre. */
export function cylinderGradient(id: string, color: string): string {
  return hGradient(id, [shade(color, -0.35), shade(color, 0.15), shade(color, 0.35), color, shade(color, -0.4)]);
}

/** A soft ground shadow under an object standing at y. */
export function groundShadow(cx: number, y: number, rx: number, ry = rx * 0.12): string {
  return `<ellipse cx="${cx}" cy="${y}" rx="${rx}" ry="${ry}" fill="#0b2545" opacity="0.16"/>`;
}

/** Deterministic pseudo-random numbers (mulberry32) so every run draws the same picture. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function hashString(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 16777619);
  }
  return hash >>> 0;
}

/** Square product-shot stage: light backdrop, a tinted disc behind the item and a few brand sparkles. */
export function productStage(size: number, tint: string, seed: number): { defs: string; body: string } {
  const rand = random(seed);
  const defs = `<radialGradient id="stage" cx="0.5" cy="0.42" r="0.75"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${shade(tint, 0.86)}"/></radialGradient>
<radialGradient id="disc" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="${shade(tint, 0.62)}"/><stop offset="1" stop-color="${shade(tint, 0.78)}"/></radialGradient>`;
  const dots = Array.from({ length: 5 }, () => {
    const x = 60 + rand() * (size - 120);
    const y = 50 + rand() * 140;
    const r = 4 + rand() * 7;
    const color = [BRAND.yellow, BRAND.cyan, shade(tint, 0.3)][Math.floor(rand() * 3)];
    return `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${r.toFixed(1)}" fill="${color}" opacity="0.55"/>`;
  }).join('');
  const c = size / 2;
  const body = `<rect width="${size}" height="${size}" fill="url(#stage)"/>
<circle cx="${c}" cy="${c * 0.96}" r="${size * 0.36}" fill="url(#disc)"/>
<path d="M0 ${size * 0.86} Q ${c} ${size * 0.8} ${size} ${size * 0.86} L ${size} ${size} L 0 ${size} Z" fill="${shade(tint, 0.9)}"/>
${dots}`;
  return { defs, body };
}
