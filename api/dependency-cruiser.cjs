// Folder rules of api/src, checked by `npx nx run api:lint`: a feature folder (one Nest module) never reaches back
// to a folder that depends on it, and the platform never reaches into the desk. Specs are left out: they start the
// whole API and share test beds across folders.
module.exports = {
  forbidden: [
    {
      name: 'no-folder-cycle',
      comment: 'Two feature folders depend on each other: move the shared piece to the folder it belongs to.',
      severity: 'error',
      scope: 'folder',
      from: {},
      to: { circular: true },
    },
    {
      name: 'platform-not-on-desk',
      comment: "The platform (api/src/platform) serves the applicant's and the desk's API; it uses nothing of the desk.",
      severity: 'error',
      from: { path: '^src/platform/' },
      to: { path: '^src/desk/' },
    },
  ],
  options: {
    includeOnly: '^src/',
    exclude: { path: '\\.spec\\.ts$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  },
};
