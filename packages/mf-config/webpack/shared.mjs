// Shared singletons (issue A, ARCHITECTURE "How data flows" 3). Each is loaded once per page and
// provided by whichever app loads it first (shareStrategy 'loaded-first'): normally the shell.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  '@emotion/react',
  'i18next',
  'react-i18next',
  'zustand',
  '@tanstack/react-query',
  // The one way to build a form (issue [O] 3, @rides/platform/contract-form): one FormProvider context
  // and one copy of the library and its zod resolver on a page.
  'react-hook-form',
  '@hookform/resolvers/zod',
];

/**
 * Sub-path entries whose folder has a package.json of its own with a version that is not the
 * package's (@hookform/resolvers/zod's says 1.0.0): shared under the package's version instead, else
 * it would not satisfy the version the apps require.
 */
const VERSIONED_AS_PACKAGE = new Set(['@hookform/resolvers/zod']);

/**
 * Shared, but never eager: only pages with a form need them (about 24 KiB gzipped), so the shell's
 * main.js, which every page runs, does not carry them; the first form on a page loads them (the /auth
 * page's chunk, a remote's dialog), and every later one takes that copy.
 */
const NEVER_EAGER = new Set(['react-hook-form', '@hookform/resolvers/zod']);

/** Workspace modules that hold page-wide state and so must be one instance on a page. */
const WORKSPACE_SINGLETONS = [
  '@rides/platform/session',
  // The router: react-router tree-shaken to what the apps use (platform/src/router.ts).
  '@rides/platform/router',
  '@rides/domain/company',
  '@rides/platform/api',
  '@rides/platform/public-api',
  '@rides/platform/query-client',
  '@rides/ui/provider',
  '@rides/ui/toaster',
];

/**
 * Chakra is shared by its one stateful module, the context that carries the design system
 * (styled-system/provider.js), instead of as a whole: a shared module cannot be tree-shaken, and whole
 * Chakra is ~330 KB gzipped. Every app then bundles only the components it uses, and all of them read
 * the one system the shell's <ChakraProvider> (in the shared @rides/ui/provider) puts on the page.
 * A shared key that is an absolute path is matched against resolved files, so Chakra's own relative
 * imports of that module are shared too.
 */
function chakraContextModule(appDir) {
  const require = createRequire(path.join(appDir, 'package.json'));
  const pkgDir = path.resolve(require.resolve('@chakra-ui/react'), '../../..');
  return fs.realpathSync(path.join(pkgDir, 'dist/esm/styled-system/provider.js'));
}

/**
 * `eager` (the shell): the shared modules are in the shell's main.js instead of a chunk each. Every page
 * runs all of them before its first render, and as ~20 chunks of their own they were ~20 requests in
 * sequence after main.js (a browser opens 6 connections per host over HTTP/1.1, and each request costs a
 * round trip on a phone's network). The remotes keep them lazy: they take the shell's.
 */
export function sharedFor(pkg, appDir, { eager = false } = {}) {
  const deps = { ...pkg.dependencies };
  const shared = {};
  for (const name of SINGLETONS) {
    const root = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0];
    shared[name] = { singleton: true, eager: eager && !NEVER_EAGER.has(name), requiredVersion: deps[root] ?? false, strictVersion: false };
    if (VERSIONED_AS_PACKAGE.has(name) && deps[root]) shared[name].version = deps[root];
  }
  for (const name of WORKSPACE_SINGLETONS) {
    shared[name] = { singleton: true, eager, requiredVersion: false, version: '0.0.0' };
  }
  shared[chakraContextModule(appDir)] = {
    singleton: true,
    eager,
    shareKey: '@chakra-ui/react/styled-system/provider',
    version: deps['@chakra-ui/react'],
    requiredVersion: deps['@chakra-ui/react'],
  };
  return shared;
}

