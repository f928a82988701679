import path from 'node:path';
import webpack from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import pkg from './package.json';


// `npm run dev` serves the app here and proxies REST and the realtime feed to the local API server.
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`;

export default (_env: Record<string, string>, argv: { mode?: string }): webpack.Configuration & { devServer?: DevServerConfiguration } => {
  const prod = argv.mode === 'production';
  const cssLoaders = (modules: boolean) => [
    prod ? MiniCssExtractPlugin.loader : 'style-loader',
    {
      loader: 'css-loader',
      options: modules
        ? { modules: { namedExport: false, exportLocalsConvention: 'as-is', localIdentName: prod ? '[hash:base64:6]' : '[name]__[local]' } }
        : { modules: false },
    },
  ];
  return {
    mode: prod ? 'production' : 'development',
    entry: './src/index.tsx',
    output: {
      path: path.resolve(__dirname, 'dist'),
      filename: prod ? '[name].[contenthash:10].js' : '[name].js',
      // Production chunks are named by id only: no chunk-name map in the runtime every page downloads.
      chunkFilename: prod ? '[id].[contenthash:10].js' : '[name].js',
      publicPath: '/',
      clean: true,
    },
    devtool: prod ? false : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      // react-router's package exports only name its development build; use the production one when building for production.
      alias: prod
        ? {
            'react-router$': path.resolve(__dirname, 'node_modules/react-router/dist/production/index.mjs'),
            'react-router/dom$': path.resolve(__dirname, 'node_modules/react-router/dist/production/dom-export.mjs'),
            // Messages are compiled at build time (scripts/build/), so the ICU parser stays out of the bundle.
            '@formatjs/icu-messageformat-parser$': path.resolve(__dirname, 'node_modules/@formatjs/icu-messageformat-parser/no-parser.js'),
          }
        : {},
    },
    module: {
      rules: [
        // static/index.html's boot script and styles (`require('./boot.js?url')`): copied as hashed files, not bundled.
        { resourceQuery: /url/, type: 'asset/resource', generator: { filename: '[name].[contenthash:10][ext]' } },
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          resourceQuery: { not: [/url/] },
          use: { loader: 'babel-loader', options: { plugins: prod ? [path.resolve(__dirname, 'scripts/build/precompile-messages.cjs')] : [] } },
        },
        { test: /\.module\.css$/, use: cssLoaders(true) },
        { test: /\.css$/, exclude: /\.module\.css$/, resourceQuery: { not: [/url/] }, use: cssLoaders(false) },
        // Icon sprites (src/common/uiIcons.svg, src/common/icons/devices.svg): hashed files, immutable in caches.
        { test: /\.svg$/, type: 'asset/resource', generator: { filename: '[name].[contenthash:10][ext]' } },
        prod
          ? { test: /\.json$/, include: path.resolve(__dirname, 'translations'), type: 'javascript/auto', use: path.resolve(__dirname, 'scripts/build/icu-ast-loader.cjs') }
          : { test: /\.json$/, include: path.resolve(__dirname, 'translations'), type: 'json' },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({ template: './static/index.html', favicon: './static/favicon.svg' }),
      new webpack.DefinePlugin({ __BUILD_VERSION__: JSON.stringify(pkg.version) }),
      ...(prod ? [new MiniCssExtractPlugin({ filename: '[name].[contenthash:10].css', chunkFilename: '[id].[contenthash:10].css' })] : []),
    ],
    // realContentHash off: Terser also minifies the boot script (an asset), and renaming it to the hash of
    // its minified content would leave index.html pointing at the old name. Hashes still follow the sources.
    // The icon set (src/common/icons) is drawn by the Now screen and by the timeline: one chunk both load,
    // rather than a copy in each (splitChunks' minimum size would otherwise leave it copied).
    optimization: prod
      ? {
          splitChunks: {
            chunks: 'all',
            cacheGroups: { icons: { test: /[\\/]src[\\/]common[\\/]icons[\\/]/, name: 'icons', chunks: 'async', minSize: 0, priority: 5, enforce: true } },
          },
          runtimeChunk: 'single',
          realContentHash: false,
        }
      : undefined,
    cache: {
      type: 'filesystem',
      // In the checkout, not in node_modules: checkouts that share one node_modules (git worktrees) must not share a cache.
      cacheDirectory: path.resolve(__dirname, '.cache/webpack'),
      buildDependencies: { config: [__filename, path.resolve(__dirname, 'scripts/build/precompile-messages.cjs'), path.resolve(__dirname, 'scripts/build/icu-ast-loader.cjs')] },
    },
    performance: { hints: false },
    devServer: {
      host: '127.0.0.1',
      port: Number(process.env.PORT ?? 8080),
      historyApiFallback: true,
      hot: true,
      proxy: [
        { context: ['/apiservice'], target: apiTarget },
        { context: ['/monitors'], target: apiTarget, ws: true },
      ],
    },
  };
};
