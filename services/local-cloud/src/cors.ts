// Owns which browser origins may call the local cloud: the site's own (shell and remotes on this machine, or the configured site origin).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sitePorts } from '@storefront/mf-config/ports';

/** The site's public origin when it is not this machine's shell (the shell's server reads the same variable). */
export const SITE_ORIGIN_VARIABLE = 'STOREFRONT_SITE_ORIGIN';

const EXPOSED_HEADERS = 'Content-Type, Content-Length, Content-Range, ETag, Cache-Control';

/** The shell and each remote on this machine (localhost and 127.0.0.1), and the configured site origin. */
export function siteOrigins(env: Record<string, string | undefined> = process.env): string[] {
  const ports = sitePorts(env);
  const browserPorts = [ports.shell, ports.catalogue, ports.shop, ports.checkout, ports.forms, ports.water];
  const origins = browserPorts.flatMap((port) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`]);
  const configured = env[SITE_ORIGIN_VARIABLE];
  if (configured) origins.push(new URL(configured).origin);
  return origins;
}

export interface CorsPolicy {
  /** Adds the CORS headers of an ordinary answer; none for an origin that is not the site's. */
  apply(req: IncomingMessage, res: ServerResponse): void;
  /** Answers a preflight: 204 with the allowed methods and headers for the site's origins, 403 for any other. */
  preflight(req: IncomingMessage, res: ServerResponse): void;
}

export function createCorsPolicy(origins: readonly string[]): CorsPolicy {
  const allowed = new Set(origins);
  const isAllowed = (origin: string | undefined): origin is string => origin !== undefined && allowed.has(origin);

  return {
    apply(req, res) {
      // Caches must keep one answer per origin, since the headers differ.
      res.setHeader('Vary', 'Origin');
      const origin = req.headers.origin;
      if (!isAllowed(origin)) return;
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Access-Control-Allow-Credentials', 'true');
      res.setHeader('Access-Control-Expose-Headers', EXPOSED_HEADERS);
    },
    preflight(req, res) {
      const origin = req.headers.origin;
      if (origin !== undefined && !isAllowed(origin)) {
        const body = JSON.stringify({ error: { code: 403, message: `Origin ${origin} is not allowed`, status: 'PERMISSION_DENIED' } });
        res.writeHead(403, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(body) });
        res.end(body);
        return;
      }
      res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
      // The origin is the site's own, so whatever headers its SDKs ask for are fine.
      res.setHeader('Access-Control-Allow-Headers', String(req.headers['access-control-request-headers'] ?? ''));
      res.setHeader('Access-Control-Max-Age', '86400');
      res.writeHead(204);
      res.end();
    },
  };
}
