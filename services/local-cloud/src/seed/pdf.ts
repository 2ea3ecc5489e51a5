// Owns the small, valid PDF documents of the seed (customer documents, flyers): text pages in Helvetica, French accents included.

export interface PdfPage {
  title: string;
  lines: string[];
}

// Characters outside Latin-1 that WinAnsiEncoding places in 0x80–0x9F.
const WIN_ANSI: Record<string, number> = {
  '€': 0x80,
  '…': 0x85,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '–': 0x96,
  '—': 0x97,
  œ: 0x9c,
  Œ: 0x8c,
  '•': 0x95,
};

function winAnsi(text: string): Buffer {
  const bytes: number[] = [];
  for (const char of text) {
    const code = char.codePointAt(0) ?? 63;
    const mapped = WIN_ANSI[char] ?? (code < 256 ? code : 63);
    // Literal strings escape their delimiters and the escape character.
    if (mapped === 0x28 || mapped === 0x29 || mapped === 0x5c) bytes.push(0x5c);
    bytes.push(mapped);
  }
  return Buffer.from(bytes);
}

/** Greedy word wrap for Helvetica at the given size (average glyph width 0.5 em is close enough for body text). */
function wrap(text: string, size: number, width: number): string[] {
  const maxChars = Math.floor(width / (size * 0.5));
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/)) {
    if (current && current.length + 1 + word.length > maxChars) {
      lines.push(current);
      current = word;
    } else {
      current = current ? `${current} ${word}` : word;
    }
  }
  if (current) lines.push(current);
  return lines;
}

function pageContent(page: PdfPage, brand: string): Buffer {
  const parts: Buffer[] = [];
  const text = (x: number, y: number, font: 'F1' | 'F2', size: number, value: string, rgb = '0.043 0.145 0.271'): void => {
    parts.push(Buffer.from(`BT ${rgb} rg /${font} ${size} Tf ${x} ${y} Td (`), winAnsi(value), Buffer.from(') Tj ET\n'));
  };
  // Brand band: navy header with a yellow rule.
  parts.push(Buffer.from('0.043 0.145 0.271 rg 0 742 612 50 re f\n0.961 0.769 0 rg 0 736 612 6 re f\n'));
  text(50, 760, 'F2', 16, brand, '1 1 1');
  let y = 690;
  for (const line of wrap(page.title, 20, 512)) {
    text(50, y, 'F2', 20, line);
    y -= 28;
  }
  y -= 10;
  for (const paragraph of page.lines) {
    for (const line of wrap(paragraph, 11, 512)) {
      if (y < 60) break;
      text(50, y, 'F1', 11, line, '0.1 0.1 0.1');
      y -= 16;
    }
    y -= 8;
  }
  parts.push(Buffer.from('0 0.651 0.839 rg 50 40 512 2 re f\n'));
  return Buffer.concat(parts);
}

/** Builds a PDF 1.4 file with one page (US Letter) per entry; xref offsets are exact so readers accept it. */
export function buildPdf(pages: readonly PdfPage[], brand = 'Piscines Soleil'): Buffer {
  const objects: Buffer[] = [];
  const pageCount = pages.length;
  // Object numbers: 1 catalog, 2 pages, 3 Helvetica, 4 Helvetica-Bold, then (page, content) pairs.
  const pageIds = pages.map((_, index) => 5 + index * 2);
  objects.push(Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'));
  objects.push(Buffer.from(`<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageCount} >>`));
  objects.push(Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>'));
  objects.push(Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>'));
  pages.forEach((page, index) => {
    const content = pageContent(page, brand);
    objects.push(
      Buffer.from(
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageIds[index]! + 1} 0 R >>`,
      ),
    );
    objects.push(Buffer.concat([Buffer.from(`<< /Length ${content.length} >>\nstream\n`), content, Buffer.from('\nendstream')]));
  });

  const chunks: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  const offsets: number[] = [];
  let length = chunks[0]!.length;
  objects.forEach((body, index) => {
    offsets.push(length);
    const chunk = Buffer.concat([Buffer.from(`${index + 1} 0 obj\n`), body, Buffer.from('\nendobj\n')]);
    chunks.push(chunk);
    length += chunk.length;
  });
  const xref = [
    `xref\n0 ${objects.length + 1}\n`,
    '0000000000 65535 f \n',
    ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`),
  ].join('');
  chunks.push(Buffer.from(`${xref}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`));
  return Buffer.concat(chunks);
}
