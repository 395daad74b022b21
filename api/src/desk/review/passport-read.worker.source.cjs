// The worker's script when the API runs from its TypeScript sources (its tests): the task module compiled on the
// fly by jiti. The build has its own compiled script instead (passport-read-worker.js, beside main.js).
const { createJiti } = require('jiti');

module.exports = createJiti(__filename)('./passport-read.worker.ts');
