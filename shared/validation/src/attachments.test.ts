import { describe, expect, it } from 'vitest';
import { checkAttachments, formatFileSize, isAcceptedMediaType, MAX_FILES, MAX_TOTAL_BYTES, MEGABYTE } from './attachments';

describe('attachment rules of spec §5 and §9', () => {
  it('allows 23 MB in all', () => {
    expect(MAX_TOTAL_BYTES).toBe(23 * 1024 * 1024);
    expect(
      checkAttachments(
        [
          { name: 'a.pdf', size: 12 * MEGABYTE },
          { name: 'b.jpg', size: 11 * MEGABYTE },
        ],
        'fr',
      ),
    ).toEqual([]);
    expect(
      checkAttachments(
        [
          { name: 'a.pdf', size: 12 * MEGABYTE },
          { name: 'b.jpg', size: 11 * MEGABYTE + 1 },
        ],
        'fr',
      ),
    ).toEqual([{ rule: 'totalTooBig', message: 'La limite de poids de fichier joint est dépassé. Maximum 23 mo.' }]);
  });

  it('accepts images, PDF, Word and Excel by name in the browser, and nothing else', () => {
    const names = ['photo.JPG', 'plan.png', 'devis.pdf', 'cv.doc', 'cv.docx', 'budget.xls', 'budget.xlsx', 'terrain.heic'];
    expect(
      checkAttachments(
        names.map((name) => ({ name, size: 10 })),
        'fr',
      ).filter((p) => p.rule === 'fileType'),
    ).toEqual([]);
    expect(checkAttachments([{ name: 'setup.exe', size: 10 }], 'en')).toEqual([
      { rule: 'fileType', file: 'setup.exe', message: 'The file setup.exe is not of an accepted type (images, PDF, Word or Excel).' },
    ]);
  });

  it('names a file too big with its size and the maximum', () => {
    expect(checkAttachments([{ name: 'video.pdf', size: 30 * MEGABYTE }], 'fr')).toEqual([
      {
        rule: 'fileTooBig',
        file: 'video.pdf',
        message: 'Le fichier video.pdf est trop volumineux (30\u00a0Mo). Maximum\u00a0: 23\u00a0Mo.',
      },
    ]);
  });

  it('refuses too many files', () => {
    const files = Array.from({ length: MAX_FILES + 1 }, (_, i) => ({ name: `${i}.pdf`, size: 1 }));
    expect(checkAttachments(files, 'fr')[0]).toEqual({ rule: 'tooManyFiles', message: 'Vous pouvez joindre au plus 5 fichiers.' });
  });

  it('writes sizes in each language', () => {
    expect(formatFileSize(512 * 1024, 'fr')).toBe('512\u00a0ko');
    expect(formatFileSize(1.5 * MEGABYTE, 'fr')).toBe('1,5\u00a0Mo');
    expect(formatFileSize(1.5 * MEGABYTE, 'en')).toBe('1.5\u00a0MB');
  });

  it('knows the media types the server accepts by content', () => {
    expect(isAcceptedMediaType('application/pdf')).toBe(true);
    expect(isAcceptedMediaType('application/x-msdownload')).toBe(false);
    expect(isAcceptedMediaType(undefined)).toBe(false);
  });
});
