// CommonJS entry for Jest's `globalTeardown`; the logic is in global-teardown.ts.
module.exports = require('./global-teardown.ts').default;
