#!/usr/bin/env node
// `pnpm start` / `pnpm test` entry: installs the workspace when needed (a fresh clone has only Node
// and pnpm), then hands over to the TypeScript scripts under scripts/stack.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
// pnpm keeps a copy of the lockfile it installed from: equal contents mean node_modules is current.
const installed = path.join(root, 'node_modules/.pnpm/lock.yaml');
const lock = path.join(root, 'pnpm-lock.yaml');

export function ensureInstalled() {
  const fresh = fs.existsSync(installed) && fs.readFileSync(installed, 'utf8') === fs.readFileSync(lock, 'utf8');
  if (fresh) return;
  console.log('Installing dependencies (pnpm install --frozen-lockfile)…');
  const r = spawnSync('pnpm', ['install', '--frozen-lockfile'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

export function runTs(script, args) {
  // The child owns Ctrl-C: it stops the stack cleanly; this process only waits for it.
  process.on('SIGINT', () => {});
  process.on('SIGTERM', () => {});
  const tsx = path.join(root, 'node_modules/.bin/tsx');
  const r = spawnSync(tsx, [path.join(root, script), ...args], { cwd: root, stdio: 'inherit' });
  process.exit(r.status ?? 1);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  ensureInstalled();
  runTs('scripts/stack/start.ts', process.argv.slice(2));
}
