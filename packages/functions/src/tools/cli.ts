// `node lib/cli.js migrate|seed`: used by the local stack and by deploy pipelines (migrate only).
import { config } from '../config';
import { createDb } from '../db/db';
import { migrate } from '../db/migrate';
import { seedDemoAccounts } from './seed';

async function main(command: string | undefined): Promise<void> {
  if (command === 'migrate') {
    // A deploy pipeline migrates with DATABASE_URL alone: the functions' secrets are not its business.
    const url = process.env.DATABASE_URL;
    if (!url) throw new Error('DATABASE_URL is not set');
    const applied = await migrate(url);
    console.log(applied.length ? `Applied migrations: ${applied.join(', ')}` : 'Database schema is up to date.');
    return;
  }
  if (command === 'seed') {
    const db = createDb(config().databaseUrl, 2);
    try {
      for (const line of await seedDemoAccounts(db)) console.log(`  seeded ${line}`);
    } finally {
      await db.destroy();
    }
    return;
  }
  throw new Error('usage: cli.js migrate|seed');
}

main(process.argv[2]).catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
