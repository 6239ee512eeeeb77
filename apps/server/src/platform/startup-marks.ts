import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { startupMarks } from './platform.tables';

/** What start-up has done once (platform.tables.ts, startup_marks): read and written by name. */
export const startupMarksRepository = {
  async read(ex: Executor, name: string): Promise<string | null> {
    const [row] = await ex.select({ value: startupMarks.value }).from(startupMarks).where(eq(startupMarks.name, name));
    return row?.value ?? null;
  },
  async write(ex: Executor, name: string, value: string): Promise<void> {
    await ex
      .insert(startupMarks)
      .values({ name, value })
      .onConflictDoUpdate({ target: startupMarks.name, set: { value, markedAt: new Date() } });
  },
};
