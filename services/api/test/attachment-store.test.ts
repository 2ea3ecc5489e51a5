// Attachments in object storage: the real @google-cloud/storage SDK against the local cloud's Cloud Storage JSON API,
// a lead stored by one copy and mailed by another, retention through the bucket, and a missing object given up once.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSeed, PRIVATE_BUCKET, startLocalCloud, type LocalCloud } from '@storefront/local-cloud';
import { AttachmentMissingError, cloudStorageAttachmentStore, diskAttachmentStore } from '../src/leads/attachments';
import { startOutboxWorker } from '../src/outbox';
import { deleteExpiredAttachments } from '../src/retention';
import { multipart, PDF, person, recordingTransport, testApiPerTest } from './helpers';

const adminToken = 'f00dfeed'.repeat(4) + '0123456789abcdef';
let cloud: LocalCloud;
let cloudDir: string;
let scratch: string;

beforeAll(async () => {
  cloudDir = await mkdtemp(join(tmpdir(), 'api-gcs-cloud-'));
  scratch = await mkdtemp(join(tmpdir(), 'api-gcs-files-'));
  cloud = await startLocalCloud({ port: 0, dataDir: cloudDir, adminToken, seed: await loadSeed({ baseUrl: 'http://127.0.0.1' }) });
});
afterAll(async () => {
  await cloud.close();
  await rm(cloudDir, { recursive: true, force: true });
  await rm(scratch, { recursive: true, force: true });
});

const storage = (token = adminToken) => ({ bucket: PRIVATE_BUCKET, endpoint: cloud.url, token, timeoutMs: 5_000 });
const silent = { error: () => undefined, info: () => undefined };

async function scratchFile(name: string, bytes: Uint8Array): Promise<string> {
  const path = join(scratch, name);
  await writeFile(path, bytes);
  return path;
}

describe('the Cloud Storage attachment store (real SDK, local cloud)', () => {
  it('stores, reads back and deletes an object; a missing key is AttachmentMissingError; deleting twice is fine', async () => {
    const store = cloudStorageAttachmentStore(storage());
    await store.put('lead-1/0-cv.pdf', await scratchFile('a.pdf', PDF), 'application/pdf');
    expect(Buffer.from(await store.read('lead-1/0-cv.pdf')).equals(Buffer.from(PDF))).toBe(true);
    // Storing the same key again (a retry whose first try landed) is not an error.
    await store.put('lead-1/0-cv.pdf', await scratchFile('b.pdf', PDF), 'application/pdf');
    await store.delete('lead-1/0-cv.pdf');
    await store.delete('lead-1/0-cv.pdf');
    await expect(store.read('lead-1/0-cv.pdf')).rejects.toBeInstanceOf(AttachmentMissingError);
  });

  it('is refused without the right bearer token (the local cloud asks for the admin secret, as Cloud Storage asks for credentials)', async () => {
    const intruder = cloudStorageAttachmentStore(storage('0'.repeat(24) + 'wrong-token-wrong-token'));
    await expect(intruder.put('lead-x/0-cv.pdf', await scratchFile('c.pdf', PDF), 'application/pdf')).rejects.toMatchObject({ code: 401 });
    await expect(intruder.read('anything')).rejects.toMatchObject({ code: 401 });
  });
});

describe('a lead stored by one copy is mailed by another', () => {
  const freshApi = testApiPerTest();

  it('keeps only keys in the database and the outbox; a second copy with its own disk mails the file from the bucket', async () => {
    const t = await freshApi({ attachmentStorage: storage() });
    // This copy sends nothing: the submission's kick must not mail it before the other copy does.
    await t.outbox.stop();
    const body = await multipart({ ...person, city: 'Laval', job: 'Technicien' }, [
      { field: 'cv', name: 'cv.pdf', bytes: PDF, type: 'application/pdf' },
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/forms/careers?lang=fr',
      payload: body.payload,
      headers: { ...body.headers, 'x-firebase-appcheck': t.token() },
    });
    expect(response.statusCode).toBe(201);
    const id = response.json().id as string;
    const [row] = await t.db.query<{ storage_key: string }>('SELECT storage_key FROM attachments');
    expect(row?.storage_key).toBe(`${id}/0-cv.pdf`);
    const [queued] = await t.db.query<{ message: { attachments: unknown[] } }>(`SELECT message FROM outbox WHERE kind = 'notification'`);
    expect(queued?.message.attachments).toEqual([{ filename: 'cv.pdf', key: `${id}/0-cv.pdf`, contentType: 'application/pdf' }]);
    expect(JSON.stringify(queued)).not.toContain(tmpdir());

    // The other copy: its own transport and its own client of the bucket, nothing on this copy's disk.
    const other = recordingTransport();
    const worker = startOutboxWorker({
      db: t.db,
      transport: other.transporter,
      attachments: cloudStorageAttachmentStore(storage()),
      pollMs: 60_000,
      log: silent,
    });
    await worker.drain();
    await worker.stop();
    const notification = other.state.sent.find((mail) => mail.to === 'ventes@piscinessoleil.local');
    expect(notification?.raw).toContain('filename=cv.pdf');
    expect(notification?.raw).toContain(Buffer.from(PDF).toString('base64').slice(0, 40));

    // Retention deletes through the bucket: the object is gone, the lead stays.
    await t.db.query(`UPDATE attachments SET created_at = now() - interval '100 days'`);
    expect(await deleteExpiredAttachments({ db: t.db, attachments: t.attachments, retentionDays: 90 })).toBe(1);
    await expect(cloudStorageAttachmentStore(storage()).read(`${id}/0-cv.pdf`)).rejects.toBeInstanceOf(AttachmentMissingError);
    expect(await t.count('submissions')).toBe(1);
  });
});

describe('a mail whose attachment is gone', () => {
  const freshApi = testApiPerTest();

  it('is given up once, with its reason, instead of retried forever; the lead and the visitor’s mail stay', async () => {
    const t = await freshApi();
    // The mails wait until the file is gone: this copy's own worker does not send them on the submission's kick.
    await t.outbox.stop();
    const body = await multipart({ ...person, city: 'Laval', job: 'Technicien' }, [
      { field: 'cv', name: 'cv.pdf', bytes: PDF, type: 'application/pdf' },
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/forms/careers?lang=fr',
      payload: body.payload,
      headers: { ...body.headers, 'x-firebase-appcheck': t.token() },
    });
    const id = response.json().id as string;
    await diskAttachmentStore(t.config.attachmentsDir).delete(`${id}/0-cv.pdf`);
    const worker = startOutboxWorker({
      db: t.db,
      transport: t.mail.transporter,
      attachments: t.attachments,
      baseDelayMs: 1,
      pollMs: 60_000,
      log: silent,
    });
    await worker.drain();
    await t.db.query("UPDATE outbox SET next_attempt_at = now() - interval '1 minute'");
    await worker.drain();
    await worker.stop();
    const rows = await t.db.query<{
      kind: string;
      sent_at: string | null;
      rejected_at: string | null;
      attempts: number;
      last_error: string;
    }>('SELECT kind, sent_at, rejected_at, attempts, last_error FROM outbox ORDER BY kind');
    expect(rows.map((r) => [r.kind, Boolean(r.sent_at), Boolean(r.rejected_at), r.attempts])).toEqual([
      ['acknowledgement', true, false, 1],
      ['notification', false, true, 1],
    ]);
    expect(rows[1]?.last_error).toContain(`attachment ${id}/0-cv.pdf is missing`);
    expect(t.mail.state.sent.map((mail) => mail.to)).toEqual(['marie@example.com']);
    expect(await t.count('submissions')).toBe(1);
  });
});
