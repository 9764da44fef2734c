// The app's sections, in menu order: the navigation, the accessibility test and the bench visit these.
export const NAV_ITEMS = [
  { href: '/dashboard', label: 'Dashboard' },
  { href: '/assignments', label: 'Assignments' },
  { href: '/tax-home', label: 'Tax home' },
  { href: '/expenses', label: 'Expenses' },
  { href: '/mileage', label: 'Mileage' },
  { href: '/credentials', label: 'Credentials' },
  { href: '/income-documents', label: 'Income' },
  { href: '/compare', label: 'Compare' },
  { href: '/profitability', label: 'Profitability' },
  { href: '/state-income', label: 'State income' },
  { href: '/tax-estimate', label: 'Tax estimate' },
  { href: '/tax-preparer', label: 'Tax preparer' },
  { href: '/notifications', label: 'Notifications' },
  { href: '/settings', label: 'Settings' },
] as const;
