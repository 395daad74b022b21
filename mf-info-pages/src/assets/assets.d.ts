// Images are emitted by webpack as files; importing one gives its URL.
declare module '*.svg' {
  const url: string;
  export default url;
}

// `?inline`: the image as a data: URL in the bundle (libs/federation/src/create-webpack-config.cjs).
declare module '*.svg?inline' {
  const url: string;
  export default url;
}
