// The /docs page's one-line reading of a field (components/docs/describe.ts): type, range, values and
// default in plain words, one sentence whether or not the field has a description.
import { describe, expect, it } from 'vitest';
import { notesOf } from '@/components/docs/describe';

describe('notesOf', () => {
  it('reads a range and a default, lower case after a description', () => {
    expect(notesOf({ type: 'integer', minimum: 1, maximum: 200, default: 100 }, {})).toBe(
      'Integer, 1 to 200; default 100',
    );
    expect(
      notesOf({ type: 'integer', minimum: 1, maximum: 200, default: 100, description: 'Page size' }, {}),
    ).toBe('Page size; integer, 1 to 200; default 100');
    expect(notesOf({ type: 'number', minimum: 0, description: 'Miles' }, {})).toBe('Miles; number, 0 and up');
  });

  it('lists values, groups thousands, and adds lengths', () => {
    expect(notesOf({ type: 'string', enum: ['w2', '1099'], description: 'How you are paid' }, {})).toBe(
      'How you are paid; one of w2, 1099',
    );
    expect(notesOf({ type: 'integer', minimum: 0, maximum: 1_000_000_000 }, {})).toBe(
      'Integer, 0 to 1,000,000,000',
    );
    expect(notesOf({ type: 'string', maxLength: 255 }, {})).toBe('length 0 to 255');
  });
});
