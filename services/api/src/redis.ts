// Owns the store API's Redis client (REDIS_URL): short timeouts and no queue while disconnected, so a Redis restart
// costs each request at most half a second and never an error (the rate limit lets requests through meanwhile).
import { Redis } from 'ioredis';

/** How long to wait for Redis to connect or answer one command. */
export const REDIS_TIMEOUT_MS = 500;

export function createRedisClient(url: string, log: Pick<Console, 'error' | 'info'> = console): Redis {
  const client = new Redis(url, {
    connectTimeout: REDIS_TIMEOUT_MS,
    commandTimeout: REDIS_TIMEOUT_MS,
    maxRetriesPerRequest: 1,
    // While disconnected a command fails at once instead of waiting for the reconnection.
    enableOfflineQueue: false,
    // Reconnect forever, at most a second apart: Redis coming back is noticed quickly.
    retryStrategy: (times) => Math.min(times * 100, 1_000),
  });
  // One line per outage, not one per reconnection attempt.
  let down = false;
  client.on('error', (error: Error) => {
    if (down) return;
    down = true;
    log.error(`[api] Redis unreachable (${error.message}): rate limits are not counted until it is back`);
  });
  client.on('ready', () => {
    if (down) log.info('[api] Redis is back: rate limits are shared again');
    down = false;
  });
  return client;
}
