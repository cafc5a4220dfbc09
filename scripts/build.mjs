#!/usr/bin/env node
// `pnpm build`: production builds of the functions, the shell and the five remotes.
import { ensureInstalled, runTs } from './start.mjs';

ensureInstalled();
runTs('scripts/stack/build.ts', process.argv.slice(2));
