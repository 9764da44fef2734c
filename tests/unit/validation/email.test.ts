import { describe, expect, it } from 'vitest';
import { emailAddress, ONE_EMAIL, oneMailbox } from '@/lib/validation/email';

// The one rule for an address we keep or mail (lib/validation/email.ts): one plain mailbox, within
// RFC 5321's limits (§4.5.3.1: local part 64, address 254; RFC 1035: a domain label 63).

describe('one mailbox', () => {
  it.each([
    ['a plain address', 'nurse@example.com', 'nurse@example.com'],
    ['plus and dots in the local part', 'ana.m+tax@mail.example.org', 'ana.m+tax@mail.example.org'],
    ['spaces around it, trimmed', '  nurse@example.com ', 'nurse@example.com'],
    ['a local part of 64', `${'a'.repeat(64)}@example.com`, `${'a'.repeat(64)}@example.com`],
    ['an IDN domain in its ASCII form', 'ana@xn--bcher-kva.example', 'ana@xn--bcher-kva.example'],
  ])('accepts %s', (_label, input, expected) => {
    expect(oneMailbox(input)).toBe(expected);
  });

  it.each([
    ['a comma list', 'a@example.com, b@evil.example'],
    ['a comma list without a space', 'a@example.com,b@evil.example'],
    ['a semicolon list', 'a@example.com;b@evil.example'],
    ['a CR/LF and a header', 'a@example.com\r\nBcc: b@evil.example'],
    ['a trailing line break', 'a@example.com\n'],
    ['a display name', 'Ana <a@example.com>'],
    ['angle brackets alone', '<a@example.com>'],
    ['a comment', 'a@example.com (Ana)'],
    ['a quoted local part', '"a b"@example.com'],
    ['a group', 'team: a@example.com;'],
    ['two at signs', 'a@b@example.com'],
    ['no domain dot', 'a@localhost'],
    ['a local part of 65', `${'a'.repeat(65)}@example.com`],
    ['a domain label of 64', `a@${'b'.repeat(64)}.com`],
    ['an address over 254 (each label within 63)', `a@${Array(5).fill('b'.repeat(60)).join('.')}.com`],
    ['a NUL', 'a\u0000@example.com'],
    ['not text', 42],
  ])('refuses %s', (_label, input) => {
    expect(oneMailbox(input)).toBeNull();
  });

  it('says what to do in plain words', () => {
    const issue = emailAddress.safeParse('a@example.com, b@evil.example').error?.issues[0];
    expect(issue?.message).toBe(ONE_EMAIL);
    expect(emailAddress.safeParse(`a@${'b'.repeat(250)}.com`).error?.issues[0]?.message).toBe(
      'Use at most 254 characters',
    );
  });
});
