// Owns telling a Word or Excel document without macros from any other Office container: old compound files (.doc, .xls)
// by their directory, new zip packages (.docx, .xlsx) by the names of their parts.
import { readFile } from 'node:fs/promises';
import CFB from 'cfb';
import yauzl from 'yauzl';

export interface OfficeType {
  mime: string;
  ext: string;
}

/** The zip-based formats file-type names; the macro-enabled ones (.docm, .xlsm) are refused before they get here. */
export const OOXML_EXTENSIONS: ReadonlySet<string> = new Set(['docx', 'xlsx']);

/** Storages and streams that hold a VBA project: Word keeps it in Macros, Excel in _VBA_PROJECT_CUR, both with a VBA storage. */
const OLE_MACRO_ENTRIES = new Set(['macros', '_vba_project_cur', 'vba', '_vba_project']);

/**
 * The document's real type when it is Word or Excel without macros; null otherwise (another compound file such as an
 * Outlook message or an installer, a VBA project, or a file that cannot be read as what it claims).
 */
export async function officeDocumentKind(path: string, detectedExt: string): Promise<OfficeType | null> {
  try {
    return OOXML_EXTENSIONS.has(detectedExt) ? await packageKind(path, detectedExt) : compoundFileKind(await readFile(path));
  } catch {
    return null;
  }
}

/** An OLE compound file: its directory says what it is (WordDocument, Workbook or Book) and whether it carries VBA. */
export function compoundFileKind(bytes: Buffer): OfficeType | null {
  const container = CFB.read(bytes, { type: 'buffer' });
  const names = container.FileIndex.map((entry) => entry.name.toLowerCase());
  if (names.some((name) => OLE_MACRO_ENTRIES.has(name))) return null;
  if (names.includes('worddocument')) return { mime: 'application/msword', ext: 'doc' };
  if (names.includes('workbook') || names.includes('book')) return { mime: 'application/vnd.ms-excel', ext: 'xls' };
  return null;
}

/** A zip package: its central directory is read, no part is inflated; a vbaProject.bin part means macros. */
function packageKind(path: string, ext: string): Promise<OfficeType | null> {
  const mime =
    ext === 'docx'
      ? 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
      : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  return new Promise((resolve, reject) => {
    yauzl.open(path, { lazyEntries: true, autoClose: true }, (error, zip) => {
      if (error) return reject(error);
      let macros = false;
      zip.on('entry', (entry: yauzl.Entry) => {
        if (/(^|\/)vbaProject\.bin$/i.test(entry.fileName)) macros = true;
        if (macros) zip.close();
        else zip.readEntry();
      });
      zip.on('close', () => resolve(macros ? null : { mime, ext }));
      zip.on('end', () => resolve({ mime, ext }));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}
