// One webpack factory for the shell and the five remotes, so every app is built the same way.
import path from 'node:path';
import { createRequire } from 'node:module';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { ServiceWorkerPlugin } from './service-worker.mjs';
import { sharedFor } from './shared.mjs';
import { RouteChunksPlugin } from './route-chunks.mjs';
import { BootPreloadPlugin } from './boot-preload.mjs';

const ownRequire = createRequire(import.meta.url);

/**
 * The plugin `experiments.provideExternalRuntime` adds, by its ES module: the option adds its CommonJS
 * build, which requires the runtime core's CommonJS build, a second copy beside the ES one the shell
 * already runs (+25 KiB gzipped on main.js).
 */
const EXTERNAL_RUNTIME_PLUGIN = path.join(
  path.dirname(createRequire(ownRequire.resolve('@module-federation/enhanced')).resolve('@module-federation/inject-external-runtime-core-plugin')),
  'index.js',
);

/**
 * @param {object} o
 * @param {string} o.dir        the app's folder (import.meta.dirname of its webpack.config.mjs)
 * @param {string} o.name       federation scope: 'shell' or 'remote_<name>'
 * @param {number} o.devPort    port of `pnpm --filter <app> dev`
 * @param {boolean} [o.isShell]
 */
export function createConfig({ dir, name, devPort, isShell = false }) {
  const require = createRequire(path.join(dir, 'package.json'));
  const pkg = require('./package.json');
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const app = {
      mode: production ? 'production' : 'development',
      context: dir,
      entry: { main: './src/index.ts' },
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      target: 'web',
      output: {
        path: path.join(dir, 'dist'),
        // Remotes resolve their chunks relative to their own manifest, wherever they are deployed.
        publicPath: isShell ? '/' : 'auto',
        filename: '[name].[contenthash:8].js',
        chunkFilename: '[name].[contenthash:8].js',
        uniqueName: name,
        // The deploy-time files (/remotes.json, /env.json) and the start script's files survive a rebuild.
        clean: { keep: /^(remotes|env)\.json$|^start[.-]|^driver(\.[a-z]{2})?\.webmanifest$|^icons\// },
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
        extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      },
      module: {
        rules: [
          {
            test: /\.[cm]?[jt]sx?$/,
            exclude: /node_modules/,
            loader: ownRequire.resolve('esbuild-loader'),
            options: { target: 'es2020', jsx: 'automatic' },
          },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          // Content-hashed, so a browser keeps it (immutable, as every hashed file): its manifest, fetched
          // afresh, names it. A fixed name cost a returning visitor a round trip to revalidate it.
          filename: isShell ? undefined : 'remoteEntry.[contenthash:8].js',
          // An explicit window global survives minification (a top-level `var` is renamed by the minifier).
          library: isShell ? undefined : { type: 'window', name },
          exposes: isShell ? undefined : { './App': './src/app.tsx' },
          remotes: {},
          manifest: isShell ? false : { fileName: 'mf-manifest.json' },
          shareStrategy: 'loaded-first',
          shared: sharedFor(pkg, dir, { eager: isShell }),
          runtimePlugins: isShell ? [require.resolve('./src/federation/retry-plugin.ts'), ...(production ? [EXTERNAL_RUNTIME_PLUGIN] : [])] : [],
          dts: false,
          dev: false,
          // One federation runtime per page: the shell provides its runtime core to the remotes, whose
          // entries then leave theirs out (a remote's entry carried a second copy, ~20 KiB gzipped and a
          // long task on a phone). A remote served on its own (`dev`) keeps its own.
          experiments: production && !isShell ? { externalRuntime: true } : {},
        }),
        new HtmlWebpackPlugin({
          template: './public/index.html',
          // The shell's frame is app.html: index.html and the other public pages are prerendered from
          // it per environment (scripts/prerender), and Hosting serves app.html for the other routes.
          filename: isShell ? 'app.html' : 'index.html',
          chunks: ['main'],
          scriptLoading: 'defer',
          minify: production,
        }),
        // A remote's manifest lists each route's and language's files (fetched early by the page).
        ...(isShell ? [new BootPreloadPlugin()] : [new RouteChunksPlugin()]),
        // The shell's service worker (shell/src/sw/sw.ts) with the precache manifest of this build.
        ...(isShell && production ? [new ServiceWorkerPlugin(path.join(dir, 'src/sw/sw.ts'))] : []),
      ],
      // SWC's minifier (through terser-webpack-plugin), not esbuild's: esbuild minifies each chunk as a
      // file and keeps the unused code inside webpack's module functions, which is where a package's
      // unused exports end up (whole react-router 7 stayed in the router's chunk: 51 KiB gzipped where
      // what the apps use is 14.5). SWC drops it, as terser would, at a fraction of terser's time.
      optimization: {
        moduleIds: 'deterministic',
        chunkIds: 'deterministic',
        minimizer: [
          new TerserPlugin({
            minify: TerserPlugin.swcMinify,
            terserOptions: { compress: { passes: 2 }, mangle: true, format: { comments: false } },
            extractComments: false,
          }),
        ],
      },
      performance: { hints: false },
      stats: 'errors-warnings',
      devServer: {
        port: devPort,
        historyApiFallback: isShell ? { index: '/app.html' } : true,
        devMiddleware: isShell ? { index: 'app.html' } : undefined,
        headers: { 'Access-Control-Allow-Origin': '*' },
        hot: false,
        liveReload: true,
        // The shell's public/ holds only the template of app.html.
        static: isShell ? false : { directory: path.join(dir, 'public') },
      },
    };
    return isShell ? [app, startConfig(app, production)] : app;
  };
}

/**
 * The shell's start script (shell/src/start.ts): the only script of a prerendered page until the
 * visitor's intent, which then loads main.js (issue [H] 2). A compilation of its own, without Module
 * Federation: the federation runtime is added to every entry of a federated compilation, and leaving
 * it out is the point. Its files are start.<hash>.js and start-<chunk>.<hash>.js in the shell's dist;
 * scripts/prerender puts it on the pages.
 */
function startConfig(app, production) {
  return {
    ...app,
    name: 'start',
    entry: { start: './src/start.ts' },
    output: {
      ...app.output,
      filename: 'start.[contenthash:8].js',
      chunkFilename: 'start-[name].[contenthash:8].js',
      uniqueName: 'shell_start',
      // Its own files only: everything else in dist is main.js's compilation's.
      clean: { keep: (file) => !/^start[.-]/.test(file) },
    },
    plugins: [],
    devServer: undefined,
    devtool: production ? 'source-map' : false,
  };
}
