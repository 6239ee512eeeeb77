import { useEffect, useState } from 'react';

/** Whole seconds from `now` until `expiresAt` (an ISO time), never below zero; null without an expiry. */
export function secondsUntil(expiresAt: string | null, now: number): number | null {
  if (!expiresAt) return null;
  const end = Date.parse(expiresAt);
  if (Number.isNaN(end)) return null;
  return Math.max(0, Math.ceil((end - now) / 1000));
}

/** mm:ss (minutes may pass 59: a payment window is minutes long, not hours). */
export function formatCountdown(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return `${String(minutes).padStart(2, '0')}:${String(rest).padStart(2, '0')}`;
}

/** Seconds left until `expiresAt`, ticking every second and stopping at zero. */
export function useSecondsUntil(expiresAt: string | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  const left = secondsUntil(expiresAt, now);
  useEffect(() => {
    if (left === null || left <= 0) return;
    const timer = window.setTimeout(() => setNow(Date.now()), 1000);
    return () => window.clearTimeout(timer);
  }, [left, now]);
  return left;
}
