// Builds Office files for the upload tests with the same library the API reads them with: compound files (.doc, .xls)
// with or without a VBA project or an embedded object, and zip packages (.docx, .docm) with whatever parts and
// relationships a test needs, the shapes ADR 0049 answers among them.
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

/** A Word 97-2003 document with a program packaged in its ObjectPool (an embedded object, as Word's Insert > Object makes it). */
export const WORD_97_WITH_OBJECT = compoundFile({
  ...wordStreams(),
  'ObjectPool/_1700000000/\u0001CompObj': Buffer.from('Package\0'),
  'ObjectPool/_1700000000/\u0001Ole10Native': Buffer.concat([
    Buffer.from([0x10, 0, 0, 0]),
    Buffer.from('MZ'),
    Buffer.alloc(62),
    Buffer.from('PE\0\0'),
  ]),
});
/** An Excel 97-2003 workbook with an embedded object's storage (MBD and eight hex digits). */
export const EXCEL_97_WITH_OBJECT = compoundFile({
  Workbook: Buffer.alloc(1024, 9),
  'MBD0001A2B3/\u0001CompObj': Buffer.from('Package\0'),
  'MBD0001A2B3/\u0001Ole': Buffer.alloc(20),
});

/** The relationships of ECMA-376 Part 2 (Open Packaging Conventions), and those of its Part 1 that a document uses. */
export const RELATIONSHIPS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_RELATIONSHIPS = 'http://schemas.openxmlformats.org/package/2006/relationships';

/** A relationships part holding the given <Relationship> elements. */
export const relationships = (...elements: string[]) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="${PACKAGE_RELATIONSHIPS}">${elements.join('')}</Relationships>`;

/** One relationship; `mode` External makes Word fetch `target` when it opens the document. */
export const relationship = (id: string, type: string, target: string, mode?: 'External') =>
  `<Relationship Id="${id}" Type="${RELATIONSHIPS}/${type}" Target="${target}"${mode ? ` TargetMode="${mode}"` : ''}/>`;

/**
 * A .docx as Word writes its skeleton: content types (the document's main type first, as file-type reads it), the package's
 * relationships, the document with its settings, a picture and the core properties; `parts` adds or replaces parts,
 * `documentRelationships` adds to the document's own, `types` adds to the content types.
 */
export function docx(
  options: { parts?: Record<string, string | Uint8Array>; documentRelationships?: string[]; types?: string[] } = {},
): Buffer {
  const container = CFB.utils.cfb_new();
  const parts: Record<string, string | Uint8Array> = {
    '[Content_Types].xml': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="${WORD_MAIN}"/><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Default Extension="png" ContentType="image/png"/><Override PartName="/word/settings.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.settings+xml"/><Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/>${(options.types ?? []).join('')}</Types>`,
    '_rels/.rels': relationships(
      relationship('rId1', 'officeDocument', 'word/document.xml'),
      `<Relationship Id="rId2" Type="${PACKAGE_RELATIONSHIPS}/metadata/core-properties" Target="docProps/core.xml"/>`,
    ),
    'word/document.xml':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Marie Côté, technicienne</w:t></w:r></w:p></w:body></w:document>',
    'word/_rels/document.xml.rels': relationships(
      relationship('rId1', 'settings', 'settings.xml'),
      relationship('rId2', 'image', 'media/image1.png'),
      ...(options.documentRelationships ?? []),
    ),
    'word/settings.xml':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:settings xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"/>',
    'word/media/image1.png': PNG_PIXEL,
    'docProps/core.xml':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties"/>',
    ...options.parts,
  };
  for (const [path, content] of Object.entries(parts)) CFB.utils.cfb_add(container, path, Buffer.from(content));
  return CFB.write(container, { type: 'buffer', fileType: 'zip' }) as Buffer;
}

const PNG_PIXEL = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
