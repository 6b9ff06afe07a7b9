import { constants, crc32, deflateRawSync } from 'node:zlib';

/**
 * Hand-made .xlsx files for the mailing-list limits: a small ZIP writer and the few parts a
 * workbook needs, so a test can build what no spreadsheet program writes (a bomb, a lying header).
 */
export interface ZipEntry {
  name: string;
  /** Deflated bytes, their expanded size and CRC (what the ZIP declares). */
  deflated: Buffer;
  size: number;
  crc: number;
}

/**
 * Deflates text given in pieces without ever joining them: each piece is its own deflate stream
 * flushed to a byte boundary, and such streams concatenate into one (a repeated piece of 1 MB
 * deflates to about 1 KB, so a 450 MB cell costs the test 450 KB).
 */
export function deflatedEntry(name: string, pieces: Iterable<string | Buffer>): ZipEntry {
  const parts: Buffer[] = [];
  let size = 0;
  let crc = 0;
  let batch: Buffer[] = [];
  let batched = 0;
  const flush = () => {
    const bytes = Buffer.concat(batch);
    parts.push(deflateRawSync(bytes, { finishFlush: constants.Z_SYNC_FLUSH }));
    size += bytes.length;
    crc = crc32(bytes, crc);
    batch = [];
    batched = 0;
  };
  // Small pieces are joined up to 1 MB first: a flushed stream per row would not compress.
  for (const piece of pieces) {
    const bytes = typeof piece === 'string' ? Buffer.from(piece) : piece;
    batch.push(bytes);
    batched += bytes.length;
    if (batched >= 1024 * 1024) flush();
  }
  if (batched > 0) flush();
  parts.push(deflateRawSync(Buffer.alloc(0)));
  return { name, deflated: Buffer.concat(parts), size, crc };
}

/** A ZIP of the entries (deflate, no ZIP64), as an .xlsx file is. */
export function zipOf(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name);
    const fields = (head: Buffer, at: number) => {
      head.writeUInt16LE(20, at); // version needed
      head.writeUInt16LE(0, at + 2); // flags
      head.writeUInt16LE(8, at + 4); // deflate
      head.writeUInt32LE(0x00210000, at + 6); // 1980-01-01 00:00
      head.writeUInt32LE(e.crc >>> 0, at + 10);
      head.writeUInt32LE(e.deflated.length, at + 14);
      head.writeUInt32LE(e.size, at + 18);
      head.writeUInt16LE(name.length, at + 22);
    };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    fields(local, 4);
    locals.push(local, name, e.deflated);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // made by
    fields(central, 6);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += local.length + name.length + e.deflated.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG = 'http://schemas.openxmlformats.org/package/2006/relationships';

const workbookParts = (): ZipEntry[] => [
  deflatedEntry('[Content_Types].xml', [
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">',
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>',
    '<Default Extension="xml" ContentType="application/xml"/>',
    '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>',
    '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>',
    '</Types>',
  ]),
  deflatedEntry('_rels/.rels', [
    `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${PKG}">`,
    `<Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
  ]),
  deflatedEntry('xl/workbook.xml', [
    `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${MAIN}" xmlns:r="${REL}">`,
    '<sheets><sheet name="List" sheetId="1" r:id="rId1"/></sheets></workbook>',
  ]),
  deflatedEntry('xl/_rels/workbook.xml.rels', [
    `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${PKG}">`,
    `<Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
  ]),
];

const column = (i: number) => String.fromCharCode(65 + i);
const xmlText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** A row of inline-string cells. */
export function sheetRow(line: number, cells: string[]): string {
  const cs = cells.map((c, i) => `<c r="${column(i)}${line}" t="inlineStr"><is><t>${xmlText(c)}</t></is></c>`);
  return `<row r="${line}">${cs.join('')}</row>`;
}

/** An .xlsx whose one sheet is the given row XML, in pieces (see deflatedEntry). */
export function xlsxOfRows(rows: Iterable<string | Buffer>): Buffer {
  const sheet = deflatedEntry(
    'xl/worksheets/sheet1.xml',
    (function* () {
      yield `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${MAIN}"><sheetData>`;
      yield* rows;
      yield '</sheetData></worksheet>';
    })(),
  );
  return zipOf([...workbookParts(), sheet]);
}
