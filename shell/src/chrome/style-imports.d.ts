// Stylesheets are side-effect imports that webpack's CSS loaders handle; TypeScript only needs to know they exist.
declare module '*.css';
