// The repository's root folder, for scripts that resolve paths from it.
const path = require('node:path');

exports.repoRoot = path.resolve(__dirname, '..');
