// Command-line options of `npm run bench` (each also settable by an environment variable).
//   --no-build              measure the existing builds (default: build every app first, as `npm run e2e` does)
//   --duration S            seconds per API load run (BENCH_DURATION, default 10); upload runs send a count instead
//   --runs N                cold loads per page, the median is reported (BENCH_RUNS, default 3)
//   --connections 1,16,64   concurrent connections of the API runs (BENCH_CONNECTIONS)
//   --upload-connections 1,16  concurrent uploads (BENCH_UPLOAD_CONNECTIONS)
//   --lighthouse-runs N     Lighthouse runs per page, the median is reported (BENCH_LIGHTHOUSE_RUNS, default 3)
//   --only pages,lighthouse,api,uploads,passport-scan   sections to run (BENCH_ONLY, default all)
//   --pages N               generated passport pages the scanner reads (BENCH_PASSPORT_PAGES, default 300)
//   --port-base N           first of the 100 ports used (BENCH_PORT_BASE, default 6900)
//   --api-env K=V           an extra environment variable for the API (repeatable), for experiments such as
//                           MALLOC_ARENA_MAX=2; the figures record it
const SECTIONS = ['pages', 'lighthouse', 'api', 'uploads', 'passport-scan'];

const numbers = (text) => String(text).split(',').map((v) => Number(v.trim())).filter((n) => Number.isInteger(n) && n > 0);

export function parseOptions(argv = process.argv.slice(2), env = process.env) {
  const options = {
    build: true,
    durationSeconds: Number(env.BENCH_DURATION ?? 10),
    runs: Number(env.BENCH_RUNS ?? 3),
    lighthouseRuns: Number(env.BENCH_LIGHTHOUSE_RUNS ?? 3),
    connections: numbers(env.BENCH_CONNECTIONS ?? '1,16,64'),
    uploadConnections: numbers(env.BENCH_UPLOAD_CONNECTIONS ?? '1,16'),
    sections: (env.BENCH_ONLY ?? SECTIONS.join(',')).split(',').map((s) => s.trim()),
    portBase: Number(env.BENCH_PORT_BASE ?? 6900),
    passportPages: Number(env.BENCH_PASSPORT_PAGES ?? 300),
    apiEnv: {},
  };
  for (let i = 0; i < argv.length; i += 1) {
    const [flag, inline] = argv[i].split('=', 2);
    const value = () => inline ?? argv[++i];
    if (flag === '--no-build') options.build = false;
    else if (flag === '--duration') options.durationSeconds = Number(value());
    else if (flag === '--runs') options.runs = Number(value());
    else if (flag === '--lighthouse-runs') options.lighthouseRuns = Number(value());
    else if (flag === '--connections') options.connections = numbers(value());
    else if (flag === '--upload-connections') options.uploadConnections = numbers(value());
    else if (flag === '--only') options.sections = value().split(',').map((s) => s.trim());
    else if (flag === '--port-base') options.portBase = Number(value());
    else if (flag === '--pages') options.passportPages = Number(value());
    else if (flag === '--api-env') {
      const [key, ...rest] = value().split('=');
      if (!key || rest.length === 0) throw new Error('--api-env takes KEY=VALUE');
      options.apiEnv[key] = rest.join('=');
    }
    else throw new Error(`unknown option ${argv[i]} (see bench/bench-options.mjs)`);
  }
  const unknown = options.sections.filter((s) => !SECTIONS.includes(s));
  if (unknown.length) throw new Error(`--only: unknown section ${unknown.join(', ')} (choose from ${SECTIONS.join(', ')})`);
  if (!(options.durationSeconds > 0)) throw new Error('--duration must be a positive number of seconds');
  if (!(Number.isInteger(options.passportPages) && options.passportPages >= 1)) throw new Error('--pages must be a whole number of at least 1');
  if (!(options.runs >= 1)) throw new Error('--runs must be at least 1');
  if (!(options.lighthouseRuns >= 1)) throw new Error('--lighthouse-runs must be at least 1');
  return options;
}
