import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { verificationCodes } from './verification.tables';

export const verificationRepository = {
  /** Serialises code issuing per destination (PostgreSQL advisory lock, released at commit). */
  lockDestination: (ex: Executor, destination: string) => ex.execute(sql`select pg_advisory_xact_lock(hashtext(${destination}))`),

  /** Seconds since the last code sent to a destination for a scene; undefined if none in the last hour. */
  secondsSinceLastCode: async (ex: Executor, destination: string, scene: string) => {
    const [row] = await ex
      .select({ seconds: sql<number>`extract(epoch from (now() - ${verificationCodes.createdAt}))::float8` })
      .from(verificationCodes)
      .where(and(eq(verificationCodes.destination, destination), eq(verificationCodes.scene, scene), gt(verificationCodes.createdAt, sql`now() - interval '1 hour'`)))
      .orderBy(desc(verificationCodes.createdAt))
      .limit(1);
    return row?.seconds;
  },

  /** A new code replaces any earlier unused code for the same destination and scene. */
  replaceCode: async (ex: Executor, values: { destination: string; scene: string; codeHash: string; ttlSeconds: number }) => {
    await ex
      .update(verificationCodes)
      .set({ consumedAt: sql`now()` })
      .where(and(eq(verificationCodes.destination, values.destination), eq(verificationCodes.scene, values.scene), isNull(verificationCodes.consumedAt)));
    await ex.insert(verificationCodes).values({
      destination: values.destination,
      scene: values.scene,
      codeHash: values.codeHash,
      expiresAt: sql`now() + make_interval(secs => ${values.ttlSeconds})`,
    });
  },

  /** Uses up a matching live code; true when one was used. Single use even under concurrency. */
  consumeCode: async (ex: Executor, destination: string, scene: string, codeHash: string) => {
    const used = await ex
      .update(verificationCodes)
      .set({ consumedAt: sql`now()` })
      .where(
        and(
          eq(verificationCodes.destination, destination),
          eq(verificationCodes.scene, scene),
          eq(verificationCodes.codeHash, codeHash),
          isNull(verificationCodes.consumedAt),
          gt(verificationCodes.expiresAt, sql`now()`),
        ),
      )
      .returning({ id: verificationCodes.id });
    return used.length > 0;
  },
};
