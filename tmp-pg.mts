import { startPostgres } from './scripts/stack/postgres';
import { seedVolume } from './scripts/db/volume';
import { migrate } from './packages/functions/src/db/migrate';
const pg = startPostgres(5439, { durable: true });
await migrate(pg.url, '/work/main/packages/functions/migrations');
await seedVolume(pg.url);
console.log('READY', pg.url);
process.on('SIGINT', () => { pg.stop(); process.exit(0); });
setInterval(() => {}, 1 << 30);
