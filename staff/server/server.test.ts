import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { buildStaffServer } from './server';

// A stand-in store API that answers with what it was sent, and a session cookie.
const api = createServer((request, response) => {
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk.toString()));
  request.on('end', () => {
    response.setHeader('set-cookie', ['staff-session=abc; Path=/; HttpOnly; SameSite=Strict', 'other=1; Path=/']);
    response.setHeader('content-type', 'application/json');
    response.setHeader('x-powered-by', 'not passed on');
    response.end(JSON.stringify({ method: request.method, url: request.url, headers: request.headers, body }));
  });
});
await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
afterAll(() => api.close());

const dist = mkdtempSync(join(tmpdir(), 'staff-dist-'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Console</title>');
const app = await buildStaffServer({ apiOrigin: `http://127.0.0.1:${(api.address() as AddressInfo).port}`, dist });

describe('the staff console’s server', () => {
  it('answers every page with the one document, never cached nor indexed, under a strict policy', async () => {
    const page = await app.inject({ method: 'GET', url: '/leads/42' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Console</title>');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect((await app.inject({ method: 'GET', url: '/robots.txt' })).body).toBe('User-agent: *\nDisallow: /\n');
  });

  it('passes /api/* on to the store API with the session’s headers only, and its cookies back', async () => {
    const answer = await app.inject({
      method: 'POST',
      url: '/api/staff/leads/42/status?lang=fr',
      payload: { status: 'won' },
      headers: {
        cookie: 'staff-session=abc',
        'x-csrf-token': 't',
        'if-match': '"3"',
        authorization: 'Bearer never-passed',
        origin: 'http://localhost:3040',
      },
    });
    const seen = answer.json();
    expect(seen).toMatchObject({ method: 'POST', url: '/staff/leads/42/status?lang=fr', body: '{"status":"won"}' });
    expect(seen.headers).toMatchObject({
      cookie: 'staff-session=abc',
      'x-csrf-token': 't',
      'if-match': '"3"',
      origin: 'http://localhost:3040',
    });
    expect(seen.headers.authorization).toBeUndefined();
    expect(answer.headers['set-cookie']).toEqual(['staff-session=abc; Path=/; HttpOnly; SameSite=Strict', 'other=1; Path=/']);
    expect(answer.headers['x-powered-by']).toBeUndefined();
    expect(answer.headers['cache-control']).toBe('no-store');
  });
});
