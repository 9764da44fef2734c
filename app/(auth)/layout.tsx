import Link from '@/components/ui/link';
import { ForgetPages } from '@/components/offline/forget-pages';

export default function AuthLayout({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center px-4 py-10">
      <Link href="/" className="mb-6 text-lg font-semibold tracking-tight text-fg">
        Travel <span className="text-primary">Ledger</span>
      </Link>
      <main className="w-full max-w-sm">{children}</main>
      <ForgetPages />
    </div>
  );
}
