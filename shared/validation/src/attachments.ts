// Owns the attachment rules of spec §5 and §9: accepted kinds (images, PDF, Word, Excel), at most 23 MB in all, a few files.
import type { Locale } from '@storefront/contracts';
import { ruleMessage } from './messages';

export const MEGABYTE = 1024 * 1024;
/** Spec §9: the total of a submission's attachments. */
export const MAX_TOTAL_BYTES = 23 * MEGABYTE;
/** No single file may be larger than the total allowed. */
export const MAX_FILE_BYTES = MAX_TOTAL_BYTES;
export const MAX_FILES = 5;

/** Media types accepted, as the server detects them from a file's content (its first bytes), never from its name. */
export const ACCEPTED_MEDIA_TYPES = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'image/heic',
  'image/avif',
  'application/pdf',
  // Word and Excel 97-2003 share one container format (OLE compound file); the store API then lets through only Word
  // and Excel documents without macros (the rule officeFile), as it does for .docx and .xlsx.
  'application/x-cfb',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
] as const;

/** What the browser's file picker offers, and what a file's name or declared type must match before sending. */
export const ACCEPTED_EXTENSIONS = [
  '.jpg',
  '.jpeg',
  '.png',
  '.gif',
  '.webp',
  '.heic',
  '.avif',
  '.pdf',
  '.doc',
  '.docx',
  '.xls',
  '.xlsx',
] as const;
export const ACCEPT_ATTRIBUTE = ['image/*', ...ACCEPTED_EXTENSIONS].join(',');

export function isAcceptedMediaType(mediaType: string | undefined): boolean {
  return !!mediaType && (ACCEPTED_MEDIA_TYPES as readonly string[]).includes(mediaType);
}

/** The browser's first check, by name and declared type; the server checks the content again. */
export function looksAccepted(file: { name: string }): boolean {
  const name = file.name.toLowerCase();
  return ACCEPTED_EXTENSIONS.some((extension) => name.endsWith(extension));
}

/** A size as people read it: '512 ko' / '512 KB' below a megabyte, '1,5 Mo' / '1.5 MB' above; never cut from its unit. */
export function formatFileSize(bytes: number, locale: Locale): string {
  const [unit, value] = bytes < MEGABYTE ? (['k', bytes / 1024] as const) : (['M', bytes / MEGABYTE] as const);
  const number = new Intl.NumberFormat(locale === 'fr' ? 'fr-CA' : 'en-CA', { maximumFractionDigits: unit === 'k' ? 0 : 1 }).format(value);
  // French writes the octet's symbols ko and Mo, after a no-break space (as shared/i18n's formatters do).
  const suffix = locale === 'fr' ? (unit === 'k' ? 'ko' : 'Mo') : `${unit.toUpperCase()}B`;
  return `${number}${locale === 'fr' ? '\u00a0' : ' '}${suffix}`;
}

export interface AttachmentProblem {
  rule: 'fileType' | 'fileTooBig' | 'totalTooBig' | 'tooManyFiles';
  message: string;
  file?: string;
}

/** Every problem with a set of files, in the visitor's language: count, each file's type and size, then the total. */
export function checkAttachments(files: readonly { name: string; size: number; type?: string }[], locale: Locale): AttachmentProblem[] {
  const problems: AttachmentProblem[] = [];
  if (files.length > MAX_FILES) problems.push({ rule: 'tooManyFiles', message: ruleMessage('tooManyFiles', locale, { max: MAX_FILES }) });
  for (const file of files) {
    if (!looksAccepted(file))
      problems.push({ rule: 'fileType', file: file.name, message: ruleMessage('fileType', locale, { name: file.name }) });
    else if (file.size > MAX_FILE_BYTES)
      problems.push({
        rule: 'fileTooBig',
        file: file.name,
        message: ruleMessage('fileTooBig', locale, {
          name: file.name,
          size: formatFileSize(file.size, locale),
          max: formatFileSize(MAX_FILE_BYTES, locale),
        }),
      });
  }
  const total = files.reduce((sum, file) => sum + file.size, 0);
  if (total > MAX_TOTAL_BYTES && !problems.some((p) => p.rule === 'fileTooBig'))
    problems.push({ rule: 'totalTooBig', message: ruleMessage('totalTooBig', locale) });
  return problems;
}
