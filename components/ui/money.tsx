const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Integer cents as US dollars: 125000 → $1,250.00. */
export function formatCents(cents: number): string {
  return usd.format(cents / 100);
}

export function Money({ cents, className }: { cents: number; className?: string }) {
  return <span className={['tabular', className].filter(Boolean).join(' ')}>{formatCents(cents)}</span>;
}
