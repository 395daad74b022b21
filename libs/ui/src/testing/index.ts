// Component tests only (`@evisa/ui/testing`).
export * from './enter-date';
export * from './render-screen';
