// Production builds. `pnpm build` always builds; the local stack and tests build only what changed.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './paths';

export const APPS = ['shell', 'remote-public', 'remote-customer', 'remote-driver', 'remote-partner', 'remote-admin'];
const SHARED_INPUTS = ['contracts', 'domain', 'ui', 'i18n', 'platform', 'mf-config'].map((p) => `packages/${p}`).concat('pnpm-lock.yaml');

function newestMtime(p: string): number {
  if (!fs.existsSync(p)) return 0;
  const st = fs.statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const e of fs.readdirSync(p)) {
    if (e === 'node_modules' || e === 'dist' || e === 'lib' || e.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(path.join(p, e)));
  }
  return newest;
}

const stampOf = (dir: string) => path.join(ROOT, dir, 'dist/.built');

function isFresh(dir: string): boolean {
  const stamp = stampOf(dir);
  if (!fs.existsSync(stamp)) return false;
  const inputs = [dir, ...SHARED_INPUTS].map((p) => newestMtime(path.join(ROOT, p)));
  return fs.statSync(stamp).mtimeMs >= Math.max(...inputs);
}

function run(cmd: string, args: string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} failed in ${cwd}`))));
  });
}

async function buildOne(dir: string): Promise<void> {
  const started = Date.now();
  if (dir === 'packages/functions') await run('node', ['build.mjs'], path.join(ROOT, dir));
  else await run(path.join(ROOT, dir, 'node_modules/.bin/webpack'), ['--mode', 'production'], path.join(ROOT, dir));
  fs.mkdirSync(path.join(ROOT, dir, 'dist'), { recursive: true });
  fs.writeFileSync(stampOf(dir), new Date().toISOString());
  console.log(`built ${dir} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** Builds the functions and every app, two at a time (the machine has two cores). */
export async function buildAll({ force = false } = {}): Promise<void> {
  const todo = ['packages/functions', ...APPS].filter((d) => force || !isFresh(d));
  if (!todo.length) return console.log('Builds are up to date.');
  const started = Date.now();
  const queue = [...todo];
  const worker = async () => {
    for (let dir = queue.shift(); dir; dir = queue.shift()) await buildOne(dir);
  };
  await Promise.all([worker(), worker()]);
  console.log(`Build finished in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  buildAll({ force: !process.argv.includes('--if-changed') }).catch((e: unknown) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  });
}
