import { describe, expect, it } from 'vitest';
import { errorWords } from '@/app/error-words';
import { DateOutOfRange } from '@/lib/core/dates';
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
