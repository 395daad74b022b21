// The kit every page loads: a shared singleton (one copy per page, bundled whole), so only what the chrome and the
// information pages use. The form screens' parts are `@evisa/ui/forms`, the read-only answers `@evisa/ui/answers`,
// a remote's own development page `@evisa/ui/standalone`.
export * from './toasts';
export * from './site-config';
export * from './button';
export * from './icons';
export * from './dialog/use-focus-trap';
export * from './dialog/use-scroll-lock';
export * from './layout/page-title';
export * from './layout/agency-identity';
export * from './layout/header-slot';
export * from './layout/page-head';
export * from './layout/use-after-first-paint';
export * from './layout/info-layout';
export * from './layout/accordion';
export * from './contact-links';
