// The app's sections, in menu order: the navigation, the accessibility test and the bench visit these.
// `main` sections are the record keeping a worker does every week and stay in the top bar; the tax views
// and the account pages, opened a few times a year, fold into the bar's "More" menu so that the bar fits
// one row at 1024 px and up. Below that width every section is in one menu.
export const NAV_ITEMS = [
  { href: '/dashboard', label: 'Dashboard', group: 'main' },
  { href: '/capture', label: 'Capture', group: 'main' },
  { href: '/assignments', label: 'Assignments', group: 'main' },
  { href: '/tax-home', label: 'Tax home', group: 'main' },
  { href: '/expenses', label: 'Expenses', group: 'main' },
  { href: '/mileage', label: 'Mileage', group: 'main' },
  { href: '/credentials', label: 'Credentials', group: 'main' },
  { href: '/income-documents', label: 'Income', group: 'main' },
  { href: '/tax-estimate', label: 'Tax estimate', group: 'taxes' },
  { href: '/state-income', label: 'State income', group: 'taxes' },
  { href: '/profitability', label: 'Profitability', group: 'taxes' },
  { href: '/compare', label: 'Compare', group: 'taxes' },
  { href: '/tax-preparer', label: 'Tax preparer', group: 'taxes' },
  { href: '/notifications', label: 'Notifications', group: 'account' },
  { href: '/settings', label: 'Settings', group: 'account' },
] as const;

export type NavGroup = (typeof NAV_ITEMS)[number]['group'];

/** The headings of the groups inside a menu; the main group needs none. */
export const NAV_GROUP_LABELS: Record<Exclude<NavGroup, 'main'>, string> = {
  taxes: 'Taxes',
  account: 'Account',
};
