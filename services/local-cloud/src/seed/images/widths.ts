// Owns the narrower copies of every rendered seed image (the stored widths of @storefront/contracts), cached on disk by content.
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { storedImageWidthPath, storedImageWidths } from '@storefront/contracts';
import type { SeedObject } from '../types';
import type { ImageRequest, RenderStats } from './render';

// Bump when the encoder settings change, so cached copies are made again.
const ENCODING = 'webp-q80-e1-lanczos3';

interface Copy {
  path: string;
  width: number;
  height: number;
  original: Buffer;
}

function cacheKey(copy: Copy): string {
  return createHash('sha256').update(ENCODING).update(`${copy.width}x${copy.height}`).update(copy.original).digest('hex').slice(0, 32);
}

async function resize(copy: Copy): Promise<Buffer> {
  return sharp(copy.original)
    .resize(copy.width, copy.height, { fit: 'fill', kernel: 'lanczos3' })
    .webp({ quality: 80, effort: 1 })
    .toBuffer();
}

async function resizeCached(copy: Copy, cacheDir: string | undefined): Promise<{ data: Buffer; cached: boolean }> {
  if (!cacheDir) return { data: await resize(copy), cached: false };
  const file = path.join(cacheDir, `${cacheKey(copy)}.webp`);
  try {
    return { data: await readFile(file), cached: true };
  } catch {
    const data = await resize(copy);
    // Write then rename, so a concurrent start never reads half a file.
    const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    await writeFile(temporary, data);
    await rename(temporary, file);
    return { data, cached: false };
  }
}

/** The copies every rendered image gets: each stored width narrower than it, its height in proportion. */
export function plannedCopies(requests: readonly ImageRequest[], objects: Readonly<Record<string, SeedObject>>): Copy[] {
  return requests.flatMap((request) => {
    const original = objects[request.path];
    if (!original) return [];
    return storedImageWidths(request.width).map((width) => ({
      path: storedImageWidthPath(request.path, width),
      width,
      height: Math.round((request.height * width) / request.width),
      original: original.data,
    }));
  });
}

/**
 * Adds the narrower copies of the rendered images to `rendered` (cached in `<cacheDir>/widths`, apart from the
 * originals' cache, whose pruning would drop them); copies are made from the rendered originals, not the SVG,
 * which is several times faster.
 */
export async function withStoredWidths(
  rendered: { objects: Record<string, SeedObject>; stats: RenderStats },
  requests: readonly ImageRequest[],
  cacheDir: string | undefined,
): Promise<{ objects: Record<string, SeedObject>; stats: RenderStats }> {
  const started = performance.now();
  const dir = cacheDir ? path.join(cacheDir, 'widths') : undefined;
  if (dir) await mkdir(dir, { recursive: true });
  const copies = plannedCopies(requests, rendered.objects);
  const objects: Record<string, SeedObject> = { ...rendered.objects };
  let cached = 0;
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < copies.length) {
      const copy = copies[next++] as Copy;
      const result = await resizeCached(copy, dir);
      if (result.cached) cached++;
      objects[copy.path] = { contentType: 'image/webp', data: result.data };
    }
  };
  await Promise.all([worker(), worker(), worker()]);
  if (dir && cached < copies.length) await prune(dir, new Set(copies.map((copy) => `${cacheKey(copy)}.webp`)));
  const { stats } = rendered;
  return {
    objects,
    stats: {
      rendered: stats.rendered + copies.length - cached,
      cached: stats.cached + cached,
      milliseconds: stats.milliseconds + Math.round(performance.now() - started),
    },
  };
}

async function prune(dir: string, keep: Set<string>): Promise<void> {
  for (const file of await readdir(dir)) {
    if (file.endsWith('.webp') && !keep.has(file)) await unlink(path.join(dir, file)).catch(() => undefined);
  }
}
