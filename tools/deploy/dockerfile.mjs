// The instructions of a Dockerfile (the few tools/deploy/*.Dockerfile use), for the specs that carry them out in a plain
// folder where no container engine runs: continuation lines joined, comments dropped, JSON (exec form) arguments parsed.
import fs from 'node:fs';

/**
 * @param {string} file
 * @returns {{ instruction: string, args: string, exec?: string[] }[]}
 */
export function readDockerfile(file) {
  const lines = fs.readFileSync(file, 'utf8').replace(/\\\n/g, ' ').split('\n');
  return lines
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [, instruction, args] = /^(\S+)\s+(.*)$/.exec(line);
      const execForm = /(?:^|\s)(\[.*\])$/.exec(args);
      return { instruction: instruction.toUpperCase(), args, ...(execForm ? { exec: JSON.parse(execForm[1]) } : {}) };
    });
}

/** `ENV A=1 B=2` lines, as one object. */
export function envOf(instructions) {
  const env = {};
  for (const { args } of instructions.filter((i) => i.instruction === 'ENV')) {
    for (const [, name, value] of args.matchAll(/(\w+)=("[^"]*"|\S+)/g)) env[name] = value.replace(/^"|"$/g, '');
  }
  return env;
}
