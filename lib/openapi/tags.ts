// The groups of the reference, in order: each contract's first tag is one of these (the contract test
// checks it), and the /docs page shows them in this order.

export const TAGS: { name: string; description: string }[] = [
  { name: 'Account', description: 'Your profile, plan and preferences.' },
  {
    name: 'Dashboard & reports',
    description: 'Computed views: the dashboard, profitability, 12-month rule, per diem.',
  },
  { name: 'Taxes', description: 'Tax estimate, per-state income and contract comparison (Pro).' },
  { name: 'Assignments', description: 'Contracts at facilities: dates, weekly pay and stipends, bonuses.' },
  { name: 'Tax home', description: 'Your permanent residence while you travel.' },
  { name: 'Tax home documents', description: 'Proof of the tax home: lease, utility bills, registrations.' },
  { name: 'Tax home costs', description: 'What keeping the tax home costs, per month.' },
  { name: 'Expenses', description: 'Deductible and tracked expenses.' },
  { name: 'Mileage', description: 'Trips and the mileage deduction.' },
  { name: 'Credentials', description: 'Licenses and certifications with their expiration.' },
  { name: 'Quarterly payments', description: 'Estimated tax payments of 1099 workers.' },
  { name: 'Comparisons', description: 'Saved contract comparisons.' },
  { name: 'Notifications', description: 'Compliance reminders kept up to date by rules.' },
  { name: 'Contracts', description: 'Reading assignment fields from a contract file.' },
  { name: 'Files', description: 'Presigned upload and download addresses of object storage.' },
  { name: 'Billing', description: 'The Pro subscription (Stripe).' },
  { name: 'System', description: 'Health, this description and scheduled jobs.' },
];
