const { createWebpackConfig } = require('@evisa/federation');

module.exports = createWebpackConfig({
  name: 'mf_application',
  dir: __dirname,
  exposes: {
    './Step1Create': './src/screens/step1-create.tsx',
    './Step1Edit': './src/screens/step1-edit.tsx',
    './Step2': './src/screens/step2.tsx',
    './Step3': './src/screens/step3.tsx',
    './Step4': './src/screens/step4.tsx',
    './Step5': './src/screens/step5.tsx',
    './Resume': './src/screens/resume.tsx',
    './Correction': './src/screens/correction.tsx',
    './AddTraveller': './src/screens/add-traveller.tsx',
  },
});
