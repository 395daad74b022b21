// The webpack rules a remote that scans passports adds (its webpack.config.cjs): the scanner's worker, core and
// trained data become files of the remote's own build, loaded from where its code is (nothing from a CDN).
const path = require('node:path');

module.exports = {
  SCANNER_RULES: [
    { resourceQuery: /^\?url$/, type: 'asset/resource' },
    {
      resourceQuery: /^\?mrz-classifier$/,
      type: 'asset/resource',
      generator: { filename: 'assets/mrz-classifier.[contenthash:8].traineddata.gz' },
      use: [{ loader: path.join(__dirname, 'legacy-traineddata-loader.cjs') }],
    },
  ],
};
