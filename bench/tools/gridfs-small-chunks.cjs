// Experiment only (docs/performance.md, "Uploads"): preloaded into the API with
//   npm run bench -- --only uploads --api-env NODE_OPTIONS=--require=./bench/tools/gridfs-small-chunks.cjs
// GridFS write streams allocate a buffer of the bucket's chunk size (4 MB in FileStorageService) for every file,
// even a 1 MB one. This sizes it just above the largest upload, to measure the memory a fix would save.
const { GridFSBucket } = require('mongodb');

const CHUNK_BYTES = 1024 * 1024 + 64 * 1024;
const open = GridFSBucket.prototype.openUploadStreamWithId;
GridFSBucket.prototype.openUploadStreamWithId = function openUploadStreamWithId(id, filename, options = {}) {
  return open.call(this, id, filename, { ...options, chunkSizeBytes: CHUNK_BYTES });
};
