// Lint: TypeScript rules plus the boundaries of ARCHITECTURE.md.
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';

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

/** Backend SQL lives in `*.repo.ts` and `db/` only (issue [O] 1): services decide, repos speak SQL. */
const SQL_IN_REPOS = 'SQL lives in a *.repo.ts file (or db/): move this statement into the repo beside it and call it from here.';
const sqlOutsideRepos = [
  { selector: 'CallExpression[callee.property.name=/^(selectFrom|selectNoFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto)$/]', message: SQL_IN_REPOS },
  { selector: "TaggedTemplateExpression[tag.name='sql']", message: SQL_IN_REPOS },
];
/**
 * A backend file's name says its role (issue [O] 1): SQL in `*.repo.ts` (above), a callable in
 * `*.callable.ts`, an HTTP function in `*.http.ts`, a message template in `*.template.ts`; what is
 * neither is a plain module named by what it does (its rules: `*.service.ts`).
 */
const ROLE_IN_NAME = 'A backend file is named by its role (README "Where things go"):';
const endpointsOutsideTheirFiles = [
  { selector: "CallExpression[callee.name='callable']", message: `${ROLE_IN_NAME} a callable is defined in a *.callable.ts file.` },
  { selector: "CallExpression[callee.name=/^on(Request|Call|Schedule|TaskDispatched)$/]", message: `${ROLE_IN_NAME} an HTTP or scheduled function is defined in a *.http.ts file.` },
];
/**
 * Issue [O] 2: a booking's, a payment's and a change's status move only through their lifecycle's repo
 * function (the write and its status event together).
 */
const statusWritesOutsideLifecycles = [
  {
    selector:
      "CallExpression[callee.property.name='set'][callee.object.callee.property.name='updateTable'][callee.object.arguments.0.value=/^(bookings|payments|booking_changes)$/] Property[key.name=/^(status|payment_status)$/]",
    message: 'A status moves through its lifecycle (bookings/booking-status.repo.ts, payments/payment-status.repo.ts, bookings/self-service/change-status.repo.ts), which writes its status event.',
  },
];
const noDriverOutsideRepos = {
  patterns: [{ regex: '^(pg|kysely)(/|$)', message: SQL_IN_REPOS, allowTypeImports: true }, ...noCrossApp.patterns],
  // Issue [O] 4: a domain's log lines are named functions in its logs.ts (the firebase/extensions pattern).
  paths: [{ name: 'firebase-functions', importNames: ['logger'], message: "Log through the domain's logs.ts: one named function per line it logs." }],
};
/**
 * Files past the ceiling of 300 lines (issue [O] 1), each with why: data and benches whose length is
 * their content. Anything else is split by what it does.
 */
const LONG_FILES = [
  'scripts/db/volume.ts', // the volume seed: one SQL generator per table, read top to bottom
  'scripts/db/bench-db.ts', // the database bench: its cases beside the report
  'scripts/bench-api.mjs', // the API bench: its scenarios, options and report in one script
  'packages/functions/src/__tests__/fuzz/arbitraries.ts', // a generator per zod type the contracts use
];

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
  {
    files: ['packages/functions/src/**/*.ts'],
    ignores: ['**/*.repo.ts', '**/logs.ts', 'packages/functions/src/db/**', 'packages/functions/src/test-kit/**', '**/__tests__/**'],
    rules: { 'no-restricted-syntax': ['error', ...sqlOutsideRepos], 'no-restricted-imports': ['error', noDriverOutsideRepos] },
  },
  // A domain's logs.ts may import the logger, and nothing else the block above forbids (no pg, no kysely, no other app).
  { files: ['packages/functions/src/**/logs.ts'], rules: { 'no-restricted-imports': ['error', { patterns: noDriverOutsideRepos.patterns }] } },
  // The same files but the endpoints' own: the SQL rule and the endpoints' place (one rule list: a later one replaces it).
  {
    files: ['packages/functions/src/**/*.ts'],
    ignores: [
      '**/*.repo.ts',
      '**/*.callable.ts',
      '**/*.http.ts',
      'packages/functions/src/http/callable.ts',
      'packages/functions/src/db/**',
      'packages/functions/src/test-kit/**',
      '**/__tests__/**',
    ],
    rules: { 'no-restricted-syntax': ['error', ...sqlOutsideRepos, ...endpointsOutsideTheirFiles] },
  },
  {
    files: ['packages/functions/src/**/*.repo.ts'],
    ignores: ['**/booking-status.repo.ts', '**/payment-status.repo.ts', '**/change-status.repo.ts'],
    rules: { 'no-restricted-syntax': ['error', ...statusWritesOutsideLifecycles] },
  },
  // A test reuses another domain's test code only through src/test-kit (issue [O] 5).
  {
    files: ['packages/functions/src/**/__tests__/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(\\.\\./)+[a-z-]+/__tests__/', message: "Shared test code lives in packages/functions/src/test-kit, not in another domain's __tests__." }, ...noCrossApp.patterns] },
      ],
    },
  },
  { files: ['**/*.{ts,tsx,mjs,cjs}'], ignores: LONG_FILES, rules: { 'max-lines': ['error', { max: 300 }] } },
  // No import cycles (issue [O] 1): a module and what it imports form a tree, read top-down.
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.mjs', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
);
