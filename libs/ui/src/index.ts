export * from './toasts';
export * from './site-config';
export * from './button';
export * from './standalone';
