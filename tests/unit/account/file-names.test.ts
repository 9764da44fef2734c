import { describe, expect, it } from 'vitest';
import {
  contractName,
  credentialName,
  extensionOf,
  incomeDocName,
  receiptName,
  safeLabel,
  taxHomeDocName,
  uniqueNames,
} from '@/lib/account/file-names';

// Names of attached files inside the ZIPs: what, when, how much, and the record id.

describe('file names', () => {
  it.each([
    [
      'a receipt',
      receiptName({
        id: 123,
        date: '2026-03-14',
        description: 'Walgreens',
        category: 'supplies',
        amount: 1250,
        key: 'receipts/1/u-receipt.JPG',
      }),
      'receipts/2026-03-14 Walgreens 12.50 #123.jpg',
    ],
    [
      'a receipt without a description: its category',
      receiptName({
        id: 4,
        date: '2026-01-02',
        description: ' ',
        category: 'ce_credits',
        amount: 5,
        key: 'receipts/1/u-scan.pdf',
      }),
      'receipts/2026-01-02 ce credits 0.05 #4.pdf',
    ],
    [
      'a tax home document: its month',
      taxHomeDocName({
        id: 7,
        date: '2026-01-20',
        title: 'Lease',
        fileName: 'lease.PDF',
        key: 'tax-home-docs/1/u-x',
      }),
      'tax-home/2026-01 Lease #7.pdf',
    ],
    [
      'a contract',
      contractName({
        id: 9,
        startDate: '2026-01-05',
        facility: 'St. David’s: "North"',
        key: 'contracts/1/u-c.pdf',
      }),
      'contracts/2026-01-05 St. David’s North #9.pdf',
    ],
    [
      'a credential with an expiry',
      credentialName({
        id: 2,
        name: 'RN license',
        state: 'CO',
        expirationDate: '2027-08-31',
        fileName: null,
        key: 'credentials/1/u-rn.png',
      }),
      'credentials/RN license CO exp 2027-08-31 #2.png',
    ],
    [
      'a credential without',
      credentialName({
        id: 3,
        name: 'BLS',
        state: null,
        expirationDate: null,
        fileName: 'bls.pdf',
        key: 'credentials/1/u-x',
      }),
      'credentials/BLS #3.pdf',
    ],
    [
      'an income document',
      incomeDocName({ id: 5, year: 2026, form: 'W-2', payer: 'Aya Healthcare', key: 'income/1/u-w2.pdf' }),
      'income/2026 W-2 Aya Healthcare #5.pdf',
    ],
  ])('%s', (_label, name, expected) => {
    expect(name).toBe(expected);
  });

  it.each([
    ['separators and reserved characters become spaces', 'a/b\\c:d*e?f"g<h>i|j', 'a b c d e f g h i j'],
    ['control characters and runs of spaces', 'a\u0000\n\t  b', 'a b'],
    ['trailing dots and spaces go (Windows drops them)', 'Receipt. . ', 'Receipt'],
    ['at most 80 characters', 'x'.repeat(100), 'x'.repeat(80)],
  ])('safeLabel: %s', (_label, input, expected) => {
    expect(safeLabel(input)).toBe(expected);
  });

  it.each([
    ['from the file name first', 'k/u-a.png', 'scan.PDF', '.pdf'],
    ['else from the key', 'k/u-a.JPEG', null, '.jpeg'],
    ['none', 'k/u-a', undefined, ''],
  ])('extensionOf: %s', (_label, key, fileName, expected) => {
    expect(extensionOf(key, fileName)).toBe(expected);
  });

  it('a repeated name gets (2), (3) before its extension', () => {
    const unique = uniqueNames();
    expect(['a/x.pdf', 'a/x.pdf', 'a/x.pdf', 'a/y'].map(unique)).toEqual([
      'a/x.pdf',
      'a/x (2).pdf',
      'a/x (3).pdf',
      'a/y',
    ]);
  });
});
