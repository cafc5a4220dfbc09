// Builds the shell's service worker after the shell's files are written: esbuild bundles
// shell/src/sw/sw.ts, then Workbox's injectManifest (workbox-build) writes into it the precache
// manifest of this build: the SPA frame and every content-hashed file (source maps, the start script's
// files and the per-environment files are left out). Not Workbox's webpack plugin: its child compilation
// runs the Module Federation plugin's hooks too, and the worker must not be a federated build.
import path from 'node:path';
import { rm } from 'node:fs/promises';
import { build } from 'esbuild';
import { injectManifest } from 'workbox-build';

export class ServiceWorkerPlugin {
  /** @param {string} swSrc */
  constructor(swSrc) {
    this.swSrc = swSrc;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('ServiceWorkerPlugin', async () => {
      const outDir = compiler.options.output.path;
      const bundled = path.join(outDir, 'sw.src.js');
      try {
        await build({ entryPoints: [this.swSrc], bundle: true, minify: true, format: 'iife', target: 'es2020', outfile: bundled, define: { 'process.env.NODE_ENV': '"production"' }, logLevel: 'error' });
        const { warnings } = await injectManifest({
          swSrc: bundled,
          swDest: path.join(outDir, 'sw.js'),
          globDirectory: outDir,
          globPatterns: ['app.html', '*.{js,css,woff2}'],
          globIgnores: ['start*', 'sw.js', 'sw.src.js', '*.map'],
          // Content-hashed names need no revision of their own.
          dontCacheBustURLsMatching: /\.[0-9a-f]{8}\.(js|css|woff2)$/,
          maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        });
        // A file left out of the precache (too large, say) would break the app offline: fail the build.
        if (warnings.length) throw new Error(`service worker: ${warnings.join('; ')}`);
      } finally {
        await rm(bundled, { force: true });
      }
    });
  }
}
