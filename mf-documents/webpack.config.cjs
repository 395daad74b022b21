const { createWebpackConfig } = require('@evisa/federation');
const { SCANNER_RULES } = require('@evisa/passport/scanner-webpack-rules');

module.exports = createWebpackConfig({
  name: 'mf_documents',
  dir: __dirname,
  // The passport scanner's worker, core and trained data, emitted with this remote (libs/passport).
  rules: SCANNER_RULES,
  exposes: {
    './Photo': './src/screens/photo.tsx',
    './Documents': './src/screens/documents.tsx',
    './Questions': './src/screens/questions.tsx',
    './CorrectionDocuments': './src/screens/correction-documents.tsx',
  },
});
