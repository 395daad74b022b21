import { AsyncLocalStorage } from 'node:async_hooks';
import { createInflate, constants, inflateSync } from 'node:zlib';
import { PDFArray, PDFName, PDFNumber, PDFObjectStreamParser, PDFRawStream, PDFXRefStreamParser, type PDFContext } from 'pdf-lib';
import { MAX_INPUT_PIXELS } from './image-sanitizer';

/**
 * The most all of a PDF's streams may decode to together: object and cross-reference streams (which pdf-lib
 * inflates while parsing, without a limit of its own) and page contents, forms and images (which the reviewer's
 * reader inflates). A scanned A4 page in lossless greyscale at 300 dpi is under 9 MB; a 1 MB upload that
 * decodes beyond this is a decompression bomb.
 */
export const MAX_DECODED_BYTES = 64 * 1024 * 1024;

/** Why a stream is refused: it decodes beyond the budget, or with a filter whose output cannot be bounded here. */
export type StreamProblem = 'tooLarge' | 'unsupported';

/** What one check has decoded so far, and the first problem met (pdf-lib replaces errors thrown inside its parser). */
type Budget = { used: number; problem?: StreamProblem };

const budgets = new AsyncLocalStorage<Budget>();

class StreamRefused extends Error {}

/** Image codecs that end a filter chain: their output is bounded by the image's declared size, checked separately. */
const IMAGE_FILTERS = new Set(['DCTDecode', 'JPXDecode', 'JBIG2Decode', 'CCITTFaxDecode']);

const FLATE = 'FlateDecode';

/** The stream's filters, when they are an optional FlateDecode then an optional image codec; otherwise undefined. */
function boundedFilters(stream: PDFRawStream): string[] | undefined {
  const filter = stream.dict.lookup(PDFName.of('Filter'));
  const names = (filter instanceof PDFArray ? filter.asArray() : filter ? [filter] : []).map((name) => (name instanceof PDFName ? name.decodeText() : ''));
  const rest = names[0] === FLATE ? names.slice(1) : names;
  if (rest.length === 0 || (rest.length === 1 && IMAGE_FILTERS.has(rest[0]))) return names;
  return undefined;
}

function refuse(budget: Budget, problem: StreamProblem): never {
  budget.problem ??= problem;
  throw new StreamRefused(problem);
}

function spend(budget: Budget, size: number): void {
  if (budget.used + size > MAX_DECODED_BYTES) refuse(budget, 'tooLarge');
  budget.used += size;
}

/** Measures a stream pdf-lib is about to inflate itself (it holds the whole result anyway). */
function measureWhileParsing(stream: PDFRawStream): void {
  const budget = budgets.getStore();
  if (!budget) throw new Error('a PDF stream was parsed outside checkPdf');
  const filters = boundedFilters(stream);
  if (!filters || filters.some((name) => IMAGE_FILTERS.has(name))) refuse(budget, 'unsupported');
  if (filters.length === 0) return spend(budget, stream.contents.length);
  try {
    // Node's zlib stops at the limit (RangeError) instead of allocating what the stream asks for.
    spend(budget, inflateSync(stream.contents, { maxOutputLength: Math.max(1, MAX_DECODED_BYTES - budget.used) }).length);
  } catch (error) {
    if (error instanceof StreamRefused) throw error;
    refuse(budget, (error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE' ? 'tooLarge' : 'unsupported');
  }
}

/** Installed once: every object and cross-reference stream pdf-lib parses is first measured against the budget. */
for (const parser of [PDFObjectStreamParser, PDFXRefStreamParser] as const) {
  const forStream = parser.forStream.bind(parser) as (...args: unknown[]) => never;
  (parser as { forStream: unknown }).forStream = (stream: PDFRawStream, ...rest: unknown[]) => {
    measureWhileParsing(stream);
    return forStream(stream, ...rest);
  };
}

/** How many bytes the zlib data inflates to, counted as it streams by; stops once it passes `limit`. */
function inflatedSize(data: Uint8Array, limit: number): Promise<number> {
  return new Promise((resolve) => {
    // Readers show what a truncated or damaged stream yields, so its output up to the damage is what counts.
    const inflate = createInflate({ finishFlush: constants.Z_SYNC_FLUSH });
    let size = 0;
    inflate.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        inflate.destroy();
        resolve(size);
      }
    });
    inflate.on('end', () => resolve(size));
    inflate.on('error', () => resolve(size));
    inflate.end(data);
  });
}

function imagePixels(stream: PDFRawStream): number {
  if (stream.dict.lookup(PDFName.of('Subtype')) !== PDFName.of('Image')) return 0;
  const width = stream.dict.lookup(PDFName.of('Width'));
  const height = stream.dict.lookup(PDFName.of('Height'));
  return (width instanceof PDFNumber ? width.asNumber() : 0) * (height instanceof PDFNumber ? height.asNumber() : 0);
}

/**
 * Measures every stream left in the parsed document (page contents, forms, fonts, images) against what is left
 * of the budget, without holding what it inflates; an image may not declare more pixels than an uploaded photo.
 */
async function measureStreams(context: PDFContext, budget: Budget): Promise<void> {
  for (const [, object] of context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    if (imagePixels(object) > MAX_INPUT_PIXELS) refuse(budget, 'tooLarge');
    const filters = boundedFilters(object);
    if (!filters) refuse(budget, 'unsupported');
    const remaining = MAX_DECODED_BYTES - budget.used;
    spend(budget, filters[0] === FLATE ? await inflatedSize(object.contents, remaining) : object.contents.length);
  }
}

/**
 * Runs `parse` (pdf-lib's load) with a fresh budget, then measures the streams of what it parsed. Resolves to
 * the parsed value, or to the problem with the streams; a parse that fails for another reason rejects.
 */
export async function withinStreamBudget<T extends { context: PDFContext }>(parse: () => Promise<T>): Promise<{ value: T } | { problem: StreamProblem }> {
  const budget: Budget = { used: 0 };
  try {
    const value = await budgets.run(budget, parse);
    await measureStreams(value.context, budget);
    return { value };
  } catch (error) {
    if (budget.problem) return { problem: budget.problem };
    throw error;
  }
}
