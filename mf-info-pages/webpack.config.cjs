const { createWebpackConfig } = require('@evisa/federation');

module.exports = createWebpackConfig({
  name: 'mf_info_pages',
  dir: __dirname,
  exposes: {
    './Home': './src/screens/home.tsx',
    './AboutUs': './src/screens/about-us.tsx',
    './Privacy': './src/screens/privacy.tsx',
    './Services': './src/screens/services.tsx',
    './DocumentRequired': './src/screens/document-required.tsx',
    './Terms': './src/screens/terms.tsx',
    './Faq': './src/screens/faq.tsx',
    './RefundPolicy': './src/screens/refund-policy.tsx',
    './Instructions': './src/screens/instructions.tsx',
    './VisaFeeDetails': './src/screens/visa-fee-details.tsx',
    './Contact': './src/screens/contact.tsx',
    './Blogs': './src/screens/blogs.tsx',
    './Products': './src/screens/products.tsx'
  },
});
