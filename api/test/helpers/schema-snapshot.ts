import type { Knex } from 'knex'

// Only the schema `public`, which the migrations build: pg-boss makes its schema `pgboss` when the API starts, not in a
// migration, and extension objects (none today) come with the extension, whichever version the server has.
const OURS = `n.nspname = 'public'`
const notFromExtension = (oid: string) =>
  `not exists (select from pg_depend e where e.objid = ${oid} and e.deptype = 'e')`

// Each query answers the lines of one kind of object, in name order (collation "C": PGlite's and the server's agree).
const QUERIES = [
  // Columns in their table's order, which `select *` and `insert` without a column list follow.
  `select format(E'create table %I (\\n%s\\n)%s;', c.relname,
            string_agg(format('  %I %s%s%s', a.attname, format_type(a.atttypid, a.atttypmod),
              case when a.attgenerated = 's' then format(' generated always as (%s) stored', pg_get_expr(d.adbin, c.oid))
                   when a.attidentity <> '' then ' generated ' ||
                     case a.attidentity when 'a' then 'always' else 'by default' end || ' as identity'
                   when d.adbin is not null then ' default ' || pg_get_expr(d.adbin, c.oid) else '' end,
              case when a.attnotnull then ' not null' else '' end), E',\\n' order by a.attnum),
            coalesce(' with (' || array_to_string(c.reloptions, ', ') || ')', ''))
     from pg_class c join pg_namespace n on n.oid = c.relnamespace
     join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
     left join pg_attrdef d on d.adrelid = c.oid and d.adnum = a.attnum
    where ${OURS} and c.relkind in ('r', 'p') and ${notFromExtension('c.oid')}
    group by c.oid, c.relname, c.reloptions order by c.relname collate "C"`,
  // Not-null constraints are rows here from PostgreSQL 18 on (PGlite's); the column lines say them for both.
  `select format('alter table %I add constraint %I %s;', c.relname, k.conname, pg_get_constraintdef(k.oid))
     from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_namespace n on n.oid = c.relnamespace
    where ${OURS} and k.contype <> 'n' and ${notFromExtension('c.oid')}
    order by c.relname collate "C", k.conname collate "C"`,
  // The indexes of constraints are their constraints' lines.
  `select pg_get_indexdef(i.indexrelid) || ';'
     from pg_index i join pg_class x on x.oid = i.indexrelid join pg_class c on c.oid = i.indrelid
     join pg_namespace n on n.oid = c.relnamespace
    where ${OURS} and ${notFromExtension('c.oid')}
      and not exists (select from pg_constraint k where k.conindid = i.indexrelid)
    order by c.relname collate "C", x.relname collate "C"`,
  `select format('create sequence %I as %s%s;', c.relname, format_type(s.seqtypid, null),
            coalesce((select format(' owned by %I.%I', t.relname, a.attname)
                        from pg_depend o join pg_class t on t.oid = o.refobjid
                        join pg_attribute a on a.attrelid = o.refobjid and a.attnum = o.refobjsubid
                       where o.objid = c.oid and o.classid = 'pg_class'::regclass and o.deptype in ('a', 'i')), ''))
     from pg_sequence s join pg_class c on c.oid = s.seqrelid join pg_namespace n on n.oid = c.relnamespace
    where ${OURS} and ${notFromExtension('c.oid')} order by c.relname collate "C"`,
  // PostgreSQL 16 on prints a one-table view's columns without their table (15 with it): such a view differs here.
  `select format('create %sview %I as %s', case c.relkind when 'm' then 'materialized ' else '' end, c.relname,
            ltrim(pg_get_viewdef(c.oid, true)))
     from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where ${OURS} and c.relkind in ('v', 'm') and ${notFromExtension('c.oid')} order by c.relname collate "C"`,
  `select pg_get_triggerdef(g.oid) || ';'
     from pg_trigger g join pg_class c on c.oid = g.tgrelid join pg_namespace n on n.oid = c.relnamespace
    where ${OURS} and not g.tgisinternal order by c.relname collate "C", g.tgname collate "C"`,
  // Enums and domains (a domain's not null is a constraint row from PostgreSQL 17 on); a table's row type is its table.
  `select case t.typtype
            when 'e' then format('create type %I as enum (%s);', t.typname, (select string_agg(quote_literal(l.enumlabel),
                          ', ' order by l.enumsortorder) from pg_enum l where l.enumtypid = t.oid))
            else format('create domain %I as %s%s%s;', t.typname, format_type(t.typbasetype, t.typtypmod),
                        (select coalesce(string_agg(' ' || pg_get_constraintdef(k.oid), '' order by k.conname), '')
                           from pg_constraint k where k.contypid = t.oid and k.contype <> 'n'),
                        case when t.typnotnull then ' not null' else '' end) end
     from pg_type t join pg_namespace n on n.oid = t.typnamespace
    where ${OURS} and t.typtype in ('e', 'd') and ${notFromExtension('t.oid')} order by t.typname collate "C"`,
  `select pg_get_functiondef(p.oid) || ';'
     from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where ${OURS} and p.prokind in ('f', 'p') and ${notFromExtension('p.oid')}
    order by p.proname collate "C", pg_get_function_identity_arguments(p.oid) collate "C"`
]

/**
 * The schema the migrations built, as SQL-like text in a stable order: tables and their columns, constraints, indexes,
 * sequences, views, triggers, types and functions with their definitions. The same on PGlite (PostgreSQL 18) and on
 * PostgreSQL 15 for this schema.
 */
export async function schemaSnapshot(knex: Knex): Promise<string> {
  const sections: string[] = []
  for (const query of QUERIES) {
    const { rows } = (await knex.raw(query)) as { rows: Record<string, string>[] }
    sections.push(rows.map((row) => `${Object.values(row)[0].trimEnd()}\n`).join(''))
  }
  return sections.join('\n')
}
