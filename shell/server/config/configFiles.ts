// Owns the small files the shell's server answers beside its pages: the release pointer, the runtime configuration and the site's icons.
import { readFile } from 'node:fs/promises';
import { extname, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { RuntimeConfig } from '@storefront/contracts';
import type { PointerSource } from '../pointer/pointer';

const NO_CACHE = 'no-cache, no-store, must-revalidate';
/** Copied from shell/public into the build's root. */
export const SITE_ICONS = ['favicon.ico', 'icon.svg', 'apple-touch-icon.png', 'icon-192.png', 'icon-512.png', 'manifest.webmanifest'];
const ICON_TYPES: Record<string, string> = {
  '.ico': 'image/x-icon',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
};

export interface ConfigFilesOptions {
  distDir: string;
  pointer: PointerSource;
  config: RuntimeConfig;
}

export async function registerConfigFiles(app: FastifyInstance, { distDir, pointer, config }: ConfigFilesOptions): Promise<void> {
  const icons = new Map(await Promise.all(SITE_ICONS.map(async (file) => [file, await readFile(resolve(distDir, file))] as const)));

  app.get('/mf-remotes.json', async (_request, reply) => {
    reply.header('cache-control', NO_CACHE).header('content-type', 'application/json; charset=utf-8');
    return pointer.read();
  });

  app.get('/runtime-config.json', async (_request, reply) => {
    reply.header('cache-control', NO_CACHE);
    return config;
  });

  // The icons keep their names across builds (browsers ask for /favicon.ico by name), so they are cached for a day, not for good.
  for (const file of SITE_ICONS) {
    app.get(`/${file}`, async (_request, reply) =>
      reply
        .header('cache-control', 'public, max-age=86400')
        .type(ICON_TYPES[extname(file)] ?? 'application/octet-stream')
        .send(icons.get(file)),
    );
  }
}
