import { describe, expect, it } from 'vitest';
import { formatDate } from './dates';

describe('formatDate', () => {
  it('writes the date in the language given, not the system one', () => {
    const day = new Date(Date.UTC(2025, 10, 28, 12));
    expect(formatDate(day, { dateStyle: 'medium', timeZone: 'UTC' }, 'en-US')).toBe('Nov 28, 2025');
    expect(formatDate(day, { dateStyle: 'medium', timeZone: 'UTC' }, 'zh-CN')).toBe('2025年11月28日');
    expect(formatDate(day, { dateStyle: 'medium', timeZone: 'UTC' }, 'ja')).toBe('2025/11/28');
  });
});
