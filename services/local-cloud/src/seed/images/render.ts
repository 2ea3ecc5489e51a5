// Owns turning the seed's SVG illustrations into WebP files, cached on disk by content so later starts are fast.
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { SeedObject } from '../types';

export interface ImageRequest {
  /** Storage object path, e.g. 'shop/chlore-en-tablettes-3-po.webp'. */
  path: string;
  svg: string;
  width: number;
  height: number;
}

// Bump when the encoder settings change, so cached files are rendered again.
const ENCODING = 'webp-q80-e1';

function cacheKey(request: ImageRequest): string {
  return createHash('sha256').update(ENCODING).update(`${request.width}x${request.height}`).update(request.svg).digest('hex').slice(0, 32);
}

async function render(request: ImageRequest): Promise<Buffer> {
  return sharp(Buffer.from(request.svg), { density: 72 })
    .resize(request.width, request.height, { fit: 'fill' })
    .webp({ quality: 80, effort: 1 })
    .toBuffer();
}

async function renderCached(request: ImageRequest, cacheDir: string | undefined): Promise<{ data: Buffer; cached: boolean }> {
  if (!cacheDir) return { data: await render(request), cached: false };
  const file = path.join(cacheDir, `${cacheKey(request)}.webp`);
  try {
    return { data: await readFile(file), cached: true };
  } catch {
    const data = await render(request);
    // Write then rename, so a concurrent start never reads half a file.
    const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    await writeFile(temporary, data);
    await rename(temporary, file);
    return { data, cached: false };
  }
}

export interface RenderStats {
  rendered: number;
  cached: number;
  milliseconds: number;
}

/** Renders every request (two at a time: libvips already spreads one image over the cores). */
export async function renderImages(
  requests: readonly ImageRequest[],
  cacheDir?: string,
): Promise<{ objects: Record<string, SeedObject>; stats: RenderStats }> {
  const started = performance.now();
  if (cacheDir) await mkdir(cacheDir, { recursive: true });
  const objects: Record<string, SeedObject> = {};
  let cached = 0;
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < requests.length) {
      const request = requests[next++] as ImageRequest;
      const result = await renderCached(request, cacheDir);
      if (result.cached) cached++;
      objects[request.path] = { contentType: 'image/webp', data: result.data };
    }
  };
  await Promise.all([worker(), worker(), worker()]);
  // When something was rendered the seed changed: drop cached images no request uses any more.
  if (cacheDir && cached < requests.length) await prune(cacheDir, new Set(requests.map((request) => `${cacheKey(request)}.webp`)));
  return { objects, stats: { rendered: requests.length - cached, cached, milliseconds: Math.round(performance.now() - started) } };
}

async function prune(cacheDir: string, keep: Set<string>): Promise<void> {
  for (const file of await readdir(cacheDir)) {
    if (file.endsWith('.webp') && !keep.has(file)) await unlink(path.join(cacheDir, file)).catch(() => undefined);
  }
}
