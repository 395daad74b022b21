// The hosting as a local folder (hosting-store.mjs describes the layout): what a CDN's origin serves as it is.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { readJson, withHostingLock, writeJsonAtomic } from './hosting-store.mjs';
import { displayPath } from './remote-build.mjs';

/** @returns {import('./hosting-store.mjs').HostingStore} */
export function folderHosting(dir) {
  const file = (key) => path.join(dir, ...key.split('/'));
  return {
    location: dir,
    describe: (key) => displayPath(file(key)),
    readJson: async (key, fallback) => readJson(file(key), fallback),
    writeJson: (key, value) => writeJsonAtomic(file(key), value),
    exists: async (key) => fs.existsSync(file(key)),
    /** Copies a build to its folder unless it is there already; a half-copied folder is never visible. */
    async publishFolder(localDir, prefix) {
      const target = file(prefix);
      if (fs.existsSync(target)) return;
      const partial = `${target}.partial-${process.pid}`;
      await fsp.rm(partial, { recursive: true, force: true });
      await fsp.cp(localDir, partial, { recursive: true });
      await fsp.rename(partial, target);
    },
    withLock: (fn) => withHostingLock(dir, fn),
  };
}
