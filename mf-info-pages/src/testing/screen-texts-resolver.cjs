// Jest resolver: `locales/<language>/info.json?screen=<name>` resolves to a file holding that screen's parts only
// (texts/screen-texts.cjs), as the webpack loader builds it, so a screen under test sees what it will in the browser.
'use strict';

const crypto = require('node:crypto');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { pickScreenTexts, screenOfQuery } = require('../../texts/screen-texts.cjs');

module.exports = function resolve(request, options) {
  const query = request.indexOf('?');
  if (query === -1 || !/\.json$/.test(request.slice(0, query))) return options.defaultResolver(request, options);
  const file = options.defaultResolver(request.slice(0, query), options);
  const screen = screenOfQuery(request.slice(query));
  const texts = JSON.stringify(pickScreenTexts(JSON.parse(fs.readFileSync(file, 'utf8')), screen));
  const digest = crypto.createHash('sha256').update(texts).digest('hex').slice(0, 16);
  const picked = path.join(os.tmpdir(), 'evisa-screen-texts', `${screen}-${digest}.json`);
  if (!fs.existsSync(picked)) {
    fs.mkdirSync(path.dirname(picked), { recursive: true });
    fs.writeFileSync(picked, texts);
  }
  return picked;
};
