import {describe, expect, it} from 'vitest';
import {formatDay} from './dates';

describe('formatDay', () => {
  it('formats the UTC day as Intl does for en-US short months', () => {
    const samples = [Date.UTC(2026, 10, 22, 23, 59), Date.UTC(2024, 0, 1), Date.UTC(2025, 11, 31, 0, 30)];
    const intl = new Intl.DateTimeFormat('en-US', {day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'});
    for (const sample of samples) expect(formatDay(sample)).toBe(intl.format(sample));
  });

  it('uses the UTC day, not the local one', () => {
    expect(formatDay(Date.UTC(2026, 0, 31, 23, 30))).toBe('Jan 31, 2026');
  });
});
