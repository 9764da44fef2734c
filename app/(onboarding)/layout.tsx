import Link from '@/components/ui/link';

export default function OnboardingLayout({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center px-4 py-10">
      <p className="mb-6 text-lg font-semibold tracking-tight text-fg">
        Travel <span className="text-primary">Ledger</span>
      </p>
      <main className="w-full max-w-lg">{children}</main>
      <Link href="/docs" className="mt-6 text-xs text-muted hover:underline">
        API reference
      </Link>
    </div>
  );
}
