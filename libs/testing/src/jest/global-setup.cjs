// CommonJS entry for Jest's `globalSetup` (api/jest.config.cjs points here). Jest compiles the TypeScript it
// requires while it loads this file, so the logic stays in global-setup.ts.
module.exports = require('./global-setup.ts').default;
