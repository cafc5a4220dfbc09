// Shared singletons (issue A, ARCHITECTURE "How data flows" 3). Each is loaded once per page and
// provided by whichever app loads it first (shareStrategy 'loaded-first'): normally the shell.
const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router',
  'react-router-dom',
  '@chakra-ui/react',
  '@emotion/react',
  'i18next',
  'react-i18next',
  'zustand',
  '@tanstack/react-query',
];

/** Workspace modules that hold page-wide state and so must be one instance on a page. */
const WORKSPACE_SINGLETONS = [
  '@rides/platform/session',
  '@rides/platform/api',
  '@rides/platform/query-client',
  '@rides/ui/provider',
];

export function sharedFor(pkg) {
  const deps = { ...pkg.dependencies };
  const shared = {};
  for (const name of SINGLETONS) {
    const root = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0];
    shared[name] = { singleton: true, requiredVersion: deps[root] ?? false, strictVersion: false };
  }
  for (const name of WORKSPACE_SINGLETONS) {
    shared[name] = { singleton: true, requiredVersion: false, version: '0.0.0' };
  }
  return shared;
}

export const SHARED_SINGLETONS = [...SINGLETONS, ...WORKSPACE_SINGLETONS];
