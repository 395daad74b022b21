const { createWebpackConfig } = require('@evisa/federation');

module.exports = createWebpackConfig({
  name: 'mf_payment',
  dir: __dirname,
  exposes: {
    './Preview': './src/screens/preview.tsx',
    './Payment': './src/screens/payment.tsx',
    './Confirmation': './src/screens/confirmation.tsx',
    './VisaFee': './src/screens/visa-fee.tsx',
    './Status': './src/screens/status.tsx',
    './Order': './src/screens/order.tsx',
  },
});
