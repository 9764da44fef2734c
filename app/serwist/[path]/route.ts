// GET /serwist/sw.js — the service worker (app/sw.ts), bundled by Serwist's Turbopack integration at
// `next build`: its precache list is the build's static files and the app's icons, each with its hash,
// so a new build's worker replaces the old one's files. Served with `Service-Worker-Allowed: /`.
import { createSerwistRoute } from '@serwist/turbopack';

export const { dynamic, dynamicParams, revalidate, generateStaticParams, GET } = createSerwistRoute({
  swSrc: 'app/sw.ts',
  // esbuild's own binary (installed with tsx and vitest) rather than its WebAssembly build.
  useNativeEsbuild: true,
  // A classic script, not a module worker: every browser that installs the app can run it.
  esbuildOptions: { format: 'iife', sourcemap: false },
  // The app's scripts, styles and fonts, and the installed app's icons: not the docs' screenshots.
  globPatterns: ['.next/static/**/*.{js,css,woff2}', 'public/icons/*.png'],
  // Each static file's name holds its hash; the icons get a revision from their bytes.
});
