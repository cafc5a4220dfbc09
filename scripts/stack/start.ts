// `pnpm start`: build what changed, start the local stack, print URLs and demo accounts, stop on Ctrl-C.
import path from 'node:path';
import { LOCAL } from '@rides/mf-config/environments';
import { REMOTE_NAMES } from '@rides/mf-config/remotes';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../packages/functions/src/tools/demo-accounts';
import { buildAll } from './build';
import { startStack, DATABASE_URL, type Stack } from './stack';
import { LOCAL_DIR } from './paths';
import { stopAll } from './processes';

let stopping = false;
let stack: Stack | null = null;
async function shutdown() {
  if (stopping) return;
  stopping = true;
  console.log('Stopping…');
  await (stack ? stack.stop() : stopAll());
  console.log('Stopped.');
  process.exit(0);
}

async function main() {
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  const t0 = Date.now();
  await buildAll();
  stack = await startStack(path.join(LOCAL_DIR, 'data'));
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  console.log(`
Paris Private Transfers is running (ready in ${seconds} s).

  Shell (open this)   ${LOCAL.shell}
${REMOTE_NAMES.map((n) => `  remote-${n.padEnd(13)}${LOCAL.remotes[n]}/mf-manifest.json`).join('\n')}
  Functions           http://127.0.0.1:5001/${LOCAL.projectId}/${LOCAL.functionsRegion}/<name>
  Auth emulator       http://127.0.0.1:9099
  Postgres (PGlite)   ${DATABASE_URL}
  Mailbox (local)     ${stack.mailboxUrl}   (e-mail is captured here, nothing is delivered)
  Logs                ${stack.logs}

Demo accounts (password ${DEMO_PASSWORD}):
${DEMO_ACCOUNTS.map((a) => `  ${a.email.padEnd(24)}${a.roles.join(' + ')}`).join('\n')}

Press Ctrl-C to stop. Data is kept in ${path.join(LOCAL_DIR, 'data')}.
`);
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
