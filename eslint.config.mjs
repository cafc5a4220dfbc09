// Lint: TypeScript rules plus the boundaries of ARCHITECTURE.md.
import tseslint from 'typescript-eslint';

const noCrossApp = {
  patterns: [
    {
      regex: '^((\\.\\./)+|/.*/)?(shell|remote-[a-z]+)(/|$)',
      message: 'An app imports only packages/*, never another remote or the shell (ARCHITECTURE: boundaries).',
    },
  ],
};
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
  { files: ['**/*.mjs', '**/*.cjs'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
);
