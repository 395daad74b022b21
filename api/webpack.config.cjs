// The API is bundled with its workspace libraries (which ship TypeScript sources) and `mrz` (ES modules only, which
// Node 20 cannot require); other npm packages stay external.
const path = require('node:path');
const nodeExternals = require('webpack-node-externals');

module.exports = (_env, argv) => ({
  mode: argv.mode ?? 'production',
  target: 'node20',
  // main: the API; staff-cli: `npm run staff` (tools/staff/staff.mjs); migrate: `npm run migrate` (tools/migrate);
  // passport-read-worker: the script of the desk's passport-reading worker thread (a module piscina requires).
  entry: {
    main: './src/main.ts',
    'staff-cli': './src/desk/staff-cli/staff-cli.ts',
    migrate: './src/platform/migrations/migrate-cli.ts',
    'passport-read-worker': { import: './src/desk/review/passport-read.worker.ts', library: { type: 'commonjs2' } },
  },
  devtool: 'source-map',
  output: { path: path.join(__dirname, 'dist'), filename: '[name].js', clean: true },
  resolve: { extensions: ['.ts', '.js', '.json'] },
  externalsPresets: { node: true },
  externals: [nodeExternals({ modulesDir: path.join(__dirname, '../node_modules'), allowlist: [/^@evisa\//, /^mrz$/] })],
  module: {
    rules: [{ test: /\.ts$/, loader: 'ts-loader', exclude: /node_modules/, options: { transpileOnly: true, compilerOptions: { module: 'esnext' } } }],
  },
  optimization: { minimize: false },
  // Nest loads optional integrations lazily; they are not installed and must not fail the build.
  ignoreWarnings: [/Critical dependency/, /Can't resolve '(@nestjs\/microservices|@nestjs\/websockets|@fastify|class-transformer\/storage|@mikro-orm|@grpc)/],
});
