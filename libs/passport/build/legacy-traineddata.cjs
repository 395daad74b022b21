// Tesseract's trained data for the MRZ: the legacy (character classifier) components of a .traineddata file, without
// the LSTM network and the dictionaries. The classifier reads OCR-B's '<' fillers, which the LSTM model reads as
// 'K' and 'L'; the dictionaries would only pull fixed-pitch codes towards English words.
const zlib = require('node:zlib');

/** Components kept (tesseract's TessdataType): config, unicharset, ambigs, inttemp, pffmtable, normproto, shapetable, version. */
const KEPT = new Set([0, 1, 2, 3, 4, 5, 13, 23]);

/**
 * A .traineddata file holds a count (int32), one int64 offset per component (-1 when absent) and the components.
 * @param {Buffer} data  the whole file, gunzipped
 * @returns {Buffer}
 */
function legacyComponents(data) {
  const count = data.readInt32LE(0);
  const headerSize = 4 + 8 * count;
  const offsets = Array.from({ length: count }, (_, i) => Number(data.readBigInt64LE(4 + 8 * i)));
  const endOf = (i) => offsets.slice(i + 1).find((offset) => offset >= 0) ?? data.length;
  const header = Buffer.alloc(headerSize);
  header.writeInt32LE(count, 0);
  const parts = [];
  let at = headerSize;
  offsets.forEach((offset, i) => {
    const kept = offset >= 0 && KEPT.has(i);
    header.writeBigInt64LE(BigInt(kept ? at : -1), 4 + 8 * i);
    if (!kept) return;
    const part = data.subarray(offset, endOf(i));
    parts.push(part);
    at += part.length;
  });
  return Buffer.concat([header, ...parts]);
}

/** The legacy components of a gzip-compressed .traineddata, gzip-compressed. */
function legacyTrainedData(gzipped) {
  return zlib.gzipSync(legacyComponents(zlib.gunzipSync(gzipped)), { level: 9 });
}

module.exports = { legacyComponents, legacyTrainedData };
