import type { Metadata, Viewport } from 'next';
import localFont from 'next/font/local';
import { sessionCtx } from '@/lib/auth/current-user';
import './globals.css';

const inter = localFont({ src: './fonts/InterVariable.woff2', variable: '--font-inter', display: 'swap' });

export const metadata: Metadata = {
  title: { default: 'Travel Ledger', template: '%s · Travel Ledger' },
  description: 'Tax companion for travel nurses: assignments, tax home, expenses, mileage and credentials.',
  // Installed on an iPhone's home screen (Share → Add to Home Screen): a full-screen app with its own icon.
  appleWebApp: { capable: true, title: 'Travel Ledger', statusBarStyle: 'default' },
  icons: { apple: '/icons/apple-touch-icon.png' },
};

/** The browser's and the installed app's bar take the color of the app's top bar in the stored theme. */
export async function generateViewport(): Promise<Viewport> {
  const theme = await storedTheme();
  return {
    width: 'device-width',
    initialScale: 1,
    themeColor: theme === 'dark' ? '#111a2e' : '#ffffff',
  };
}

/** The signed-in user's stored theme, read on the server so the first paint is already right. */
async function storedTheme(): Promise<'light' | 'dark'> {
  try {
    // The same cached lookup as the (app) layout's and the page's: one per render.
    const ctx = await sessionCtx();
    return ctx?.user.theme === 'dark' ? 'dark' : 'light';
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
