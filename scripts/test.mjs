#!/usr/bin/env node
// `pnpm test`: install if needed, then every test tier (see scripts/stack/test.ts).
import { ensureInstalled, runTs } from './start.mjs';

ensureInstalled();
runTs('scripts/stack/test.ts', process.argv.slice(2));
