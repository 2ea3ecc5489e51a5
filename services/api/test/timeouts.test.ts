// A client that sends its request a byte at a time, with a valid token, gets 408 and its connection closed at the request's
// limit, or sooner once its body stalls (@storefront/mf-config/timeouts), instead of holding the connection for as long as it
// likes; an honest upload at a phone's pace, and an answer that takes its time, are not cut.
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paced, slowClient } from '@storefront/mf-config/slow-client';
import { SLOWEST_UPLOAD_BYTES_PER_SECOND } from '@storefront/mf-config/timeouts';
import { MAX_TOTAL_BYTES } from '@storefront/validation';
import { safeLog } from '../src/redact';
import { multipart, PDF, person, testApiPerTest, type TestApi } from './helpers';

const freshApi = testApiPerTest();
const LIMIT_MS = 1_500;
/** The body watch's windows in these tests: 2 kB a second, so a stall is refused within 2 s of starting. */
const WATCH = { bodyWindowMs: 1_000, bodyMinBytes: 2_048 };
/** The whole request's limit where the body watch is tested: far above the time a stall takes to be refused. */
const CAP_MS = 20_000;
const TIMEOUT_BODY = {
  statusCode: 408,
  error: 'requestTimeout',
  message: 'La requête a mis trop de temps à arriver : envoyez-la de nouveau. / The request took too long to arrive: send it again.',
};
afterEach(() => vi.restoreAllMocks());

/** Sends `head`, then `byte` every 300 ms; resolves with what came back, and when, once the server closes. */
const dripped = (port: number, head: string, byte: string) => slowClient(port, { head, drip: byte, everyMs: 300 });

async function listening(t: TestApi): Promise<number> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return (t.app.server.address() as AddressInfo).port;
}

/** A careers application with a CV of `cvBytes` (a PDF, padded), as a browser sends it. */
async function application(cvBytes: number) {
  const cv = Buffer.concat([PDF, Buffer.alloc(cvBytes - PDF.length, 0x20)]);
  const { payload, headers } = await multipart({ ...person, city: 'Laval', job: 'Technicien de piscines' }, [
    { field: 'cv', name: 'cv.pdf', bytes: cv },
  ]);
  return { payload, type: headers['content-type'] };
}

describe('a request that arrives a byte at a time', () => {
  it('gets 408 in words and its connection closed at the request’s limit, JSON or chunked multipart alike', async () => {
    const t = await freshApi({}, undefined, undefined, { timeouts: { requestMs: LIMIT_MS, checkEveryMs: 100 } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const token = t.token();
    const [contact, careers] = await Promise.all([
      dripped(
        port,
        `POST /forms/contact?lang=fr HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 4000\r\nX-Firebase-AppCheck: ${token}\r\n\r\n{"message":"`,
        'a',
      ),
      dripped(
        port,
        `POST /forms/careers?lang=fr HTTP/1.1\r\nHost: localhost\r\nContent-Type: multipart/form-data; boundary=x\r\nTransfer-Encoding: chunked\r\nX-Firebase-AppCheck: ${token}\r\n\r\n`,
        '1\r\na\r\n',
      ),
    ]);
    for (const { answer, afterMs } of [contact, careers]) {
      expect(answer).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
      expect(answer).toContain('Connection: close');
      expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual(TIMEOUT_BODY);
      expect(afterMs).toBeGreaterThanOrEqual(LIMIT_MS - 100);
      expect(afterMs).toBeLessThan(LIMIT_MS + 1_500);
    }
    expect(await t.count('submissions')).toBe(0);
  });

  it('is refused once its body stalls, long before the whole request’s limit, and the cut is no server error', async () => {
    const logged = vi.spyOn(safeLog, 'error');
    const t = await freshApi({}, undefined, undefined, { timeouts: { requestMs: CAP_MS, ...WATCH } });
    const port = await listening(t);
    const { payload, type } = await application(4_000);
    const { answer, afterMs } = await dripped(
      port,
      `POST /forms/careers?lang=fr HTTP/1.1\r\nHost: localhost\r\nContent-Type: ${type}\r\nContent-Length: ${payload.length}\r\nX-Firebase-AppCheck: ${t.token()}\r\n\r\n${payload.subarray(0, 200).toString('latin1')}`,
      'a',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(answer).toContain('Connection: close');
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual(TIMEOUT_BODY);
    // The first window that brings too little, or the second at the latest, with room for a busy machine.
    expect(afterMs).toBeGreaterThanOrEqual(WATCH.bodyWindowMs - 100);
    expect(afterMs).toBeLessThan(2 * WATCH.bodyWindowMs + 3_000);
    expect(afterMs).toBeLessThan(CAP_MS);
    // The multipart reader's "aborted", once the error handler has had it.
    await vi.waitFor(async () => expect(await t.count('submissions')).toBe(0));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(logged).not.toHaveBeenCalled();
  });

  it('lets the careers form’s 23 MB through at a slow phone’s pace, and takes an honest upload that keeps coming', async () => {
    const t = await freshApi({}, undefined, undefined, { timeouts: WATCH });
    // By default, the whole request may take the largest application at the slowest upload allowed (80 KiB/s).
    expect(t.app.server.requestTimeout).toBeGreaterThanOrEqual((MAX_TOTAL_BYTES / SLOWEST_UPLOAD_BYTES_PER_SECOND) * 1000);
    expect(t.app.initialConfig).toMatchObject({ requestTimeout: t.app.server.requestTimeout });
    const port = await listening(t);
    // 64 KiB every 200 ms (about 2.6 Mbit/s): about 3 s, beyond two windows of the body watch.
    const { payload, type } = await application(1024 * 1024);
    const { answer, afterMs } = await slowClient(port, {
      head: `POST /forms/careers?lang=fr HTTP/1.1\r\nHost: localhost\r\nContent-Type: ${type}\r\nContent-Length: ${payload.length}\r\nX-Firebase-AppCheck: ${t.token()}\r\nConnection: close\r\n\r\n`,
      writes: paced(payload, 64 * 1024, 200),
    });
    expect(answer).toMatch(/^HTTP\/1\.1 201 /);
    expect(afterMs).toBeGreaterThan(2 * WATCH.bodyWindowMs);
    expect(await t.count('attachments')).toBe(1);
  });

  it('does not cut a request whose body came whole while its answer takes longer than the body watch’s windows', async () => {
    const t = await freshApi({}, undefined, undefined, { timeouts: { requestMs: CAP_MS, ...WATCH } });
    // As an order waits on the payment gateway once its body is read.
    t.app.post('/test/slow-answer', async (request) => {
      await new Promise((resolve) => setTimeout(resolve, 3 * WATCH.bodyWindowMs));
      return { received: request.body };
    });
    const port = await listening(t);
    const body = Buffer.from(JSON.stringify({ cart: 'x'.repeat(1_000) }));
    const { answer, afterMs } = await slowClient(port, {
      head: Buffer.concat([
        Buffer.from(
          `POST /test/slow-answer HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`,
        ),
        body,
      ]),
    });
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({ received: { cart: 'x'.repeat(1_000) } });
    expect(afterMs).toBeGreaterThanOrEqual(3 * WATCH.bodyWindowMs - 100);
  });
});
