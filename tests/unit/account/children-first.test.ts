import { describe, expect, it } from 'vitest';
import { childrenFirst } from '@/lib/account/owned-tables';

// The delete order of the tables a user owns: a table comes after every table that references it.

describe('childrenFirst', () => {
  it('puts each table after the tables that reference it, ties by name', () => {
    const edges = [
      { child: 'expenses', parent: 'assignments' },
      { child: 'expenses', parent: 'imports' },
      { child: 'mileage_trips', parent: 'assignments' },
      { child: 'mileage_trips', parent: 'imports' },
      { child: 'expenses', parent: 'users' }, // outside the set: ignored
      { child: 'notes', parent: 'notes' }, // a self-reference does not block
    ];
    const order = childrenFirst(['imports', 'assignments', 'notes', 'mileage_trips', 'expenses'], edges);
    expect(order).toEqual(['expenses', 'mileage_trips', 'notes', 'assignments', 'imports']);
  });

  it('refuses a cycle instead of looping', () => {
    const edges = [
      { child: 'a', parent: 'b' },
      { child: 'b', parent: 'a' },
    ];
    expect(() => childrenFirst(['a', 'b', 'c'], edges)).toThrow(/cycle: a, b/);
  });
});
