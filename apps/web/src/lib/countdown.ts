import { useEffect, useState } from 'react';

/** A moment to count down to: an ISO time or epoch milliseconds; null when there is none. */
export type Deadline = string | number | null;

const toMs = (deadline: Deadline): number | null => {
  if (deadline === null) return null;
  const end = typeof deadline === 'number' ? deadline : Date.parse(deadline);
  return Number.isNaN(end) ? null : end;
};

/** Whole seconds from `now` until `deadline`, never below zero; null without a deadline. */
export function secondsUntil(deadline: Deadline, now: number): number | null {
  const end = toMs(deadline);
  return end === null ? null : Math.max(0, Math.ceil((end - now) / 1000));
}

/** mm:ss (minutes may pass 59: a payment window is minutes long, not hours). */
export function formatCountdown(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return `${String(minutes).padStart(2, '0')}:${String(rest).padStart(2, '0')}`;
}

/**
 * The clock, ticking every second until `deadline` has passed (then it stops): the one timer
 * behind every countdown (payment windows, agreement windows, the wait before a new code).
 */
export function useNow(deadline: Deadline): number {
  const [clock, setClock] = useState(() => ({ deadline, now: Date.now() }));
  // A new deadline (a code just sent) counts from this moment, not from the last tick.
  if (clock.deadline !== deadline) setClock({ deadline, now: Date.now() });
  const { now } = clock;
  const left = secondsUntil(deadline, now);
  useEffect(() => {
    if (left === null || left <= 0) return;
    const timer = window.setTimeout(() => setClock({ deadline, now: Date.now() }), 1000);
    return () => window.clearTimeout(timer);
  }, [deadline, left, now]);
  return now;
}

/** Seconds left until `deadline`, ticking every second and stopping at zero; null without a deadline. */
export function useSecondsUntil(deadline: Deadline): number | null {
  return secondsUntil(deadline, useNow(deadline));
}
