const { createWebpackConfig } = require('@evisa/federation');

module.exports = createWebpackConfig({
  name: 'mf_documents',
  dir: __dirname,
  exposes: {
    './Photo': './src/screens/photo.tsx',
    './Documents': './src/screens/documents.tsx',
    './Questions': './src/screens/questions.tsx',
    './CorrectionDocuments': './src/screens/correction-documents.tsx',
  },
});
