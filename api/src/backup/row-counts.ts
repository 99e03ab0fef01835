import type { RowCounts } from './manifest.ts'

/** What both pg's client and PGlite offer: a query answering rows. */
export interface Queryable {
  query<T>(sql: string): Promise<{ rows: T[] }>
}

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`

/** The rows of every table outside PostgreSQL's own schemas, by `schema.table`. */
export async function countRows(db: Queryable): Promise<RowCounts> {
  const { rows: tables } = await db.query<{ schema: string; name: string }>(
    `select table_schema as schema, table_name as name from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
      order by 1, 2`
  )
  const counts: RowCounts = {}
  for (const { schema, name } of tables) {
    const { rows } = await db.query<{ n: number | string }>(
      `select count(*) as n from ${quoted(schema)}.${quoted(name)}`
    )
    counts[`${schema}.${name}`] = Number(rows[0]!.n)
  }
  return counts
}

/** The newest migration the database has run, or null before any. */
export async function lastMigration(db: Queryable, counts: RowCounts): Promise<string | null> {
  if (!('public.knex_migrations' in counts)) return null
  const { rows } = await db.query<{ name: string }>('select max(name) as name from public.knex_migrations')
  return rows[0]?.name ?? null
}

export const totalRows = (counts: RowCounts) => Object.values(counts).reduce((sum, n) => sum + n, 0)

/** The tables whose rows differ from the manifest's, as `table: expected → found`. */
export function differences(expected: RowCounts, found: RowCounts): string[] {
  const names = new Set([...Object.keys(expected), ...Object.keys(found)])
  return [...names]
    .filter((t) => expected[t] !== found[t])
    .map((t) => `${t}: ${expected[t] ?? 'none'} → ${found[t] ?? 'none'}`)
}
