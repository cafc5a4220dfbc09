// `pnpm check:config <environment>` (issue [N] 3): what a deploy of the functions to `environment`
// still lacks. Reads the environment's deploy values (packages/functions/deploy-env/.env.<project>,
// which `firebase deploy` uploads; nothing else reaches a deployed function) and checks them against
// config-requirements.ts, the list config() refuses to start without (gathered from the subsystems'
// files, packages/functions/src/config/*.ts), and the environment's company facts. Secrets live in
// Cloud Secret Manager, which is not read from here: they are listed with the command that sets them
// (a deploy refuses while one is missing). Exit code 1 when anything outside Secret Manager is missing.
import fs from 'node:fs';
import path from 'node:path';
import { ENVIRONMENTS } from '@rides/mf-config/environments';
import { missingCompanyFacts } from '@rides/contracts/company';
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
const env: NodeJS.ProcessEnv = { ...fromFile, RIDES_ENV: name };
const shown = path.relative(process.cwd(), file);

console.log(`Functions configuration of "${name}" (project ${target.projectId}), from ${shown}:\n`);
let missing = 0;
for (const r of requirementsOf(env, name)) {
  const set = typeof env[r.name] === 'string' && env[r.name]!.trim() !== '';
  let status: string;
  if (r.secret) status = `secret: firebase functions:secrets:set ${r.name}${set ? ' (it is in the .env file: take it out)' : ''}`;
  else if (r.credential) status = `credential: declare it among its subsystem's secrets (packages/functions/src/config/*.ts) before choosing this adapter${set ? '; take it out of the .env file' : ''}`;
  else status = set ? 'set' : 'MISSING';
  if ((!r.secret && !r.credential && !set) || ((r.secret || r.credential) && set)) missing++;
  console.log(`  ${r.subsystem.padEnd(14)} ${r.name.padEnd(22)} ${status}`);
}
const facts = missingCompanyFacts(target.company);
missing += facts.length;
console.log(`  ${'company'.padEnd(14)} ${'(environments.ts)'.padEnd(22)} ${facts.length ? `MISSING: ${facts.join(', ')}` : 'complete'}`);
console.log(missing === 0 ? '\nNothing missing outside Secret Manager.' : `\n${missing} problem(s): add the missing values to ${shown} (never a secret) and the company facts to packages/mf-config/src/environments.ts before deploying.`);
process.exit(missing === 0 ? 0 : 1);
