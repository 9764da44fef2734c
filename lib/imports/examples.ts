import { EXAMPLE_TIMESTAMP } from '@/lib/records/examples';

// Examples of imports, receipt reading and the income-document views: a Chase-style card statement of
// three rows (a fuel purchase, a payment that is money in, a grocery run set not to import).

export const importKey = 'imports/7/3b2f6c1e-8a4d-4f0e-9c57-1d2e3f4a5b6c-chase-2026.csv';
export const receiptKey = 'receipts/7/3b2f6c1e-8a4d-4f0e-9c57-1d2e3f4a5b6c-receipt.jpg';

const fuel = {
  line: 2,
  status: 'ready',
  reason: null,
  date: '2026-01-05',
  amount: 4510,
  category: 'travel',
  description: 'SHELL OIL 57444',
  source_category: 'Gas',
};
const payment = {
  line: 3,
  status: 'skipped',
  reason: 'Money in (a payment, refund or deposit of $500.00), not an expense',
  date: '2026-01-06',
  amount: 50000,
  category: 'other',
  description: 'Payment Thank You-Mobile',
  source_category: '',
};
const groceries = {
  line: 4,
  status: 'skipped',
  reason: 'Category "Groceries" is set to not import',
  date: '2026-01-07',
  amount: 8233,
  category: null,
  description: 'KING SOOPERS #0012',
  source_category: 'Groceries',
};

const counts = { rows: 3, ready: 1, duplicate: 0, skipped: 2, failed: 0 };

export const previewExample = {
  detected: {
    encoding: 'utf-8',
    delimiter: ',',
    header_line: 1,
    date_format: 'MM/DD/YYYY',
    date_format_ambiguous: true,
    amount_style: { currencySymbol: false, thousandsSeparator: false, parenthesesNegative: false },
    expense_sign: 'negative',
    formula_cells: 0,
  },
  columns: ['Transaction Date', 'Post Date', 'Description', 'Category', 'Type', 'Amount', 'Memo'],
  mapping: {
    date: 'Transaction Date',
    amount: 'Amount',
    debit: null,
    credit: null,
    description: 'Description',
    category: 'Category',
  },
  date_format: 'MM/DD/YYYY',
  expense_sign: 'negative',
  default_value: 'other',
  words: [
    { source: 'Gas', rows: 1, value: 'travel', suggested: 'travel' },
    { source: 'Groceries', rows: 1, value: 'skip', suggested: 'skip' },
  ],
  counts,
  total: 4510,
  date_range: { from: '2026-01-05', to: '2026-01-05' },
  rows: [fuel, payment, groceries],
  problems: [payment, groceries],
  problems_truncated: false,
};

export const importSummaryExample = {
  id: 31,
  user_id: 7,
  kind: 'expenses',
  status: 'preview',
  file_name: 'chase-2026.csv',
  objstore_key: importKey,
  row_count: 3,
  imported_count: 0,
  counts,
  committed_at: null,
  undone_at: null,
  created_at: EXAMPLE_TIMESTAMP,
  updated_at: EXAMPLE_TIMESTAMP,
};
export const importExample = { ...importSummaryExample, preview: previewExample };
export const committedExample = {
  ...importExample,
  status: 'committed',
  imported_count: 1,
  committed_at: EXAMPLE_TIMESTAMP,
};
export const undoneExample = { ...committedExample, status: 'undone', undone_at: EXAMPLE_TIMESTAMP };

export const receiptExample = {
  date: '2026-03-14',
  merchant: 'Shell',
  amount: 5237,
  currency: 'USD',
  category: 'travel',
  source: 'ai',
};

export const checklistExample = {
  year: 2026,
  employmentType: 'w2',
  items: [
    {
      agency: 'Aya Healthcare',
      expectedKind: 'w2',
      status: 'received',
      assignmentIds: [12],
      documentIds: [3],
    },
    {
      agency: 'Trusted Nurse Staffing',
      expectedKind: 'w2',
      status: 'missing',
      assignmentIds: [15],
      documentIds: [],
    },
  ],
  received: 1,
  missing: 1,
  assignmentsWithoutAgency: [],
  otherDocuments: [],
};

export const reconciliationExample = {
  year: 2026,
  employmentType: 'w2',
  agencies: [
    {
      agency: 'Aya Healthcare',
      assignmentIds: [12],
      documentIds: [3],
      expected: 4_680_000,
      reported: 4_512_000,
      difference: -168_000,
      status: 'differs',
      reasons: [
        {
          code: 'pretax_deductions',
          text: 'Pre-tax deductions: box 5 (Medicare wages, $47,900) is $2,780 higher than box 1, which is what 401(k) contributions and similar deductions do.',
        },
        {
          code: 'pay_timing',
          text: "Pay timing: pay for the last days of December is often paid in January and lands on the next year's form.",
        },
      ],
    },
    {
      agency: 'Trusted Nurse Staffing',
      assignmentIds: [15],
      documentIds: [],
      expected: 2_106_000,
      reported: null,
      difference: null,
      status: 'missing_document',
      reasons: [],
    },
  ],
  totals: { expected: 4_680_000, reported: 4_512_000, difference: -168_000 },
};
