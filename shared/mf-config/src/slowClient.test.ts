// The timeouts tests' slow client: what it sends, at what pace, and how it tells the server's close from its own.
import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { paced, slowClient } from './slowClient';

let server: Server | undefined;
afterEach(async () => {
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = undefined;
});

/** A TCP server that records what arrives, and when, and answers then closes once `closeAfterBytes` have come. */
async function recording(closeAfterBytes: number) {
  const arrivals: { text: string; atMs: number }[] = [];
  server = createServer((socket) => {
    const started = Date.now();
    let bytes = 0;
    socket.on('data', (chunk) => {
      arrivals.push({ text: chunk.toString('utf8'), atMs: Date.now() - started });
      bytes += chunk.length;
      if (bytes >= closeAfterBytes) socket.end('réponse');
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, arrivals };
}

describe('slowClient', () => {
  it('sends the head, then drips until the server closes, and answers what came back', async () => {
    const { port, arrivals } = await recording(8);
    const { answer, afterMs, closedByServer } = await slowClient(port, { head: 'HEAD', drip: 'x', everyMs: 50 });
    expect(arrivals.map((a) => a.text).join('')).toBe('HEADxxxx');
    expect(answer).toBe('réponse');
    expect(closedByServer).toBe(true);
    expect(afterMs).toBeGreaterThanOrEqual(4 * 50 - 20);
  });

  it('sends each write after its pause, then gives up itself where told to', async () => {
    const { port, arrivals } = await recording(1_000);
    const { answer, closedByServer, afterMs } = await slowClient(port, {
      head: 'a',
      writes: [
        ['b', 150],
        ['c', 0],
      ],
      giveUpAfterMs: 100,
    });
    expect(arrivals.map((a) => a.text).join('')).toBe('abc');
    expect(arrivals.at(-1)!.atMs).toBeGreaterThanOrEqual(140);
    expect(answer).toBe('');
    expect(closedByServer).toBe(false);
    expect(afterMs).toBeGreaterThanOrEqual(150 + 100 - 20);
  });
});

describe('paced', () => {
  it('cuts a body into slices, the first at once and each next one after the pace', () => {
    expect(paced(Buffer.from('abcdefg'), 3, 200)).toEqual([
      [Buffer.from('abc'), 0],
      [Buffer.from('def'), 200],
      [Buffer.from('g'), 200],
    ]);
  });
});
