import { sql } from 'drizzle-orm';
import type { SweepTask } from '../platform/sweeper';
import { rows, type Database, type Db } from './client';

/** A table autovacuum's rule finds due, and what it is due for. */
export interface DueTable {
  table: string;
  /** Dead rows (or rows inserted since the last vacuum) past the threshold: vacuum. */
  vacuum: boolean;
  /** Rows changed since the last analyze past the threshold: analyze (the planner's statistics). */
  analyze: boolean;
}

/** Autovacuum's settings a table may set for itself (ALTER TABLE ... SET), else the database's. */
const SETTINGS = [
  'autovacuum_vacuum_threshold',
  'autovacuum_vacuum_scale_factor',
  'autovacuum_vacuum_insert_threshold',
  'autovacuum_vacuum_insert_scale_factor',
  'autovacuum_analyze_threshold',
  'autovacuum_analyze_scale_factor',
] as const;

/**
 * The application's tables autovacuum would take now, most overdue first: its own rule (threshold +
 * scale factor x rows, for dead rows, for rows inserted since the last vacuum and for rows changed
 * since the last analyze), with each table's own settings where it has them (the goods: 0031) and
 * the database's otherwise, read from the statistics the database keeps of each table. A table
 * with autovacuum_enabled off is left alone (and one whose threshold and scale factor are both 0,
 * rather than dividing by zero).
 */
export function tablesDue(db: Db): Promise<DueTable[]> {
  const settings = sql.join(
    SETTINGS.map((name) => sql`coalesce(max(o.option_value) filter (where o.option_name = ${name}), current_setting(${name}))::float8 as ${sql.identifier(name)}`),
    sql`, `,
  );
  return rows<DueTable>(
    db,
    sql`with due as (
          select s.relname as name,
                 s.n_dead_tup / nullif(o.autovacuum_vacuum_threshold + o.autovacuum_vacuum_scale_factor * greatest(c.reltuples, 0), 0) as dead,
                 s.n_ins_since_vacuum / nullif(o.autovacuum_vacuum_insert_threshold + o.autovacuum_vacuum_insert_scale_factor * greatest(c.reltuples, 0), 0) as inserted,
                 s.n_mod_since_analyze / nullif(o.autovacuum_analyze_threshold + o.autovacuum_analyze_scale_factor * greatest(c.reltuples, 0), 0) as changed
          from pg_stat_user_tables s
          join pg_class c on c.oid = s.relid
          cross join lateral (
            select ${settings}, coalesce(bool_and(o.option_value::boolean) filter (where o.option_name = 'autovacuum_enabled'), true) as enabled
            from pg_options_to_table(c.reloptions) o
          ) o
          where s.schemaname = 'public' and o.enabled
        )
        select name as "table", (dead > 1 or inserted > 1) as "vacuum", changed > 1 as "analyze"
        from due
        where dead > 1 or inserted > 1 or changed > 1
        order by greatest(dead, inserted, changed) desc, name`,
  );
}

/**
 * One pass of autovacuum for the embedded database, which runs none (PGlite is PostgreSQL in
 * single-user mode: no background workers). Without it, the rows a change leaves behind are never
 * reclaimed, the visibility map never marks a changed page all-visible again (so the lists'
 * index-only reads go back to the table), and the planner's statistics (what a search's plan is
 * chosen from) stay as the seed left them. Each vacuum and each analyze is a statement of its own,
 * so other queries run between them: the database has one connection, and at 100,000 goods an
 * analyze of the goods holds it for about 5 s, a vacuum of them for about 1 s (docs/benchmarks.md).
 * Answers what it did.
 */
export async function vacuumDueTables(db: Db): Promise<DueTable[]> {
  const due = await tablesDue(db);
  for (const { table, vacuum, analyze } of due) {
    if (vacuum) await db.execute(sql`vacuum ${sql.identifier(table)}`);
    if (analyze) await db.execute(sql`analyze ${sql.identifier(table)}`);
  }
  return due;
}

/** The sweeper's task for a database that needs it: the embedded one; PostgreSQL runs its own autovacuum. */
export function maintenanceTasks(database: Pick<Database, 'kind' | 'db'>): SweepTask[] {
  return database.kind === 'pglite' ? [{ name: 'vacuum-embedded-database', run: () => vacuumDueTables(database.db) }] : [];
}
