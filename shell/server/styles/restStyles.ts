// Owns the rest of a pruned sheet as a file of its own: the rules a page's inline copy left out (pruneStyles.ts), which the
// early script links right after that copy when the shell's code starts. Its address names the sheet and its rules, so any
// copy of the shell answers it the same, and a CDN keeps it for good.
import type { FastifyInstance } from 'fastify';
import type { PointerSource } from '../pointer/pointer';
import { inlinedCss, REST_STYLES_PATH, type createSheetReader } from './inlineStyles';
import { cssOfLeaves } from './pruneStyles';

/**
 * Whether the shell reads a sheet at this address for others: its own build's, or one under a release folder of a remote's
 * origin (an older release's too, for a page a cache kept). Never any other address, so the route fetches nothing it is asked to.
 */
function readableSheet(href: string, remoteOrigins: ReadonlySet<string>): boolean {
  if (href.startsWith('/static/css/') && !href.includes('..')) return true;
  if (!URL.canParse(href)) return false;
  const url = new URL(href);
  return remoteOrigins.has(url.origin) && url.pathname.includes('/releases/') && url.pathname.endsWith('.css') && url.search === '';
}

export interface RestStylesOptions {
  readStyle: ReturnType<typeof createSheetReader>;
  pointer: PointerSource;
  /** The site's public address: the rest's relative `url()`s are resolved against its sheet's, as the inline copy's are. */
  siteOrigin: string;
}

export function registerRestStyles(app: FastifyInstance, { readStyle, pointer, siteOrigin }: RestStylesOptions): void {
  app.get<{ Querystring: { sheet?: string; leaves?: string } }>(REST_STYLES_PATH, async (request, reply) => {
    const { sheet: href = '', leaves = '' } = request.query;
    const remoteOrigins = new Set(
      Object.values((await pointer.read()).remotes).flatMap((remote) => (URL.canParse(remote.entry) ? [new URL(remote.entry).origin] : [])),
    );
    const sheet = readableSheet(href, remoteOrigins) && /^[\w-]*$/.test(leaves) ? await readStyle(href) : null;
    const bitmap = Buffer.from(leaves, 'base64url');
    // A sheet that could not be read, or a bitmap for another sheet: the early script then links the whole sheet instead.
    if (!sheet?.css || !sheet.pieces || bitmap.length !== Math.ceil(sheet.pieces.leafCount / 8)) {
      return reply.code(404).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('No such sheet');
    }
    return reply
      .type('text/css; charset=utf-8')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(inlinedCss(cssOfLeaves(sheet.pieces, bitmap), href, siteOrigin));
  });
}
