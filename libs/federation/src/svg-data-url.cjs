// An SVG the page shows as a data: URL (`import url from './x.svg?inline'`), written as its own text with only the
// characters a URL or the HTML attribute around it cannot hold percent-encoded: about as long as base64, but far
// smaller compressed (base64 hides the text's repetitions from brotli), in the pre-rendered HTML and the bundle alike. Quotes and angle brackets are encoded too, not left for React to escape as entities.
const ENCODED = /[\t\n\r%#"'<>&]/g;

/** `"` -> `%22`. */
const percent = (character) => `%${character.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`;

/**
 * @param {Buffer | string} content  the SVG file
 * @returns {string} its data: URL
 */
function svgDataUrl(content) {
  const text = String(content).trim();
  return `data:image/svg+xml,${text.replace(ENCODED, percent).replace(/[^\x20-\x7e]+/g, encodeURIComponent)}`;
}

module.exports = { svgDataUrl };
