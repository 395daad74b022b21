// What a page load transferred, from the Chrome DevTools Protocol's Network events: every request with its
// resource type, compressed size on the wire (encodedDataLength, headers included, as Lighthouse counts
// transfer size), the caching and encoding headers it was served with, and when it started and ended (ms after
// the page's own request).
const HASHED = /\.[0-9a-f]{8}\.(js|css)$/;

export function recordNetwork(cdp) {
  const requests = new Map();
  let inFlight = 0;
  let lastBusy = Date.now();
  let firstTimestamp = null;
  const sinceFirst = (timestamp) => Math.round((timestamp - firstTimestamp) * 1000);
  const busy = () => {
    if (inFlight > 2) lastBusy = Date.now();
  };
  cdp.on('Network.requestWillBeSent', ({ requestId, request, type, timestamp }) => {
    if (request.url.startsWith('data:')) return;
    if (!requests.has(requestId)) inFlight += 1;
    firstTimestamp ??= timestamp;
    requests.set(requestId, { url: request.url, type: type ?? 'Other', status: null, bytes: 0, bodyBytes: 0, done: false, startMs: sinceFirst(timestamp), endMs: null });
    busy();
  });
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    const entry = requests.get(requestId);
    if (!entry) return;
    const header = (name) => Object.entries(response.headers).find(([k]) => k.toLowerCase() === name)?.[1] ?? null;
    Object.assign(entry, {
      type: type ?? entry.type,
      status: response.status,
      encoding: header('content-encoding'),
      cacheControl: header('cache-control'),
      fromCache: Boolean(response.fromDiskCache || response.fromPrefetchCache || response.fromServiceWorker),
    });
  });
  cdp.on('Network.dataReceived', ({ requestId, dataLength }) => {
    const entry = requests.get(requestId);
    if (entry) entry.bodyBytes += dataLength;
  });
  const finish = (requestId, bytes, timestamp) => {
    const entry = requests.get(requestId);
    if (!entry || entry.done) return;
    entry.done = true;
    entry.bytes = bytes;
    entry.endMs = sinceFirst(timestamp);
    inFlight -= 1;
    busy();
  };
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength, timestamp }) => finish(requestId, encodedDataLength, timestamp));
  cdp.on('Network.loadingFailed', ({ requestId, timestamp }) => finish(requestId, 0, timestamp));

  return {
    /** Node time of the last moment more than two requests were in flight (the network-quiet rule of TTI). */
    lastBusy: () => lastBusy,
    inFlight: () => inFlight,
    summary() {
      const all = [...requests.values()];
      const sum = (type) => all.filter((r) => r.type === type).reduce((total, r) => total + r.bytes, 0);
      return {
        requests: all.length,
        jsBytes: sum('Script'),
        cssBytes: sum('Stylesheet'),
        totalBytes: all.reduce((total, r) => total + r.bytes, 0),
        files: all.map((r) => {
          const url = new URL(r.url);
          return {
            url: `${url.port ? `:${url.port}` : ''}${url.pathname}`,
            type: r.type,
            status: r.status,
            bytes: r.bytes,
            bodyBytes: r.bodyBytes,
            encoding: r.encoding ?? null,
            cacheControl: r.cacheControl ?? null,
            hashed: HASHED.test(url.pathname),
            startMs: r.startMs,
            endMs: r.endMs,
          };
        }),
      };
    },
  };
}
