import type { Metadata, Viewport } from 'next';
import localFont from 'next/font/local';
import { auth } from '@/lib/auth/session';
import { getDb } from '@/lib/db/client';
import './globals.css';

const inter = localFont({ src: './fonts/InterVariable.woff2', variable: '--font-inter', display: 'swap' });

export const metadata: Metadata = {
  title: { default: 'Travel Ledger', template: '%s · Travel Ledger' },
  description: 'Tax companion for travel nurses: assignments, tax home, expenses, mileage and credentials.',
};

export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

/** The signed-in user's stored theme, read on the server so the first paint is already right. */
async function storedTheme(): Promise<'light' | 'dark'> {
  const session = await auth();
  if (!session?.uid) return 'light';
  try {
    const db = await getDb();
    const user = await db.user.findUnique({ where: { id: session.uid }, select: { theme: true } });
    return user?.theme === 'dark' ? 'dark' : 'light';
  } catch {
    return 'light'; // database unreachable: the page below shows the error boundary, in the default theme
  }
}

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  const theme = await storedTheme();
  return (
    <html lang="en" className={`${inter.variable} ${theme === 'dark' ? 'dark' : ''}`.trim()}>
      <body className="bg-bg font-sans text-fg antialiased">{children}</body>
    </html>
  );
}
