// A production build's source maps hold the sources: never published with the bundles.

/** Where a production build writes its source maps, relative to dist/: <app>/source-maps/, which is never published. */
const PRIVATE_SOURCE_MAPS = '../source-maps/[file].map';

module.exports = { PRIVATE_SOURCE_MAPS };
