import { describe, expect, it } from 'vitest';
import { errorWords } from '@/app/error-words';
import { DateOutOfRange, unlessOutOfRange } from '@/lib/core/dates';
import { UNAVAILABLE_DIGEST } from '@/lib/core/errors';

// What a page that failed says: a record with a date the engine cannot use is the worker's to fix, and the
// page names the date (a view's API answer says the same, 422 unprocessable_records); anything else is ours.

describe('the error pages', () => {
  it('name the date of a record the engine refused, from the error the engine threw', () => {
    const words = errorWords(new DateOutOfRange('9998-12-31').digest);
    expect(words.title).toBe('One of your records has a date we cannot use');
    expect(words.message).toContain('9998-12-31');
    expect(words.message).toContain('from 1900 to 2100');
  });

  it('say an outage is one, and keep anything else to a plain apology', () => {
    expect(errorWords(UNAVAILABLE_DIGEST).title).toBe('The service is unavailable for a moment');
    for (const digest of [undefined, '12345', 'DATE_OUT_OF_RANGE:<script>'])
      expect(errorWords(digest).title).toBe('Something went wrong on our side');
  });
});

describe('the pages that show and fix a record', () => {
  it('get the refused date instead of failing, and any other failure as it was', async () => {
    expect(await unlessOutOfRange(Promise.resolve(3))).toEqual({ value: 3, badDate: null });
    expect(await unlessOutOfRange(Promise.reject(new DateOutOfRange('0001-01-01')))).toEqual({
      value: null,
      badDate: '0001-01-01',
    });
    await expect(unlessOutOfRange(Promise.reject(new Error('database down')))).rejects.toThrow(
      'database down',
    );
  });
});
