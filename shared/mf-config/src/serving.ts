// Owns how the builds' hashed files are served: the shell's /static/ and each remote's release folders on its CDN.

/**
 * Options of @fastify/static for files whose name changes with their content. They are cached for good and never
 * revalidated, so they carry no validators (ETag, Last-Modified) and no byte ranges: each script of a first load then
 * comes with about 100 bytes of headers less, on some twenty of them. The build wrote their brotli and gzip copies
 * (./precompress.ts), which are sent as they are.
 */
export const IMMUTABLE_FILES = {
  immutable: true,
  maxAge: '365d',
  preCompressed: true,
  etag: false,
  lastModified: false,
  acceptRanges: false,
} as const;
