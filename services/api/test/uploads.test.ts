import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { deleteExpiredAttachments, startAttachmentRetention } from '../src/retention';
import { multipart, PDF, person, place, PNG, testApiPerTest, type TestApi } from './helpers';
import { EXCEL_97, EXCEL_97_WITH_MACROS, OUTLOOK_MESSAGE, WORD_97, WORD_97_WITH_MACROS, wordPackage } from './office-files';

const freshApi = testApiPerTest();

const DAY_MS = 24 * 60 * 60 * 1000;
const careers = { ...person, city: 'Laval', job: 'Technicien de piscines' };
const send = async (t: TestApi, url: string, body: Awaited<ReturnType<typeof multipart>>) =>
  t.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, 'x-firebase-appcheck': t.token() } });
const attachments = (t: TestApi) =>
  t.db.query<{ original_name: string; filename: string; media_type: string; storage_key: string; submission_id: string }>(
    'SELECT * FROM attachments ORDER BY filename',
  );

describe('uploads are named after what they are', () => {
  it('stores and mails a CV named cv.html that holds PDF bytes as cv.pdf, and says how long the files are kept', async () => {
    const t = await freshApi();
    const response = await send(
      t,
      '/forms/careers?lang=fr',
      await multipart(careers, [{ field: 'cv', name: 'cv.html', bytes: PDF, type: 'text/html' }]),
    );
    expect(response.statusCode).toBe(201);
    const [file] = await attachments(t);
    expect(file).toMatchObject({ original_name: 'cv.html', filename: 'cv.pdf', media_type: 'application/pdf' });
    expect(file!.storage_key).toBe(`${file!.submission_id}/0-cv.pdf`);
    expect(existsSync(join(t.config.attachmentsDir, file!.storage_key))).toBe(true);
    await t.outbox.drain();
    const notification = t.mail.state.sent.find((m) => m.to === 'ventes@piscinessoleil.local')!;
    expect(notification.raw).toContain('filename=cv.pdf');
    expect(notification.raw).toContain('Content-Type: application/pdf');
    expect(notification.raw).not.toContain('cv.html');
    expect(notification.raw.replace(/=\r?\n/g, '')).toContain(
      'Les pi=C3=A8ces jointes sont conserv=C3=A9es 90 jours sur le serveur, puis supprim=C3=A9es.',
    );
  });

  it('keeps a cleaned base name and takes the extension from the content', async () => {
    const t = await freshApi();
    const files = [
      { field: 'files', name: '../../Plan de cour: été?!.exe', bytes: PNG },
      { field: 'files', name: 'soumission.docx', bytes: WORD_97 },
      { field: 'files', name: '.bashrc', bytes: PDF },
    ];
    expect((await send(t, '/forms/quote?lang=fr', await multipart({ ...person, ...place }, files))).statusCode).toBe(201);
    expect((await attachments(t)).map((f) => [f.filename, f.media_type])).toEqual([
      ['Plan de cour_ été.png', 'image/png'],
      ['bashrc.pdf', 'application/pdf'],
      ['soumission.doc', 'application/msword'],
    ]);
  });
});

describe('Office files: Word and Excel without macros only', () => {
  const refused = {
    fr: 'Le fichier {name} n’est pas accepté : seuls les documents Word et Excel sans macros le sont. Enregistrez-le au format .docx ou .xlsx, puis joignez-le de nouveau.',
    en: 'The file {name} is not accepted: only Word and Excel documents without macros are. Save it as .docx or .xlsx, then attach it again.',
  };

  it('refuses a compound file with a VBA project, one that is neither Word nor Excel, and a .docm or a .docx carrying vbaProject.bin', async () => {
    const t = await freshApi();
    const cases = [
      { name: 'contrat.doc', bytes: WORD_97_WITH_MACROS, lang: 'fr' as const },
      { name: 'budget.xls', bytes: EXCEL_97_WITH_MACROS, lang: 'en' as const },
      { name: 'message.doc', bytes: OUTLOOK_MESSAGE, lang: 'fr' as const },
      { name: 'lettre.docm', bytes: wordPackage({ macroEnabled: true, vba: true }), lang: 'fr' as const },
      { name: 'lettre.docx', bytes: wordPackage({ vba: true }), lang: 'en' as const },
    ];
    for (const file of cases) {
      const response = await send(
        t,
        `/forms/careers?lang=${file.lang}`,
        await multipart(careers, [{ field: 'cv', name: file.name, bytes: file.bytes }]),
      );
      expect(response.statusCode, file.name).toBe(415);
      expect(response.json().message, file.name).toBe(refused[file.lang].replace('{name}', file.name));
    }
    expect(await t.count('submissions')).toBe(0);
    expect(await t.count('attachments')).toBe(0);
  });

  it('takes a Word 97-2003 document and an Excel workbook without macros, and a .docx, each named by its real type', async () => {
    const t = await freshApi();
    for (const [name, bytes] of [
      ['cv.doc', WORD_97],
      ['cv.xls', EXCEL_97],
      ['cv', wordPackage()],
    ] as const) {
      const response = await send(t, '/forms/careers?lang=fr', await multipart(careers, [{ field: 'cv', name, bytes }]));
      expect(response.statusCode, name).toBe(201);
    }
    expect((await attachments(t)).map((f) => [f.filename, f.media_type])).toEqual([
      ['cv.doc', 'application/msword'],
      ['cv.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      ['cv.xls', 'application/vnd.ms-excel'],
    ]);
  });
});

describe('attachment retention', () => {
  it('deletes files and rows older than the retention period, keeps recent ones, the leads, and files whose notification is not sent yet', async () => {
    const t = await freshApi();
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const body = await multipart(careers, [{ field: 'cv', name: `cv${i}.pdf`, bytes: PDF }]);
      ids.push((await send(t, '/forms/careers?lang=fr', body)).json().id as string);
    }
    await t.outbox.drain();
    // The third lead's store mail has not gone out (the mail server was down all along).
    await t.db.query(`UPDATE outbox SET sent_at = NULL WHERE submission_id = $1 AND kind = 'notification'`, [ids[2]]);
    const now = new Date('2027-03-01T12:00:00Z');
    const aged = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();
    await t.db.query('UPDATE attachments SET created_at = $2 WHERE submission_id = $1', [ids[0], aged(91)]);
    await t.db.query('UPDATE attachments SET created_at = $2 WHERE submission_id = $1', [ids[1], aged(89)]);
    await t.db.query('UPDATE attachments SET created_at = $2 WHERE submission_id = $1', [ids[2], aged(200)]);
    const before = await attachments(t);

    expect(await deleteExpiredAttachments({ db: t.db, attachments: t.attachments, retentionDays: 90, now: () => now })).toBe(1);
    const after = await attachments(t);
    expect(after.map((f) => f.submission_id).sort()).toEqual([ids[1], ids[2]].sort());
    const old = before.find((f) => f.submission_id === ids[0])!;
    const onDisk = (key: string) => join(t.config.attachmentsDir, key);
    expect(existsSync(onDisk(old.storage_key))).toBe(false);
    expect(existsSync(dirname(onDisk(old.storage_key)))).toBe(false);
    for (const kept of after) expect(existsSync(onDisk(kept.storage_key))).toBe(true);
    expect(await t.count('submissions')).toBe(3);

    // Two days later, the second one's turn; the job runs a pass as soon as it starts.
    const job = startAttachmentRetention({
      db: t.db,
      attachments: t.attachments,
      retentionDays: 90,
      now: () => new Date(now.getTime() + 2 * DAY_MS),
      log: { error: () => undefined, info: () => undefined },
    });
    await job.run();
    await job.stop();
    expect((await attachments(t)).map((f) => f.submission_id)).toEqual([ids[2]]);
    expect(readdirSync(t.config.attachmentsDir)).toEqual([ids[2]]);
    expect(existsSync(join(t.config.attachmentsDir, ids[1]!))).toBe(false);
  });
});
