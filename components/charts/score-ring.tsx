/** A progress ring: `value` of `total`, with the number in the middle. */
export function ScoreRing({
  value,
  total,
  label,
  size = 112,
}: {
  value: number;
  total: number;
  label: string;
  size?: number;
}) {
  const r = 42;
  const circumference = 2 * Math.PI * r;
  const share = total > 0 ? Math.min(1, Math.max(0, value / total)) : 0;
  const tone = share === 1 ? 'stroke-success' : share >= 0.7 ? 'stroke-primary' : 'stroke-warning';
  return (
    <svg viewBox="0 0 100 100" width={size} height={size} role="img" aria-label={label} className="shrink-0">
      <circle cx="50" cy="50" r={r} fill="none" strokeWidth="9" className="stroke-surface-muted" />
      <circle
        cx="50"
        cy="50"
        r={r}
        fill="none"
        strokeWidth="9"
        strokeLinecap="round"
        strokeDasharray={`${share * circumference} ${circumference}`}
        transform="rotate(-90 50 50)"
        className={tone}
      />
      <text x="50" y="50" textAnchor="middle" dominantBaseline="central" className="fill-current">
        <tspan className="text-[26px] font-semibold">{value}</tspan>
        <tspan className="fill-muted text-[14px]">/{total}</tspan>
      </text>
    </svg>
  );
}
