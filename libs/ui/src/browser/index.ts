// Helpers for a page's scripts that hold no React: none of the shared kit's modules, so an app that imports this entry
// bundles only these few lines (the held page's entry, which loads no React, among them).
export { whenIdle, whenLoadedAndIdle } from './idle';
export { forgetPageWide, pageWide } from './page-wide';
export { PAGE_STATE_REGISTRY, type PageStateName, PAGE_STATES } from './page-state-names';
