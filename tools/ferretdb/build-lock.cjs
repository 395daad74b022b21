// A lock (a directory) so that parallel test runs build FerretDB once: the others wait for the first.
const fsp = require('node:fs/promises');
const path = require('node:path');

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Runs `fn` holding the lock `lockDir`; waits while a live process holds it, takes over a dead one's. */
async function withLock(lockDir, fn, { log, timeoutMs = 20 * 60_000 }) {
  const started = Date.now();
  let told = false;
  for (;;) {
    try {
      await fsp.mkdir(lockDir);
      await fsp.writeFile(path.join(lockDir, 'pid'), String(process.pid));
      break;
    } catch (e) {
      if (e.code !== 'EEXIST') throw e;
      const pid = Number(await fsp.readFile(path.join(lockDir, 'pid'), 'utf8').catch(() => '0'));
      const age = Date.now() - (await fsp.stat(lockDir).then((s) => s.mtimeMs).catch(() => Date.now()));
      if (!(pid > 0 && isAlive(pid)) && age > 2000) {
        await fsp.rm(lockDir, { recursive: true, force: true });
        continue;
      }
      if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for the FerretDB build lock ${lockDir}`);
      if (!told) log(`another process (pid ${pid}) is building FerretDB; waiting for it`);
      told = true;
      await new Promise((r) => setTimeout(r, 1000));
    }
  }
  try {
    return await fn();
  } finally {
    await fsp.rm(lockDir, { recursive: true, force: true });
  }
}

module.exports = { withLock };
