import type { FastifyBaseLogger } from 'fastify';

export interface SweepTask {
  name: string;
  /** One idempotent pass (conditional updates): safe on every instance at once. */
  run: () => Promise<unknown>;
}

/**
 * Runs time-based rules (unpaid orders past their payment window ...) on an interval. A pass
 * that is still running is not started again; a failing task is logged and tried next time.
 * Answers a stop function (the app calls it on close).
 */
export function startSweeper(
  tasks: SweepTask[],
  intervalMs: number,
  log: FastifyBaseLogger,
  observe?: (task: string, ok: boolean, seconds: number) => void,
): () => Promise<void> {
  let running: Promise<void> | null = null;
  const pass = async () => {
    for (const task of tasks) {
      const start = performance.now();
      try {
        await task.run();
        observe?.(task.name, true, (performance.now() - start) / 1000);
      } catch (error) {
        observe?.(task.name, false, (performance.now() - start) / 1000);
        log.error({ err: error, task: task.name }, 'sweep task failed');
      }
    }
  };
  const timer = setInterval(() => {
    if (!running) running = pass().finally(() => (running = null));
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
