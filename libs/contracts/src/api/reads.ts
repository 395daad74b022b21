/**
 * GET `APPLICATION_READ?applicationId=...`: one application as its owner sees it. Every remote that shows an
 * application reads it there, and the page's first script may start that read for the page's screen
 * (shell/src/screen-routes.ts). No imports: the page's first script bundles this file.
 */
export const APPLICATION_READ = '/visaapplication/application';
