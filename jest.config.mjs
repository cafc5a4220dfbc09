// Two projects: `unit` (no servers; jsdom for components) and `integration` (real Postgres and the
// Firebase emulators, started by scripts/stack/test.ts). Both compile TypeScript with SWC.
// Tests run as the local environment (config.ts refuses to start elsewhere without its secrets);
// `pnpm test` sets it too (scripts/stack/test.ts), this covers a direct `pnpm exec jest`.
process.env.RIDES_ENV ??= 'local';

const transform = {
  '^.+\\.(t|j)sx?$': [
    '@swc/jest',
    { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' } },
  ],
};
const ignore = ['/node_modules/', '/dist/', '/.local/'];

export default {
  projects: [
    {
      displayName: 'unit',
      testEnvironment: 'jsdom',
      transform,
      testMatch: ['<rootDir>/{shell,remote-*,packages/*}/src/**/__tests__/**/*.test.{ts,tsx}'],
      testPathIgnorePatterns: ignore,
      setupFilesAfterEnv: ['<rootDir>/packages/test-utils/src/setup.ts'],
    },
    {
      displayName: 'integration',
      testEnvironment: 'node',
      transform,
      testMatch: ['<rootDir>/packages/*/src/**/__tests__/**/*.int.ts'],
      testPathIgnorePatterns: ignore,
      setupFilesAfterEnv: ['<rootDir>/packages/test-utils/src/setup-integration.ts'],
    },
  ],
};
