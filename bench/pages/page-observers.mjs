// Runs in the page before any of its scripts (context.addInitScript): records the paint, layout-shift and
// long-task entries the metrics are computed from, in window.__bench.
export function installObservers() {
  const describe = (node) => {
    if (!node || !node.tagName) return null;
    const text = (node.textContent || node.getAttribute('alt') || '').trim().replace(/\s+/g, ' ').slice(0, 60);
    return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${text ? ` "${text}"` : ''}`;
  };
  const recorded = { fcp: null, lcp: null, lcpElement: null, shifts: [], longTasks: [] };
  Object.defineProperty(window, '__bench', { value: recorded });
  const observe = (type, onEntry) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({ type, buffered: true });
    } catch {
      // an entry type this browser lacks stays empty
    }
  };
  observe('paint', (entry) => {
    if (entry.name === 'first-contentful-paint') recorded.fcp = entry.startTime;
  });
  observe('largest-contentful-paint', (entry) => {
    recorded.lcp = entry.startTime;
    recorded.lcpElement = describe(entry.element);
  });
  observe('layout-shift', (entry) => {
    if (!entry.hadRecentInput) recorded.shifts.push({ start: entry.startTime, value: entry.value });
  });
  observe('longtask', (entry) => recorded.longTasks.push({ start: entry.startTime, duration: entry.duration }));
}

/** The federation share scope's loaded copies of each shared package (as shell/e2e/composition.e2e.ts reads it). */
export function loadedSharedCopies() {
  const scopes = globalThis.__FEDERATION__?.__SHARE__ ?? {};
  const copies = {};
  for (const scope of Object.values(scopes)) {
    for (const [name, versions] of Object.entries(scope.default ?? {})) {
      for (const [version, share] of Object.entries(versions)) {
        if (!share.loaded) continue;
        copies[name] = [...new Set([...(copies[name] ?? []), `${version} from ${share.from}`])];
      }
    }
  }
  return copies;
}
