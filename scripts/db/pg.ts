// node-postgres for these scripts. The root package has `pg` but not its types (@types/pg belongs to the
// packages that use it), so the types are borrowed from packages/functions' copy, the same version.
import { createRequire } from 'node:module';
import type * as Pg from '../../packages/functions/node_modules/@types/pg';

const pg = createRequire(__filename)('pg') as typeof Pg;
export const Client = pg.Client;
export type Client = Pg.Client;
