// `pnpm check:config <environment>` (issue [N] 3): what a deploy of the functions to `environment`
// still lacks. Reads the environment's deploy values (packages/functions/deploy-env/.env.<project>,
// which `firebase deploy` uploads) and this shell's environment variables, and checks them against
// config-requirements.ts, the list config() refuses to start without. Secrets live in Cloud Secret
// Manager, which is not read from here: they are listed with the command that sets them (a deploy
// refuses while one is missing). Exit code 1 when a value outside Secret Manager is missing.
import fs from 'node:fs';
import path from 'node:path';
import { ENVIRONMENTS } from '@rides/mf-config/environments';
import { requirementsOf } from '../packages/functions/src/config-requirements';

const name = process.argv[2];
const target = name ? ENVIRONMENTS[name] : undefined;
if (!name || !target || name === 'local') {
  console.error(`Usage: pnpm check:config <environment>, one of: ${Object.keys(ENVIRONMENTS).filter((e) => e !== 'local').join(', ')} (local needs nothing).`);
  process.exit(2);
}

const file = path.join(__dirname, '../packages/functions/deploy-env', `.env.${target.projectId}`);
const fromFile = fs.existsSync(file)
  ? Object.fromEntries(
      fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .map((line) => /^\s*([A-Z][A-Z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line))
        .filter((m): m is RegExpExecArray => m !== null)
        .map((m) => [m[1]!, m[2]!]),
    )
  : {};
const env: NodeJS.ProcessEnv = { ...fromFile, ...process.env };
const shown = path.relative(process.cwd(), file);

console.log(`Functions configuration of "${name}" (project ${target.projectId}), from ${shown} and this shell:\n`);
let missing = 0;
for (const r of requirementsOf(env, name)) {
  const set = typeof env[r.name] === 'string' && env[r.name]!.trim() !== '';
  const where = r.name in fromFile ? shown : 'this shell';
  const status = r.secret ? (set ? `set (${where}); deploys take it from Secret Manager` : `secret: firebase functions:secrets:set ${r.name}`) : set ? `set (${where})` : 'MISSING';
  if (!r.secret && !set) missing++;
  console.log(`  ${r.subsystem.padEnd(14)} ${r.name.padEnd(22)} ${status}`);
}
console.log(missing === 0 ? '\nNothing missing outside Secret Manager.' : `\n${missing} value(s) missing: add them to ${shown} (not secrets) before deploying.`);
process.exit(missing === 0 ? 0 : 1);
