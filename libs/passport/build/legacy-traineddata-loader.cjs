// webpack loader: a gzip-compressed .traineddata reduced to its legacy classifier (legacy-traineddata.cjs).
const { legacyTrainedData } = require('./legacy-traineddata.cjs');

module.exports = function legacyTrainedDataLoader(source) {
  return legacyTrainedData(source);
};
module.exports.raw = true;
