import type { MetadataRoute } from 'next';

// The Web App Manifest (served at /manifest.webmanifest and linked from every page by Next.js): what a phone
// needs to install Travel Ledger on its home screen (issue 40). Colors are the app's own (app/globals.css):
// the light theme's page and top bar; the icons are drawn by scripts/make-icons.ts from app/icon.svg.

export default function manifest(): MetadataRoute.Manifest {
  return {
    id: '/',
    name: 'Travel Ledger',
    short_name: 'Travel Ledger',
    description:
      'Tax companion for travel nurses: log receipts, trips and visits home from your phone, even without a signal.',
    start_url: '/dashboard',
    scope: '/',
    display: 'standalone',
    background_color: '#f7f8fa',
    theme_color: '#ffffff',
    categories: ['finance', 'productivity'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    shortcuts: [
      {
        name: 'Capture',
        short_name: 'Capture',
        description: 'Log a receipt, an expense, a trip or a visit home',
        url: '/capture',
        icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
      },
    ],
  };
}
