// `pnpm bench:db`'s /admin/users cases (issue [F] item 9): the users list (newest first), a deep page
// (cursor), the role filter, and the search box as an admin types into it (an e-mail, the start of one,
// a phone in any format, the start of a name's words), on the volume seed's 50k users. Times the repo's
// own function (admin/users.repo.ts listUserRows).
import type { Client } from './pg';
import type { Db } from '../../packages/functions/src/db/db';
import { listUserRows, userCursorOf } from '../../packages/functions/src/admin/users.repo';
import { ROLES } from '../../packages/contracts/src/roles';

interface UsersCase {
  name: string;
  call: (db: Db, i: number) => Promise<number | string>;
  planCalls?: number[];
}

const PAGE = 50;

export async function usersCases(client: Client, n: number, rnd: () => number): Promise<UsersCase[]> {
  const order = (
    await client.query<{ created_key: string; id: string }>(
      `select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as created_key, id from users order by created_at desc, id desc`,
    )
  ).rows;
  const cursors = Array.from({ length: n }, () => userCursorOf(order[Math.floor(order.length * (0.05 + 0.9 * rnd()))]!));
  const people = (
    await client.query<{ email: string; phone: string; full_name: string }>(
      `select email, phone, full_name from users tablesample bernoulli (2) repeatable (11) where email is not null and phone is not null and full_name is not null limit ${n}`,
    )
  ).rows;
  const person = (i: number) => people[i % people.length]!;
  // Phones as people type them: E.164, French numbers as dialled with spaces, or only their start.
  const typed = (phone: string, i: number) => {
    const dialled = phone.startsWith('+33') && i % 2 === 0 ? `0${phone.slice(3)}`.replace(/(\d{2})(?=\d)/g, '$1 ') : phone;
    return i % 3 === 0 ? dialled.slice(0, 8) : dialled;
  };
  const nameQuery = (i: number) => {
    const [first = '', last = ''] = person(i).full_name.split(' ');
    return i % 2 === 0 ? last.slice(0, 3) : `${first.slice(0, 3)} ${last.slice(0, 4)}`;
  };
  const rows = async (p: Promise<{ rows: unknown[] }>) => (await p).rows.length;
  return [
    { name: 'users: first page', call: (d) => rows(listUserRows(d, {}, null, PAGE)) },
    { name: 'users: deep page (cursor)', call: (d, i) => rows(listUserRows(d, {}, cursors[i]!, PAGE)) },
    { name: 'users: role filter', call: (d, i) => rows(listUserRows(d, { role: ROLES[i % ROLES.length] }, null, PAGE)), planCalls: [n - 4, n - 3, n - 2, n - 1] },
    { name: 'users search: e-mail', call: (d, i) => rows(listUserRows(d, { q: person(i).email }, null, PAGE)) },
    { name: 'users search: e-mail start', call: (d, i) => rows(listUserRows(d, { q: person(i).email.slice(0, 5 + (i % 6)) }, null, PAGE)) },
    { name: 'users search: phone', call: (d, i) => rows(listUserRows(d, { q: typed(person(i).phone, i) }, null, PAGE)), planCalls: [n - 3, n - 2, n - 1] },
    { name: 'users search: name words', call: (d, i) => rows(listUserRows(d, { q: nameQuery(i) }, null, PAGE)), planCalls: [n - 2, n - 1] },
  ];
}
