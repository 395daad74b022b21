// The worker's script when the API runs from its TypeScript sources (its tests): the task module compiled on the
// fly by jiti. The build has its own compiled script instead (image-reencode-worker.js, beside main.js).
const { createJiti } = require('jiti');

module.exports = createJiti(__filename)('./image-reencode.worker.ts');
