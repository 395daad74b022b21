// A PDF written byte by byte, for test files no PDF library would write: an object defined twice, a cross-reference
// table that points where the writer chooses, streams of any size. Tests only.
import { createDeflate } from 'node:zlib';

export type RawObject = { number: number; body: string | Buffer };

const latin1 = (text: string) => Buffer.from(text, 'latin1');

/** A stream object's body: its dictionary entries (without Length), then the data. */
export function streamBody(entries: string, data: Buffer): Buffer {
  return Buffer.concat([latin1(`<< ${entries} /Length ${data.length} >>\nstream\n`), data, latin1('\nendstream')]);
}

/**
 * Writes the objects in order, then a cross-reference table and trailer. For a number defined more than once the
 * table points at the offset `xref(number, offsets)` picks (the first definition's, unless told).
 */
export function writeRawPdf(objects: RawObject[], root: number, options: { xref?: (number: number, offsets: number[]) => number } = {}): Buffer {
  const parts: Buffer[] = [latin1('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n')];
  let offset = parts[0].length;
  const offsets = new Map<number, number[]>();
  for (const { number, body } of objects) {
    offsets.set(number, [...(offsets.get(number) ?? []), offset]);
    const part = Buffer.concat([latin1(`${number} 0 obj\n`), typeof body === 'string' ? latin1(body) : body, latin1('\nendobj\n')]);
    parts.push(part);
    offset += part.length;
  }
  const size = Math.max(...offsets.keys()) + 1;
  const pick = options.xref ?? ((_number, found) => found[0]);
  const rows = ['0000000000 65535 f \n'];
  for (let number = 1; number < size; number += 1) {
    const found = offsets.get(number);
    rows.push(found ? `${String(pick(number, found)).padStart(10, '0')} 00000 n \n` : '0000000000 65535 f \n');
  }
  parts.push(latin1(`xref\n0 ${size}\n${rows.join('')}trailer\n<< /Size ${size} /Root ${root} 0 R >>\nstartxref\n${offset}\n%%EOF\n`));
  return Buffer.concat(parts);
}

/** Deflates `size` bytes of `fill` between a prefix and a suffix, without ever holding the inflated bytes. */
export async function deflateFilled(size: number, fill = ' ', prefix = '', suffix = ''): Promise<Buffer> {
  const deflate = createDeflate({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => out.push(chunk));
  const done = new Promise((resolve, reject) => deflate.on('end', resolve).on('error', reject));
  const chunk = Buffer.alloc(1024 * 1024, fill);
  deflate.write(prefix);
  for (let left = size; left > 0; left -= chunk.length) {
    if (!deflate.write(left >= chunk.length ? chunk : chunk.subarray(0, left))) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end(suffix);
  await done;
  return Buffer.concat(out);
}

/**
 * The objects a PDF reader reaches by the cross-reference table (the last `startxref`, a classic table): each
 * in-use number with the text from its offset to the next `endobj`, as a desktop reader would read it.
 */
export function objectsByXref(bytes: Buffer): Map<number, string> {
  const text = bytes.toString('latin1');
  let at = Number(/startxref\s+(\d+)\s+%%EOF\s*$/.exec(text)?.[1]);
  if (!text.startsWith('xref', at)) throw new Error('no classic cross-reference table at startxref');
  at += 'xref'.length;
  const objects = new Map<number, string>();
  const subsection = /\s*(\d+) (\d+)\s*?\n/y;
  for (let header = exec(subsection, text, at); header; header = exec(subsection, text, at)) {
    at = subsection.lastIndex;
    const [first, count] = [Number(header[1]), Number(header[2])];
    for (let index = 0; index < count; index += 1, at += 20) {
      const [offset, , kind] = text.slice(at, at + 18).split(' ');
      if (kind === 'n') objects.set(first + index, text.slice(Number(offset), text.indexOf('endobj', Number(offset))));
    }
  }
  return objects;
}

function exec(pattern: RegExp, text: string, at: number): RegExpExecArray | null {
  pattern.lastIndex = at;
  return pattern.exec(text);
}
