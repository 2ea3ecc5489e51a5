// Owns the chaos suite's mail server: a real SMTP server (smtp-server) the store API's copies send to, which counts each
// message by its Message-ID (the outbox row's id) and loses the answer to some: the message is kept, then the connection
// closes before "250 OK", so the sender sees a failure and sends it again, as after a network fault or a crashed relay.
import { SMTPServer } from 'smtp-server';

export interface MailSink {
  port: number;
  /** How many times each Message-ID arrived. */
  deliveries(): ReadonlyMap<string, number>;
  /** The Message-IDs whose answer was lost (each arrived once before its answer was dropped). */
  lostAnswers(): ReadonlySet<string>;
  close(): Promise<void>;
}

export interface MailSinkOptions {
  port: number;
  /** Loses the answer to every nth message (0: never). */
  loseEvery: number;
}

const MESSAGE_ID = /^message-id:\s*(<[^>\r\n]+>)/im;

/** The Message-ID of a raw message: the first header of that name before the blank line that ends the headers. */
export function messageIdOf(raw: string): string | null {
  const headers = raw.split(/\r?\n\r?\n/, 1)[0] ?? '';
  return MESSAGE_ID.exec(headers)?.[1]?.toLowerCase() ?? null;
}

export async function startMailSink({ port, loseEvery }: MailSinkOptions): Promise<MailSink> {
  const deliveries = new Map<string, number>();
  const lost = new Set<string>();
  let received = 0;
  const server = new SMTPServer({
    // A local relay: no login, no TLS, as the API's SMTP_URL names it (smtp://host:port).
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const id = messageIdOf(Buffer.concat(chunks).toString('utf8'));
        if (!id) return callback(new Error('A message without a Message-ID'));
        deliveries.set(id, (deliveries.get(id) ?? 0) + 1);
        received += 1;
        // Only a first delivery loses its answer: a resend is answered, so every mail ends up acknowledged.
        if (loseEvery > 0 && received % loseEvery === 0 && !lost.has(id)) {
          lost.add(id);
          const connection = [...server.connections].find((c) => c.id === session.id);
          connection?.close();
          return;
        }
        callback(null);
      });
    },
  });
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', () => done());
  });
  return {
    port,
    deliveries: () => deliveries,
    lostAnswers: () => lost,
    close: () => new Promise((done) => server.close(() => done())),
  };
}
