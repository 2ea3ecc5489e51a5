// Builds Office files for the upload tests with the same library the API reads them with: compound files (.doc, .xls)
// with or without a VBA project, and zip packages (.docx, .docm).
import CFB from 'cfb';

/** An OLE compound file holding the given streams (paths like `WordDocument` or `Macros/VBA/dir`). */
export function compoundFile(streams: Record<string, Uint8Array>): Buffer {
  const container = CFB.utils.cfb_new();
  for (const [path, bytes] of Object.entries(streams)) CFB.utils.cfb_add(container, path, Buffer.from(bytes));
  return CFB.write(container, { type: 'buffer' }) as Buffer;
}

/** A Word 97-2003 document's streams: the WordDocument stream starts with the FIB's magic number (0xA5EC). */
const wordStreams = () => ({
  WordDocument: Buffer.concat([Buffer.from([0xec, 0xa5, 0xc1, 0x00]), Buffer.alloc(1020)]),
  '1Table': Buffer.alloc(512),
  '\u0001CompObj': Buffer.from('Microsoft Word 97-2003 Document\0MSWordDoc\0Word.Document.8\0'),
});

export const WORD_97 = compoundFile(wordStreams());
export const WORD_97_WITH_MACROS = compoundFile({
  ...wordStreams(),
  'Macros/VBA/dir': Buffer.alloc(64),
  'Macros/VBA/ThisDocument': Buffer.alloc(64),
});
export const EXCEL_97_WITH_MACROS = compoundFile({ Workbook: Buffer.alloc(1024, 9), '_VBA_PROJECT_CUR/VBA/dir': Buffer.alloc(64) });
export const EXCEL_97 = compoundFile({ Workbook: Buffer.alloc(1024, 9) });
/** A compound file that is neither Word nor Excel (an Outlook message's streams). */
export const OUTLOOK_MESSAGE = compoundFile({ __substg1_0_0037001F: Buffer.from('Objet'), __properties_version1_0: Buffer.alloc(32) });

const WORD_MAIN = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';
const WORD_MACRO_MAIN = 'application/vnd.ms-word.document.macroEnabled.main+xml';

/** A zip package with its content types and parts; `vba` adds a VBA project part. */
export function wordPackage(options: { macroEnabled?: boolean; vba?: boolean } = {}): Buffer {
  const container = CFB.utils.cfb_new();
  const type = options.macroEnabled ? WORD_MACRO_MAIN : WORD_MAIN;
  CFB.utils.cfb_add(
    container,
    '[Content_Types].xml',
    Buffer.from(
      `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="${type}"/></Types>`,
    ),
  );
  CFB.utils.cfb_add(
    container,
    'word/document.xml',
    Buffer.from('<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"/>'),
  );
  if (options.vba) CFB.utils.cfb_add(container, 'word/vbaProject.bin', compoundFile({ 'VBA/dir': Buffer.alloc(64) }));
  return CFB.write(container, { type: 'buffer', fileType: 'zip' }) as Buffer;
}
