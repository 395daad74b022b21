// Where the bytes of a build's JavaScript come from: each chunk's minified bytes attributed to the packages
// (or workspace folders) its source map names, with the chunk's gzip size. A diagnosis aid for page weight.
//
//   node bench/tools/bundle-composition.mjs shell [chunk-name-substring ...]
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { SourceMapConsumer } from 'source-map-js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A source path reduced to its package (node_modules/<pkg>) or its workspace folder (libs/ui, shell/src). */
function owner(source) {
  const clean = source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^\.\//, '');
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(clean);
  if (pkg) return pkg[1];
  const parts = clean.split('/');
  return parts[0] === '..' ? parts.slice(1, 3).join('/') : parts.slice(0, 2).join('/');
}

/** A built file's source map: in the app's source-maps/ folder beside dist/ (never published with it). */
const mapOf = (file) => path.join(path.dirname(file), '..', 'source-maps', `${path.basename(file)}.map`);

export function composition(file) {
  const code = fs.readFileSync(file, 'utf8');
  const map = JSON.parse(fs.readFileSync(mapOf(file), 'utf8'));
  const consumer = new SourceMapConsumer(map);
  const lines = code.split('\n');
  const bytes = {};
  let previous = null;
  consumer.eachMapping((m) => {
    if (previous && previous.generatedLine === m.generatedLine) {
      const who = previous.source ? owner(previous.source) : '(webpack runtime)';
      bytes[who] = (bytes[who] ?? 0) + (m.generatedColumn - previous.generatedColumn);
    } else if (previous) {
      const who = previous.source ? owner(previous.source) : '(webpack runtime)';
      bytes[who] = (bytes[who] ?? 0) + (lines[previous.generatedLine - 1].length - previous.generatedColumn);
    }
    previous = m;
  });
  return { size: code.length, gzip: zlib.gzipSync(code).length, bytes };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [app, ...filters] = process.argv.slice(2);
  const dist = path.join(repoRoot, app ?? 'shell', 'dist');
  const files = fs.readdirSync(dist).filter((f) => f.endsWith('.js') && fs.existsSync(mapOf(path.join(dist, f))) && (!filters.length || filters.some((s) => f.includes(s))));
  for (const f of files.sort()) {
    const { size, gzip, bytes } = composition(path.join(dist, f));
    const top = Object.entries(bytes).sort((a, b) => b[1] - a[1]).slice(0, 6).map(([k, v]) => `${k} ${(v / 1024).toFixed(1)}K`);
    console.log(`${f.padEnd(44)} ${(size / 1024).toFixed(1).padStart(7)} KB min ${(gzip / 1024).toFixed(1).padStart(6)} KB gz  ${top.join(', ')}`);
  }
}
