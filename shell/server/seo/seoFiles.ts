// Owns the files written for crawlers: robots.txt, and sitemap.xml rebuilt from the catalogue now and then.
import type { FastifyInstance } from 'fastify';
import { livePages, type RuntimeConfig } from '@storefront/contracts';
import type { SourcesResult } from './catalogueSources';
import type { PointerSource } from '../pointer/pointer';
import { robotsTxt } from './robots';
import { renderSitemap, sitemapEntries } from './sitemap';

/** The sitemap is rebuilt from the catalogue this often, or sooner after a source could not be read. */
const SITEMAP_TTL_MS = 10 * 60_000;
const SITEMAP_RETRY_MS = 30_000;

export interface SeoFilesOptions {
  config: RuntimeConfig;
  /** The site's public address, never the request's Host. */
  siteOrigin: string;
  /** The release pointer, whose reads set the live pages (server.ts): the files list the pages the live releases declare. */
  pointer: PointerSource;
  readSources: (config: RuntimeConfig, log: (message: string) => void) => Promise<SourcesResult>;
}

export function registerSeoFiles(app: FastifyInstance, { config, siteOrigin, pointer, readSources }: SeoFilesOptions): void {
  let sitemap: { xml: string; expires: number; pages: unknown } | null = null;

  app.get('/robots.txt', async (_request, reply) => {
    await pointer.read();
    return reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robotsTxt(siteOrigin));
  });

  app.get('/sitemap.xml', async (_request, reply) => {
    await pointer.read();
    // A release or a rollback that changes the live pages makes a new sitemap at once (its pages come and go with it).
    const pages = livePages();
    if (!sitemap || sitemap.expires < Date.now() || sitemap.pages !== pages) {
      const { sources, complete } = await readSources(config, (message) => console.warn(message));
      sitemap = {
        xml: renderSitemap(sitemapEntries(siteOrigin, sources)),
        expires: Date.now() + (complete ? SITEMAP_TTL_MS : SITEMAP_RETRY_MS),
        pages,
      };
    }
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=600').send(sitemap.xml);
  });
}
