// The local cloud holds no connection for a client that sends its request a byte at a time: every project server's timeouts
// (@storefront/mf-config/timeouts), shorter here.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { slowClient } from '@storefront/mf-config/slow-client';
import { SERVER_TIMEOUTS } from '@storefront/mf-config/timeouts';
import { startLocalCloud, type LocalCloud } from '../src/server';

let cloud: LocalCloud;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'local-cloud-timeouts-'));
  cloud = await startLocalCloud({ port: 0, dataDir, timeouts: { requestMs: 1_000, checkEveryMs: 50 } });
});
afterAll(async () => {
  await cloud.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe("the local cloud's timeouts", () => {
  it('answers 408 and closes the connection of a body sent a byte at a time, and logs no fault for it', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { answer, afterMs } = await slowClient(cloud.port, {
      // The owner's latency setting reads a JSON body, behind the admin secret.
      head: `PUT /_admin/latency HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${cloud.adminToken}\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{"firestoreMs":`,
      drip: ' ',
    });
    expect(answer).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(afterMs).toBeGreaterThanOrEqual(950);
    expect(afterMs).toBeLessThan(2_500);
    // The handler that was reading the body hears the connection close a moment later.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('keeps an idle connection as every server does', async () => {
    const response = await fetch(`${cloud.url}/health`);
    expect(response.headers.get('keep-alive')).toBe(`timeout=${SERVER_TIMEOUTS.keepAliveMs / 1000}`);
  });
});
