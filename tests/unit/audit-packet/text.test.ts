import { describe, expect, it } from 'vitest';
import { count, day, pdfText, usd } from '@/lib/views/audit-packet/pdf/text';

// What the packet's Helvetica can print (Windows-1252), and how it prints money and dates.

describe('pdfText', () => {
  it.each([
    ['plain ASCII as is', 'Denver Health', 'Denver Health'],
    ['Latin-1 accents as is', 'Hôpital Saint-Jérôme', 'Hôpital Saint-Jérôme'],
    [
      'curly quotes, dashes and the bullet of WinAnsi as is',
      'St. David’s – “North” •',
      'St. David’s – “North” •',
    ],
    ['other accented letters lose the accent; Ł has none to lose', 'Łódź Ōsaka', '?ódz Osaka'],
    ['an arrow becomes ->', 'Denver → Omaha', 'Denver -> Omaha'],
    ['line breaks and tabs become spaces', 'a\r\nb\tc', 'a b c'],
    ['anything else is ?', 'Clinic 🏥 北京', 'Clinic ? ??'],
  ])('%s', (_label, input, expected) => {
    expect(pdfText(input)).toBe(expected);
  });

  it.each([
    [0, '$0.00'],
    [1250, '$12.50'],
    [125_000_050, '$1,250,000.50'],
    [-199, '-$1.99'],
  ])('usd(%i) = %s', (cents, text) => {
    expect(usd(cents)).toBe(text);
  });

  it('prints dates and counts the US way', () => {
    expect(day('2026-03-14')).toBe('Mar 14, 2026');
    expect(day(null)).toBe('');
    expect(count(12345)).toBe('12,345');
  });
});
