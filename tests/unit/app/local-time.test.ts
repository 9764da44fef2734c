import { describe, expect, it } from 'vitest';
import { formatTimestamp } from '@/components/ui/format';

// A notification's time reads in the worker's own zone, never labelled UTC.
describe('formatTimestamp', () => {
  it.each([
    ['America/Chicago', 'Nov 25, 2026, 8:30 PM'],
    ['America/Los_Angeles', 'Nov 25, 2026, 6:30 PM'],
    ['Pacific/Honolulu', 'Nov 25, 2026, 4:30 PM'],
  ])('02:30 UTC in %s reads %s', (zone, text) => {
    expect(formatTimestamp('2026-11-26T02:30:00.000Z', 'en-US', zone)).toBe(text);
  });

  it('without the browser zone (the server render) the day alone, with no UTC label', () => {
    const text = formatTimestamp('2026-11-26T02:30:00.000Z', 'en-US');
    expect(text).toBe('Nov 26, 2026');
    expect(text).not.toMatch(/UTC/);
  });
});
