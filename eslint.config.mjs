// Lint: TypeScript rules plus the boundaries of ARCHITECTURE.md.
import tseslint from 'typescript-eslint';

const crossApp = {
  regex: '^((\\.\\./)+|/.*/)?(shell|remote-[a-z]+)(/|$)',
  message: 'An app imports only packages/*, never another remote or the shell (ARCHITECTURE: boundaries).',
};
/** The page's one router is the shared, tree-shaken @rides/platform/router (issue [L] 4). */
const routerPackage = {
  regex: '^react-router(-dom)?$',
  message: 'Import the router from @rides/platform/router (one shared instance, tree-shaken; add a missing name there).',
};
const noCrossApp = { patterns: [crossApp, routerPackage] };
const pure = {
  paths: ['react', 'react-dom', 'firebase', 'firebase-admin', 'firebase-functions'].map((name) => ({
    name,
    message: 'packages/domain and packages/contracts import no React and no Firebase.',
  })),
  patterns: [
    {
      regex: '^(react|react-dom|firebase|firebase-admin|firebase-functions)/|^@rides/(?!contracts/)',
      message: 'packages/domain and packages/contracts import no React, no Firebase and no app code.',
    },
    ...noCrossApp.patterns,
  ],
};

/** packages/ui is the component library: it takes state as props and never reaches into the shell's API. */
const uiBoundary = {
  patterns: [{ regex: '^@rides/platform(/|$)', message: 'packages/ui does not import @rides/platform: pass what a component needs as props.' }, ...noCrossApp.patterns],
};
/**
 * Inside packages/platform the stateful modules are imported by their package names: only under those
 * names are they the page's shared singletons (a relative path gives a federated remote its own copy).
 */
const platformSingletons = {
  patterns: [
    {
      regex: '^\\./(api|public-api|session|query-client)$',
      message: 'Import the shared platform singletons by package name (@rides/platform/...), never by relative path.',
      allowTypeImports: true,
    },
    ...noCrossApp.patterns,
  ],
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '.local/**', '**/*.d.ts', 'coverage/**'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-restricted-imports': ['error', noCrossApp],
    },
  },
  { files: ['packages/domain/**', 'packages/contracts/**'], rules: { 'no-restricted-imports': ['error', pure] } },
  // The build's prerender composes the shell and the public remote, as the browser does at run time.
  { files: ['scripts/prerender/**'], rules: { 'no-restricted-imports': 'off' } },
  { files: ['packages/ui/src/**'], ignores: ['**/__tests__/**'], rules: { 'no-restricted-imports': ['error', uiBoundary] } },
  { files: ['packages/platform/src/**'], ignores: ['**/__tests__/**'], rules: { 'no-restricted-imports': ['error', platformSingletons] } },
  // The router module itself, and the test kit's routers (tests only: the same react-router module).
  {
    files: ['packages/platform/src/router.ts', 'packages/test-utils/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [crossApp] }] },
  },
  { files: ['**/*.mjs', '**/*.cjs'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
);
