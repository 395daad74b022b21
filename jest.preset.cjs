// Shared Jest set-up: swc transpiles TypeScript (type checks run separately with `tsc --noEmit`).
/** @type {import('jest').Config} */
module.exports = {
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true, decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  // `mrz` (libs/passport) ships ES modules only.
  transformIgnorePatterns: ['/node_modules/(?!mrz/)'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  testMatch: ['<rootDir>/src/**/*.spec.ts?(x)'],
  moduleNameMapper: { '\\.css$': require.resolve('./jest.style-stub.cjs') },
};
