// webpack loader for `locales/<language>/info.json?screen=<name>`: the parts of the file that screen shows
// (screen-texts.cjs), as JSON. The import without a query still gives the whole file.
'use strict';

const { pickScreenTexts, screenOfQuery } = require('./screen-texts.cjs');

/** @this {import('webpack').LoaderContext<unknown>} */
module.exports = function screenTextsLoader(source) {
  this.addDependency(require.resolve('./screen-texts.cjs'));
  return JSON.stringify(pickScreenTexts(JSON.parse(source), screenOfQuery(this.resourceQuery)));
};
