// Test support: a client on a raw socket that sends its request slowly (a byte at a time, in paced slices, or in parts with
// pauses), as a slow phone or a slowloris does, to see what every server's timeouts (./timeouts) do with it.
import { connect } from 'node:net';

export interface SlowClientOptions {
  /** Where the server listens: loopback unless said. */
  host?: string;
  /** Sent at once on connecting: the request line and headers (or only some), perhaps the start of a body. */
  head: string | Buffer;
  /** Then each of these, `[what, after how long since the previous write]`. */
  writes?: readonly (readonly [string | Buffer, number])[];
  /** Then this, again every `everyMs`, until the server closes the connection: a body, or headers, that never end. */
  drip?: string;
  /** The drip's pace: 200 ms unless said. */
  everyMs?: number;
  /** Without a drip: once all is written, the client closes the connection itself after this long; it waits on the server otherwise. */
  giveUpAfterMs?: number;
}

export interface SlowClientResult {
  /** All that came back, as text. */
  answer: string;
  /** From connecting until the connection closed. */
  afterMs: number;
  /** False where the client gave up first (giveUpAfterMs). */
  closedByServer: boolean;
}

/** `writes` that send `body` in slices of `sliceBytes`, one every `everyMs` (the first at once): an upload at a steady pace. */
export function paced(body: Buffer, sliceBytes: number, everyMs: number): [Buffer, number][] {
  const slices: [Buffer, number][] = [];
  for (let at = 0; at < body.length; at += sliceBytes) slices.push([body.subarray(at, at + sliceBytes), at === 0 ? 0 : everyMs]);
  return slices;
}

/** Connects to `port`, sends as told, and resolves once the connection is closed (never rejects: a reset is a close). */
export function slowClient(port: number, options: SlowClientOptions): Promise<SlowClientResult> {
  const { host = '127.0.0.1', head, writes = [], drip, everyMs = 200, giveUpAfterMs } = options;
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = connect(port, host);
    const chunks: Buffer[] = [];
    let closedByServer = true;
    let timer: NodeJS.Timeout | undefined;
    const send = (data: string | Buffer) => socket.writable && socket.write(data);
    const next = (index: number) => {
      const write = writes[index];
      if (write) {
        timer = setTimeout(() => {
          send(write[0]);
          next(index + 1);
        }, write[1]);
      } else if (drip !== undefined) {
        timer = setInterval(() => send(drip), everyMs);
      } else if (giveUpAfterMs !== undefined) {
        timer = setTimeout(() => ((closedByServer = false), socket.destroy()), giveUpAfterMs);
      }
    };
    socket.on('connect', () => {
      send(head);
      next(0);
    });
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      // clearTimeout clears an interval as well.
      clearTimeout(timer);
      resolve({ answer: Buffer.concat(chunks).toString('utf8'), afterMs: Date.now() - started, closedByServer });
    });
  });
}
