// A client that sends its request a byte at a time, with a valid token, gets 408 and its connection closed at the request's
// limit (@storefront/mf-config/timeouts), instead of holding the connection for as long as it likes.
import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { testApiPerTest } from './helpers';

const freshApi = testApiPerTest();
const LIMIT_MS = 1_500;

/** Sends `head`, then one byte of body every 300 ms; resolves with what came back, and when, once the server closes. */
function dripped(port: number, head: string, byte: string): Promise<{ answer: string; afterMs: number }> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket: Socket = connect(port, '127.0.0.1');
    let answer = '';
    let drip: NodeJS.Timeout | undefined;
    socket.on('connect', () => {
      socket.write(head);
      drip = setInterval(() => socket.writable && socket.write(byte), 300);
    });
    socket.on('data', (chunk) => (answer += chunk.toString('utf8')));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(drip);
      resolve({ answer, afterMs: Date.now() - started });
    });
  });
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
      expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({
        statusCode: 408,
        error: 'requestTimeout',
        message: 'La requête a mis trop de temps à arriver : envoyez-la de nouveau. / The request took too long to arrive: send it again.',
      });
      expect(afterMs).toBeGreaterThanOrEqual(LIMIT_MS - 100);
      expect(afterMs).toBeLessThan(LIMIT_MS + 1_500);
    }
    expect(await t.count('submissions')).toBe(0);
  });
});
