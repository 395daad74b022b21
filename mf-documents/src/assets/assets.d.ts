// Files that webpack turns into URLs (images) or extracts (stylesheets); TypeScript only needs to know they exist.
declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.css';
