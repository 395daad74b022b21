// One webpack factory for the shell and every remote: each app's webpack.config.cjs is a few lines.
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const CopyPlugin = require('copy-webpack-plugin');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');
const { SHARE_STRATEGY, sharedConfig } = require('./shared-singletons.cjs');
const { svgDataUrl } = require('./svg-data-url.cjs');
const { PreloadStartupChunksPlugin } = require('./preload-startup-chunks.cjs');
const { INJECT_EXTERNAL_RUNTIME_CORE } = require('./external-runtime.cjs');
const { RemotePreloadListPlugin } = require('./remote-preload-list.cjs');
const { PRIVATE_SOURCE_MAPS } = require('./source-maps.cjs');

/**
 * The shell's start-up libraries, one async chunk per family: the shared package, its node_modules and the
 * workspace modules it alone brings (the page loads them together anyway). JSON (the texts, one chunk per language)
 * stays out (its modules' type is 'json').
 * @param {string} name
 * @param {RegExp[]} paths  matched against a module's path (its folder for a context module)
 */
const family = (name, paths) => ({
  test: (module) => {
    // Code only (a context module by its folder). Not the federation's consume/provide modules, whose condition is
    // their package's path too: a chunk that consumed the library it carries would wait for itself.
    if (!module.type.startsWith('javascript/')) return false;
    const where = (module.resource ?? module.context ?? '').replace(/\\/g, '/');
    return paths.some((path) => path.test(where));
  },
  name,
  chunks: 'async',
  enforce: true,
  priority: 30,
});
const nodeModules = (...packages) => new RegExp(`/node_modules/(${packages.join('|')})/`);
const STARTUP_LIBRARY_CHUNKS = {
  react: family('react', [nodeModules('react', 'react-dom', 'scheduler')]),
  routing: family('routing', [nodeModules('react-router', 'react-router-dom'), /\/libs\/routing\/src\//]),
  // The translation core and the language list (libs/i18n's code; its texts are JSON, downloaded by language).
  i18n: family('i18n', [/\/libs\/i18n\//]),
};

/**
 * Where the page puts a style sheet it loads (mini-css-extract-plugin serialises this function into the runtime): before
 * a pre-rendered page's own style element (shell/prerender), which holds the rules the page first painted with (every
 * rule of its components, shell/prerender/page-style.ts) in that order, so that it stays last and the page keeps
 * that order (a later sheet of the same rules in another order moved the home page's hero); elsewhere at the end of
 * the head.
 * @param {HTMLLinkElement} linkTag
 */
function INSERT_STYLE_SHEET(linkTag) {
  var prerendered = document.querySelector('style[data-prerendered]');
  if (prerendered && prerendered.parentNode) prerendered.parentNode.insertBefore(linkTag, prerendered);
  else document.head.appendChild(linkTag);
}

/**
 * @param {object} options
 * @param {string} options.name      federation container name (unique, a JS identifier)
 * @param {string} options.dir       the app's folder (__dirname of its webpack config)
 * @param {Record<string,string>} [options.exposes]  modules a remote exposes
 * @param {boolean} [options.isHost] the shell: no exposes, owns the runtime chunk and the page
 * @param {Record<string,string>} [options.requiredVersions]  narrower ranges for some shared singletons
 * @param {string} [options.entry]  the app's entry module, relative to `dir` (`./src/main.ts` unless given)
 * @param {Record<string,string>} [options.plainEntries]  production entries built apart, without the federation (the
 *   shell's held entry): a page runs one of them before the app's entry, which it loads later
 */
function createWebpackConfig({ name, dir, exposes = {}, isHost = false, requiredVersions = {}, entry = './src/main.ts', plainEntries = {} }) {
  const pkg = require(path.join(dir, 'package.json'));
  const port = Number(process.env[`${name.toUpperCase()}_PORT`] ?? pkg.config.port);

  const make = (_env, argv) => {
    const production = argv.mode !== 'development';
    const typeScript = {
      test: /\.tsx?$/,
      exclude: /node_modules/,
      loader: 'ts-loader',
      // Type checks run in the typecheck target; here we only transpile, as ES modules (see ARCHITECTURE 9).
      options: { transpileOnly: true, configFile: path.join(dir, 'tsconfig.json'), compilerOptions: { module: 'esnext', sourceMap: true } },
    };
    const compression = () =>
      production
        ? [
            new CompressionPlugin({ algorithm: 'gzip', test: /\.(js|css|html|json|svg)$/, threshold: 1024 }),
            // Brotli beside gzip (docs/performance.md): about 14% fewer JS bytes for browsers that accept br.
            new CompressionPlugin({ filename: '[path][base].br', algorithm: 'brotliCompress', test: /\.(js|css|html|json|svg)$/, threshold: 1024 }),
          ]
        : [];
    const app = {
      name,
      context: dir,
      entry: { main: entry },
      // A production build's source maps would hand out the sources if published: they go to <app>/source-maps/,
      // beside dist/ and never with it, and no bundle names them (bench/tools/bundle-composition.mjs reads them).
      devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        sourceMapFilename: PRIVATE_SOURCE_MAPS,
        // The shell's page answers every path (/Apply2/X): relative script URLs would load /Apply2/main.js (404).
        // Remotes keep 'auto': their files load from wherever their remoteEntry.js is (a release folder).
        publicPath: isHost ? '/' : 'auto',
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        uniqueName: name,
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.json'] },
      module: {
        rules: [
          typeScript,
          { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
          // `import url from './x.svg?inline'`: a data: URL in the bundle, for an image that must paint with its
          // screen (the home page's hero, its LCP element) rather than one round trip later (docs/performance.md);
          // an SVG as its text (svg-data-url.cjs), the pre-render's too (shell/prerender/webpack.config.cjs).
          { test: /\.svg$/, resourceQuery: /inline/, type: 'asset/inline', generator: { dataUrl: svgDataUrl } },
          { test: /\.(png|jpe?g|webp)$/, resourceQuery: /inline/, type: 'asset/inline' },
          { test: /\.(png|jpe?g|svg|webp)$/, resourceQuery: { not: [/inline/] }, type: 'asset/resource' },
        ],
      },
      optimization: {
        // Remotes must not split out their own runtime chunk (ARCHITECTURE 9).
        runtimeChunk: false,
        // '...' keeps webpack's JavaScript minimizer; the style sheets are minified too (cssnano's safe preset).
        minimizer: ['...', new CssMinimizerPlugin()],
        // The shell's page starts with every shared library at once; webpack's defaults gave it ten start-up chunks
        // (React in four, the router and translation in two each: each shared package, and apart from it its
        // node_modules). One chunk per library family saves the page four requests. Remotes keep
        // webpack's defaults: their copies of these libraries are fallbacks, rarely loaded.
        ...(isHost && production ? { splitChunks: { cacheGroups: STARTUP_LIBRARY_CHUNKS } } : {}),
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          // A production remote uses the shell's copies of the shared singletons, as it uses the shell's federation
          // runtime (below): its own were never loaded where the shell provides them, yet its remoteEntry.js, which
          // every page loads, registered each of them. Its own development page keeps them.
          shared: sharedConfig({ requiredVersions, provide: isHost || !production }),
          shareStrategy: SHARE_STRATEGY,
          dts: false,
          manifest: true,
          // The shell provides its runtime-core to the remotes (what `experiments.provideExternalRuntime` does) with
          // the plugin's ES module build: the option names the plugin's CommonJS file, whose require() pulls the
          // CommonJS runtime-core and SDK beside the ES ones the bundler runtime imports, two copies in main.js.
          ...(isHost ? { runtimePlugins: [INJECT_EXTERNAL_RUNTIME_CORE] } : {}),
          // One copy of the federation runtime per page: the shell's build puts its runtime-core on the
          // page for the remotes, whose production builds then leave theirs out of remoteEntry.js. A remote's own
          // development page keeps its runtime; a production remote needs a shell of this version or later.
          experiments: {
            ...(isHost ? {} : production ? { externalRuntime: true } : {}),
            // Build-time switches of the federation runtime: the site registers remotes by their
            // remoteEntry.js (shell/src/remotes/remote-registry.ts), never by an mf-manifest.json, so the runtime's
            // snapshot and asset-preload plugins are dead code; and it runs only in browsers, so the SDK's Node
            // script loaders are too. A remote entry given as a .json manifest would no longer load.
            optimization: { disableSnapshot: true, target: 'web' },
          },
        }),
        new MiniCssExtractPlugin({ filename: production ? '[name].[contenthash:8].css' : '[name].css', insert: INSERT_STYLE_SHEET }),
        new HtmlWebpackPlugin({
          template: path.join(dir, 'src/index.html'),
          // The remote's own page is for its team's standalone runs; only the shell's page is the site.
          filename: 'index.html',
          scriptLoading: 'defer',
        }),
        ...(isHost ? [new CopyPlugin({ patterns: [{ from: path.join(dir, 'public'), to: '.' }] })] : []),
        // The shell's page preloads the bootstrap's and the shared libraries' chunks beside main.js.
        ...(isHost && production ? [new PreloadStartupChunksPlugin()] : []),
        // A remote lists each screen's files and its texts by language (preload.json), for the shell to ask for early.
        ...(isHost ? [] : [new RemotePreloadListPlugin({ dir })]),
        ...compression(),
      ],
      performance: { hints: false },
      devServer: {
        port,
        host: '127.0.0.1',
        historyApiFallback: true,
        hot: false,
        headers: { 'Access-Control-Allow-Origin': '*' },
        // The site reaches the API under /api on its own origin, in development as behind the CDN.
        proxy: [
          // Without PayPal credentials the site sends the buyer to the local PayPal sandbox's page (npm start runs it).
          { context: ['/api/sandbox/paypal'], target: process.env.PAYPAL_SANDBOX_URL ?? 'http://127.0.0.1:3090', pathRewrite: { '^/api': '' } },
          { context: ['/api'], target: process.env.API_URL ?? 'http://127.0.0.1:3000', pathRewrite: { '^/api': '' } },
        ],
      },
    };
    if (!production || Object.keys(plainEntries).length === 0) return app;
    // A second compilation, after the app's (whose output.clean would otherwise remove its files), into the same
    // folder: the ModuleFederationPlugin puts its runtime into every entry of a compilation.
    const plain = {
      name: `${name}-plain`,
      dependencies: [name],
      context: dir,
      entry: plainEntries,
      devtool: app.devtool,
      output: { ...app.output, clean: false },
      resolve: app.resolve,
      module: { rules: [typeScript] },
      plugins: compression(),
      performance: app.performance,
    };
    return [app, plain];
  };
  /** What the shell's pre-render build needs to compile this app's exposed screens for Node (shell/prerender). */
  make.app = { name, dir, exposes };
  return make;
}

module.exports = { createWebpackConfig };
