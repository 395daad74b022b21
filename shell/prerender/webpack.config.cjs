// Builds the pre-render (render-pages.tsx) for Node: the shell's App and every remote's exposed screens compiled from
// their sources with each app's own rules, into one file that `npm run build -w shell` then runs.
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');
const { svgDataUrl } = require('@evisa/federation/src/svg-data-url.cjs');

const SHELL = path.join(__dirname, '..');
const ROOT = path.join(SHELL, '..');
const GENERATED_SCREENS = path.join(__dirname, '.generated', 'screens.ts');

/** The remotes' `exposes` as the screens table: `mf_info_pages/Home` -> a loader of its source module. */
function writeScreensTable(apps) {
  const rows = apps.flatMap(({ name, dir, exposes }) =>
    Object.entries(exposes).map(([expose, file]) => `  ${JSON.stringify(`${name}/${expose.replace(/^\.\//, '')}`)}: () => import(${JSON.stringify(path.join(dir, file))}),`),
  );
  fs.mkdirSync(path.dirname(GENERATED_SCREENS), { recursive: true });
  fs.writeFileSync(GENERATED_SCREENS, `// Written by shell/prerender/webpack.config.cjs from the remotes' exposes; not in git.\nexport const SCREENS: Record<string, () => Promise<unknown>> = {\n${rows.join('\n')}\n};\n`);
}

module.exports = async () => {
  const { REMOTES } = await import('../../tools/stack/stack.mjs');
  const apps = REMOTES.map((remote) => require(path.join(ROOT, remote.dir, 'webpack.config.cjs')).app);
  writeScreensTable(apps);
  return {
    name: 'shell-prerender',
    mode: 'production',
    target: 'node',
    context: SHELL,
    entry: { 'render-pages': './prerender/render-pages.tsx' },
    output: { path: path.join(__dirname, 'dist'), filename: '[name].cjs', clean: true },
    devtool: false,
    resolve: { extensions: ['.tsx', '.ts', '.js', '.json'] },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          loader: 'ts-loader',
          options: { transpileOnly: true, configFile: path.join(SHELL, 'tsconfig.json'), compilerOptions: { module: 'esnext' } },
        },
        // Every style sheet the pre-rendered screens import, in one file: the pre-rendered page links it, so that it
        // paints styled before the page's own style sheets (the shell's, the remote's) arrive with its scripts.
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
        // The same data: URL as the page's own bundle (libs/federation), which hydrates this HTML.
        { test: /\.svg$/, resourceQuery: /inline/, type: 'asset/inline', generator: { dataUrl: svgDataUrl } },
        { test: /\.(png|jpe?g|webp)$/, resourceQuery: /inline/, type: 'asset/inline' },
        { test: /\.(png|jpe?g|svg|webp)$/, resourceQuery: { not: [/inline/] }, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    plugins: [
      // Screens come from their sources here, not through the federation runtime.
      new webpack.NormalModuleReplacementPlugin(/[\\/]remotes[\\/]load-remote$|^\.\/load-remote$/, (resource) => {
        if (resource.context.startsWith(path.join(SHELL, 'src'))) resource.request = path.join(__dirname, 'load-remote.ts');
      }),
      new webpack.NormalModuleReplacementPlugin(/^\.\/screens$/, (resource) => {
        if (resource.context === __dirname) resource.request = GENERATED_SCREENS;
      }),
      new MiniCssExtractPlugin({ filename: 'site.[contenthash:8].css' }),
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
    // The script runs in Node and stays readable; the style sheet is inlined into every pre-rendered page, whose
    // HTML should fit in the first TCP round trip (docs/performance.md, "Current figures"), so it is minified.
    optimization: { minimize: true, minimizer: [new CssMinimizerPlugin()] },
    performance: { hints: false },
  };
};
