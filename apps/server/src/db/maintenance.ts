import { sql } from 'drizzle-orm';
import { rows, type Database, type Db } from './client';

/** A table autovacuum's rule finds due, and what it is due for. */
export interface DueTable {
  table: string;
  /** Dead rows (or rows inserted since the last vacuum) past the threshold: vacuum. */
  vacuum: boolean;
  /** Rows changed since the last analyze past the threshold: analyze (the planner's statistics). */
  analyze: boolean;
}

/**
 * The application's tables autovacuum would take now, most overdue first: its own rule, with the
 * database's own settings (autovacuum_vacuum_threshold + scale factor x rows, the same for inserts
 * and for analyze), read from the statistics the database keeps of each table.
 */
export function tablesDue(db: Db): Promise<DueTable[]> {
  return rows<DueTable>(
    db,
    sql`with t as (
          select s.relname as name, s.n_dead_tup as dead, s.n_ins_since_vacuum as inserted, s.n_mod_since_analyze as changed,
                 greatest(c.reltuples, 0) as n
          from pg_stat_user_tables s join pg_class c on c.oid = s.relid
          where s.schemaname = 'public'
        ), due as (
          select name,
                 dead / (current_setting('autovacuum_vacuum_threshold')::float8 + current_setting('autovacuum_vacuum_scale_factor')::float8 * n) as dead_due,
                 inserted / (current_setting('autovacuum_vacuum_insert_threshold')::float8 + current_setting('autovacuum_vacuum_insert_scale_factor')::float8 * n) as inserted_due,
                 changed / (current_setting('autovacuum_analyze_threshold')::float8 + current_setting('autovacuum_analyze_scale_factor')::float8 * n) as changed_due
          from t
        )
        select name as "table", (dead_due > 1 or inserted_due > 1) as "vacuum", changed_due > 1 as "analyze"
        from due
        where dead_due > 1 or inserted_due > 1 or changed_due > 1
        order by greatest(dead_due, inserted_due, changed_due) desc, name`,
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
export function maintenanceTasks(database: Pick<Database, 'kind' | 'db'>): { name: string; run: () => Promise<unknown> }[] {
  return database.kind === 'pglite' ? [{ name: 'vacuum-embedded-database', run: () => vacuumDueTables(database.db) }] : [];
}
