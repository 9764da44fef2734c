import { letter, none, scan, type ContractCase } from './contract-builder';

// The last two cases of the contract reading set (contract-cases.ts), written after the rules. Their first
// reading found four general faults that were then fixed ("non-taxable" taken for the wage, "Hours: 36/wk",
// a paragraph broken before a capital, facility and place in one row): they are no longer unseen.

export const LATER_CONTRACTS: ContractCase[] = [
  {
    name: 'pay breakdown with a bill rate and on-call pay, facility and place in one row',
    pages: [
      letter('Courier', [
        { left: 'PAY BREAKDOWN - NOMAD HEALTH', size: 11 },
        { left: 'Work Location: Sutter Medical Center, Sacramento, CA', gap: 1 },
        { left: 'Dates: 1/5/26 through 4/4/26' },
        { left: 'Hours: 36/wk guaranteed' },
        { left: 'Bill rate (agency)        $98.00/hr', gap: 1 },
        { left: 'Weekly taxable            $1,008.00' },
        { left: 'Housing (non-taxable)     $1,785.00/wk' },
        { left: 'Meals (non-taxable)       $553.00/wk' },
        { left: 'On-call                   $5.00/hr' },
        { left: 'Overtime (over 40 hrs)    $63.00/hr' },
      ]),
    ],
    scan: scan(0.9, 0.003),
    expected: {
      facility: 'Sutter Medical Center',
      location: 'Sacramento',
      state: 'CA',
      agency: 'Nomad Health',
      start_date: '2026-01-05',
      end_date: '2026-04-04',
      hours_per_week: 36,
      base_pay: 100_800,
      housing_stipend: 178_500,
      mie_stipend: 55_300,
      ...none,
      overtime_rate: 6_300,
    },
  },
  {
    name: 'confirmation e-mail in sentences, whole dollars',
    pages: [
      letter('Helvetica', [
        { left: 'Subject: Your assignment is confirmed!', size: 11 },
        {
          wrap:
            "Hi Jamie, we're excited to confirm your assignment with Vivian Health at Ochsner Medical Center in New " +
            "Orleans, LA from 3/9/2026 to 6/6/2026. You'll work 3x12s (36 hrs/wk). Your pay: $1,050 taxable weekly, " +
            '$1,470 weekly housing and $518 weekly M&IE. Overtime is paid at $52.50/hr. Completion bonus: $750.',
          gap: 1,
        },
      ]),
    ],
    scan: null,
    expected: {
      facility: 'Ochsner Medical Center',
      location: 'New Orleans',
      state: 'LA',
      agency: 'Vivian Health',
      start_date: '2026-03-09',
      end_date: '2026-06-06',
      hours_per_week: 36,
      base_pay: 105_000,
      housing_stipend: 147_000,
      mie_stipend: 51_800,
      ...none,
      completion_bonus: 75_000,
      overtime_rate: 5_250,
    },
  },
];
