// The figures as JSON: bench/results/<timestamp>.json and bench/results/latest.json (both git-ignored).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const RESULTS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'results');

export function machine() {
  const cpus = os.cpus();
  return { cpus: cpus.length, cpuModel: cpus[0]?.model ?? null, memoryBytes: os.totalmem(), loadAverage: os.loadavg(), node: process.version, platform: `${os.platform()} ${os.release()}` };
}

export function writeResults(results) {
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const stamp = results.startedAt.replace(/[:.]/g, '-');
  const json = `${JSON.stringify(results, null, 2)}\n`;
  const file = path.join(RESULTS_DIR, `${stamp}.json`);
  fs.writeFileSync(file, json);
  fs.writeFileSync(path.join(RESULTS_DIR, 'latest.json'), json);
  return file;
}
