import type pg from 'pg';

/** Rows per table of the stack's database. */
export type Counts = Record<string, number>;

/** Every table of the public schema, as the database lists them (tables added later included). */
export async function publicTables(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    "select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name",
  );
  return rows.map((r) => r.name);
}

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The row count of every table in `tables`, in one statement (one snapshot). */
export async function rowCounts(client: pg.Client, tables: readonly string[]): Promise<Counts> {
  if (tables.length === 0) return {};
  const { rows } = await client.query<Counts>(`select ${tables.map((t, i) => `(select count(*) from ${quoted(t)})::int as c${i}`).join(', ')}`);
  const row = rows[0]!;
  return Object.fromEntries(tables.map((t, i) => [t, Number(row[`c${i}`])]));
}

/** Tables whose count differs between two snapshots, with the difference; `ignore` left out. */
export function changedCounts(before: Counts, after: Counts, ignore: ReadonlySet<string> = new Set()): Counts {
  const changed: Counts = {};
  for (const table of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const delta = (after[table] ?? 0) - (before[table] ?? 0);
    if (delta !== 0 && !ignore.has(table)) changed[table] = delta;
  }
  return changed;
}

export const describeCounts = (counts: Counts): string =>
  Object.entries(counts)
    .map(([table, n]) => `${table} ${n > 0 ? '+' : ''}${n}`)
    .join(', ');
