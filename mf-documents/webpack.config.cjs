const { createWebpackConfig } = require('@evisa/federation');

module.exports = createWebpackConfig({
  name: 'mf_documents',
  dir: __dirname,
  exposes: {
    './Photo': './src/screens/photo.tsx',
    './Documents': './src/screens/documents.tsx',
    './Questions': './src/screens/questions.tsx',
    './CorrectionDocuments': './src/screens/correction-documents.tsx',
    // The agency desk's photo and document review (/agency/...): a module of its own, loaded only by the desk.
    './DeskDocuments': './src/screens/desk-documents.tsx',
  },
});
