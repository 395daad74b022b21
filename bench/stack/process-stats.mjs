// What a process costs, read from /proc (Linux): resident memory (the upload section samples the API's every
// 50 ms) and CPU time (per request served, the cost of an application to the agency).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

const TICKS_PER_SECOND = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** User + system CPU time of `pid` so far, in ms, or null when the process is gone. */
export function cpuMs(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are fields 14 and 15 of the line, 12 and 13 after the command name.
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** VmRSS of `pid` in bytes, or null when the process is gone. */
export function residentBytes(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kib = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
    return kib ? Number(kib) * 1024 : null;
  } catch {
    return null;
  }
}

/** The pid of this process's child whose command line contains `needle` (the API that startStack spawned). */
export function childPid(needle, parent = process.pid) {
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Field 4 (ppid) comes after the command name in brackets, which may itself hold spaces.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid !== parent) continue;
      const cmdline = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' ');
      if (cmdline.includes(needle)) return Number(entry);
    } catch {
      // the process ended while we looked
    }
  }
  return null;
}

/**
 * Samples the resident memory of `pid` every `intervalMs` until stop() is called; stop() returns
 * { samples, before, peak, growth } in bytes, `before` being the level when sampling started.
 */
export function sampleResidentMemory(pid, intervalMs = 50) {
  const before = residentBytes(pid);
  let peak = before ?? 0;
  let samples = 0;
  const timer = setInterval(() => {
    const now = residentBytes(pid);
    if (now === null) return;
    samples += 1;
    if (now > peak) peak = now;
  }, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      const after = residentBytes(pid);
      if (after !== null && after > peak) peak = after;
      return { samples, before, peak, after, growth: before === null ? null : peak - before };
    },
  };
}
