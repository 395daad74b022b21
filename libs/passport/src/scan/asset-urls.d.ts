// Files the scanner's build emits beside the remote's code (build/scanner-webpack-rules.cjs): each import is its URL.
declare module '*?url' {
  const url: string;
  export default url;
}
declare module '*?mrz-classifier' {
  const url: string;
  export default url;
}
