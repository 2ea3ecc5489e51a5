// Owns telling a Word or Excel document that runs and fetches nothing from any other Office container (ADR 0049): old
// compound files (.doc, .xls) by their directory, new zip packages (.docx, .xlsx) by their relationships, their content
// types and the first bytes of every part, whatever the parts are named.
import { readFile } from 'node:fs/promises';
import CFB from 'cfb';
import yauzl from 'yauzl';

export interface OfficeType {
  mime: string;
  ext: string;
}

/** The zip-based formats file-type names; the macro-enabled ones (.docm, .xlsm) are refused before they get here. */
export const OOXML_EXTENSIONS: ReadonlySet<string> = new Set(['docx', 'xlsx']);

/**
 * Why a document is refused: macros, or no Word or Excel document at all ('officeFile', whose message says to save it as
 * .docx or .xlsx); or content that Word or Excel would run or fetch on opening, embedded objects and external links
 * ('officeActiveContent', whose message says to save it as PDF).
 */
export type OfficeRefusal = 'officeFile' | 'officeActiveContent';
export type OfficeCheck = { ok: true; type: OfficeType } | { ok: false; rule: OfficeRefusal };

const refused = (rule: OfficeRefusal): OfficeCheck => ({ ok: false, rule });

/**
 * The document's real type when it is Word or Excel without macros, embedded objects or external links; the reason
 * otherwise, a file that cannot be read as what it claims included.
 */
export async function officeDocumentKind(path: string, detectedExt: string): Promise<OfficeCheck> {
  try {
    return OOXML_EXTENSIONS.has(detectedExt) ? await packageCheck(path, detectedExt) : compoundFileCheck(await readFile(path));
  } catch {
    return refused('officeFile');
  }
}

/** Storages and streams that hold a VBA project: Word keeps it in Macros, Excel in _VBA_PROJECT_CUR, both with a VBA storage. */
const OLE_MACRO_ENTRIES = new Set(['macros', '_vba_project_cur', 'vba', '_vba_project']);
/** Storages of embedded objects: Word's ObjectPool, Excel's MBD followed by eight hex digits. */
const OLE_EMBEDDINGS = /^(objectpool|mbd[0-9a-f]{8})$/i;

/**
 * An OLE compound file: its directory says what it is (WordDocument, Workbook or Book), and whether it carries VBA or an
 * embedded object: an ObjectPool or MBD storage, an \x01Ole10Native stream (a packaged file, such as a program) anywhere,
 * or the \x01 and \x03 streams of an object (\x01CompObj, \x01Ole, \x03ObjInfo) in any storage below the root (the
 * document's own \x01CompObj is at the root).
 */
export function compoundFileCheck(bytes: Buffer): OfficeCheck {
  const container = CFB.read(bytes, { type: 'buffer' });
  // 'Root Entry/ObjectPool/_1234/\x01Ole10Native' is ['ObjectPool', '_1234', '\x01Ole10Native'].
  const paths = container.FullPaths.map((path) => path.split('/').filter(Boolean).slice(1));
  const names = paths.flat().map((name) => name.toLowerCase());
  if (names.some((name) => OLE_MACRO_ENTRIES.has(name))) return refused('officeFile');
  const embedded = paths.some(
    (segments) =>
      segments.some((name) => OLE_EMBEDDINGS.test(name) || name.toLowerCase() === '\x01ole10native') ||
      (segments.length > 1 && [1, 3].includes(segments.at(-1)?.charCodeAt(0) ?? 0)),
  );
  if (embedded) return refused('officeActiveContent');
  if (names.includes('worddocument')) return { ok: true, type: { mime: 'application/msword', ext: 'doc' } };
  if (names.includes('workbook') || names.includes('book')) return { ok: true, type: { mime: 'application/vnd.ms-excel', ext: 'xls' } };
  return refused('officeFile');
}

/** More parts than any letter or workbook a visitor sends: reading each one's first bytes must stay quick. */
const MAX_PARTS = 2_000;
/** The content types and each relationships part are read whole, up to this size. */
const MAX_XML_BYTES = 1024 * 1024;

/** The last segment of a relationship's type (…/relationships/oleObject), for what Word or Excel would run or fetch. */
const MACRO_RELATIONSHIPS = /^(vbaProject\w*|wordVbaData|keyMapCustomizations|attachedToolbars)$/i;
const ACTIVE_RELATIONSHIPS = /^(oleObject|package|control|activeXControl\w*|aFChunk|attachedTemplate|frame|subDocument)$/i;
/** Content types of a VBA project, or of a part that holds an object Word or Excel would load or run. */
const MACRO_CONTENT_TYPES = /vbaProject|vbaData|macroEnabled|keyMapCustomizations|toolbars/i;
const ACTIVE_CONTENT_TYPES =
  /oleObject|activeX|^application\/(msword|vnd\.ms-excel|vnd\.ms-powerpoint|x-msdownload|vnd\.openxmlformats-officedocument\.(wordprocessingml\.document|spreadsheetml\.sheet|presentationml\.presentation))$/i;
/**
 * A part that is itself a container: an OLE compound file (a VBA project, an embedded object, an ActiveX control's data)
 * or a zip package (an embedded document). Signatures of four bytes or more, so that no picture or font matches by chance.
 */
const CONTAINER_SIGNATURES = [Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.from('504b0304', 'hex'), Buffer.from('504b0506', 'hex')];

/**
 * A zip package, every part of it: [Content_Types].xml and every relationships part read whole, the first bytes of every
 * other part. Refused when a relationship is external (any of them, hyperlinks included: the rule, followed to the
 * letter) or points outside the package, when a relationship's type or a content type is a VBA project, an OLE object, an
 * embedded package or an ActiveX control, or when a part is a compound file or a zip, whatever its name.
 */
async function packageCheck(path: string, ext: string): Promise<OfficeCheck> {
  const mime =
    ext === 'docx'
      ? 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
      : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  const zip = await yauzl.openPromise(path, { lazyEntries: true, autoClose: false, validateEntrySizes: true });
  try {
    if (zip.entryCount > MAX_PARTS) return refused('officeFile');
    for await (const entry of zip.eachEntry()) {
      if (entry.fileName.endsWith('/')) continue;
      // An encrypted part, or one in a compression Office does not use, cannot be looked into.
      if (entry.isEncrypted() || !entry.canDecodeFileData()) return refused('officeFile');
      const name = partName(entry.fileName);
      if (/(^|\/)vbaproject\.bin$/.test(name)) return refused('officeFile');
      const xml = name === '[content_types].xml' ? 'types' : /(^|\/)_rels\/|\.rels$/.test(name) ? 'relationships' : null;
      if (xml) {
        if (entry.uncompressedSize > MAX_XML_BYTES) return refused('officeFile');
        const finding = xmlFinding(xml, decodeXml(await readPart(zip, entry, MAX_XML_BYTES)));
        if (finding) return refused(finding);
      } else if (startsWithContainer(await readPart(zip, entry, 8))) {
        return refused(/vba/i.test(name) ? 'officeFile' : 'officeActiveContent');
      }
    }
    return { ok: true, type: { mime, ext } };
  } finally {
    zip.close();
  }
}

/** A zip item's name as a part name is compared: forward slashes, percent-escapes undone, lower case (OPC names ignore case). */
function partName(fileName: string): string {
  const slashed = fileName.replace(/\\/g, '/').replace(/^\/+/, '');
  let decoded = slashed;
  try {
    decoded = decodeURIComponent(slashed);
  } catch {
    // Not percent-encoded: the name as it is.
  }
  return decoded.toLowerCase();
}

/** Up to `limit` bytes from the start of a part; the rest is never inflated. */
async function readPart(zip: yauzl.ZipFile, entry: yauzl.Entry, limit: number): Promise<Buffer> {
  const stream = await zip.openReadStreamPromise(entry);
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    chunks.push(chunk);
    length += chunk.length;
    if (length >= limit) break;
  }
  return Buffer.concat(chunks).subarray(0, limit);
}

const startsWithContainer = (head: Buffer) =>
  CONTAINER_SIGNATURES.some((signature) => head.subarray(0, signature.length).equals(signature));

/** XML text in the encoding its first bytes say: UTF-16 with or without its byte-order mark, UTF-8 otherwise. */
function decodeXml(bytes: Buffer): string {
  const [a, b] = bytes;
  const encoding =
    (a === 0xff && b === 0xfe) || (a === 0x3c && b === 0)
      ? 'utf-16le'
      : (a === 0xfe && b === 0xff) || (a === 0 && b === 0x3c)
        ? 'utf-16be'
        : 'utf-8';
  return new TextDecoder(encoding).decode(bytes);
}

/** The XML's own escapes undone in an attribute's value: character references and the five named entities. */
function attributeValue(raw: string): string {
  const named: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
  return raw.replace(/&(?:#x([0-9a-f]+)|#(\d+)|(lt|gt|amp|quot|apos));/gi, (whole, hex: string, decimal: string, name: string) => {
    const code = hex ? parseInt(hex, 16) : decimal ? Number(decimal) : null;
    if (code === null) return named[name.toLowerCase()] ?? whole;
    return code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

/** Every value of the named attributes, with or without a namespace prefix, in either quotes (names compared ignoring case). */
function attributes(xml: string, name: string): string[] {
  const pattern = new RegExp(`(?:^|[\\s<])(?:[\\w.-]+:)?${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, 'gi');
  return [...xml.matchAll(pattern)].map((match) => attributeValue(match[1] ?? match[2] ?? '').trim());
}

/**
 * What the content types or a relationships part say the package holds. A document type declaration is refused outright:
 * Office packages have none (ECMA-376 Part 2), and its entities could spell a value no check here reads.
 */
function xmlFinding(kind: 'types' | 'relationships', xml: string): OfficeRefusal | null {
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) return 'officeActiveContent';
  if (kind === 'types') {
    const types = attributes(xml, 'ContentType');
    if (types.some((type) => MACRO_CONTENT_TYPES.test(type))) return 'officeFile';
    return types.some((type) => ACTIVE_CONTENT_TYPES.test(type)) ? 'officeActiveContent' : null;
  }
  const tails = attributes(xml, 'Type').map((type) => type.split('/').at(-1) ?? '');
  if (tails.some((tail) => MACRO_RELATIONSHIPS.test(tail))) return 'officeFile';
  if (tails.some((tail) => ACTIVE_RELATIONSHIPS.test(tail))) return 'officeActiveContent';
  // TargetMode is Internal or absent in a package that fetches nothing; a target with a scheme or a network path is outside it.
  if (attributes(xml, 'TargetMode').some((mode) => mode.toLowerCase() !== 'internal')) return 'officeActiveContent';
  return attributes(xml, 'Target').some((target) => /^([a-z][a-z0-9+.-]*:|\\\\|\/\/)/i.test(target)) ? 'officeActiveContent' : null;
}
