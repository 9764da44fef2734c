import { describe, expect, it } from 'vitest';
import {
  canTransition,
  credentialStatus,
  dateStatus,
  effectiveStatus,
  type AssignmentStatus,
} from '@/lib/tax/compliance/status';

// Assignment 2026-03-01 .. 2026-05-31 throughout.
const START = '2026-03-01';
const END = '2026-05-31';

describe('dateStatus', () => {
  it.each([
    ['the day before start', '2026-02-28', 'upcoming'],
    ['start day', '2026-03-01', 'active'],
    ['mid-assignment', '2026-04-15', 'active'],
    ['end day (still working)', '2026-05-31', 'active'],
    ['the day after end', '2026-06-01', 'complete'],
  ] as const)('%s → %s', (_label, today, expected) => {
    expect(dateStatus(START, END, today)).toBe(expected);
  });
});

describe('effectiveStatus: the furthest of stored and calendar, never backwards', () => {
  it.each([
    ['stored upcoming, calendar upcoming', 'upcoming', '2026-02-01', 'upcoming'],
    ['stored upcoming, calendar active: moves on', 'upcoming', '2026-03-01', 'active'],
    ['stored upcoming, calendar complete: moves on', 'upcoming', '2026-06-01', 'complete'],
    ['stored active before start (set by hand): stays active', 'active', '2026-02-01', 'active'],
    ['stored active, calendar complete', 'active', '2026-06-01', 'complete'],
    ['stored complete early (ended early): stays complete', 'complete', '2026-04-01', 'complete'],
    ['stored complete before start: stays complete', 'complete', '2026-01-01', 'complete'],
  ] as const)('%s', (_label, stored, today, expected) => {
    expect(effectiveStatus(stored, START, END, today)).toBe(expected);
  });
});

describe('canTransition (PATCH): forward only', () => {
  const table: Array<[AssignmentStatus, AssignmentStatus, 'ok' | 'noop' | 'backwards']> = [
    ['upcoming', 'upcoming', 'noop'],
    ['upcoming', 'active', 'ok'],
    ['upcoming', 'complete', 'ok'],
    ['active', 'upcoming', 'backwards'],
    ['active', 'active', 'noop'],
    ['active', 'complete', 'ok'],
    ['complete', 'upcoming', 'backwards'],
    ['complete', 'active', 'backwards'],
    ['complete', 'complete', 'noop'],
  ];
  it.each(table)('%s → %s: %s', (from, to, expected) => {
    expect(canTransition(from, to)).toBe(expected);
  });
});

describe('credentialStatus (today 2026-11-21)', () => {
  const today = '2026-11-21';
  it.each([
    ['no expiration date', null, 'valid'],
    ['expired yesterday (today - 1)', '2026-11-20', 'expired'],
    ['expires today: still good today', '2026-11-21', 'expiring'],
    ['expires tomorrow', '2026-11-22', 'expiring'],
    // 2026-11-21 + 90 days = 2027-02-19 (9 left in Nov + 31 Dec + 31 Jan + 19 Feb = 90)
    ['expires in 90 days (inclusive)', '2027-02-19', 'expiring'],
    ['expires in 91 days', '2027-02-20', 'valid'],
    ['expired long ago', '2020-01-01', 'expired'],
  ] as const)('%s → %s', (_label, expiration, expected) => {
    expect(credentialStatus(expiration, today)).toBe(expected);
  });
});
