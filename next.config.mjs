// Request bodies: JSON and signed webhook events are limited to 1 MiB in the route pipeline
// (lib/http/body.ts), server actions (the app's forms) to 1 MB here. Before a page's proxy runs, Next.js
// copies the request body for it, up to this many bytes, and hands only that copy on: above the actions'
// limit, so an oversize form post is refused by that limit rather than silently cut short. API requests
// do not pass through the proxy (lib/http/server-gate.ts decides for them), so their bodies are never copied.
const PROXY_BODY_BYTES = 2 * 1024 * 1024;

/**
 * Headers every response carries, static files included; pages get their CSP from proxy.ts. Geolocation is
 * the site's own: "I'm home" asks for it once, when tapped (issue 40).
 */
const SECURITY_HEADERS = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  {
    key: 'Permissions-Policy',
    value: 'camera=(), microphone=(), geolocation=(self), payment=(), usb=(), interest-cohort=()',
  },
];

import { withSerwist } from '@serwist/turbopack';

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // npm test builds after its own typecheck step (scripts/test-all.sh): the build's second check is skipped there.
  typescript: { ignoreBuildErrors: process.env.BUILD_SKIP_TYPECHECK === '1' },
  // PGlite loads its .wasm/.data at run time; `pg` is a Node module; pdfkit reads its font metrics from its
  // own folder: keep them out of the bundle.
  serverExternalPackages: [
    '@electric-sql/pglite',
    'pglite-prisma-adapter',
    'pg',
    'pdfjs-dist',
    'pdfkit',
    'nodemailer',
    'pg-boss',
    'rate-limiter-flexible',
    'ioredis',
  ],
  // The migration runner reads prisma/migrations at start-up; the API guide (docs/api-guide.md) is read by
  // the OpenAPI document and the /docs page; the US ZIP table on the first place lookup (lib/tax/law/places.ts);
  // the embedded database's thread loads its own file (lib/providers/db/embedded-worker.ts); so does text recognition
  // (lib/reading/ocr/engine.ts), which requires tesseract.js, its engine and its English data from node_modules.
  outputFileTracingIncludes: {
    '/**': [
      './prisma/migrations/**/*',
      './docs/api-guide.md',
      './lib/tax/law/data/us-zips.json',
      './lib/providers/db/pglite-worker.mjs',
      './lib/reading/ocr/ocr-worker.mjs',
      './node_modules/tesseract.js/src/**/*',
      './node_modules/{regenerator-runtime,is-url,bmp-js,wasm-feature-detect}/**/*',
      './node_modules/tesseract.js-core/*',
      './node_modules/@tesseract.js-data/eng/{index.js,package.json,4.0.0_best_int/*}',
    ],
  },
  experimental: {
    // Server actions (the app's forms) read at most 1 MB; their files go straight to the object store.
    serverActions: { bodySizeLimit: '1mb' },
    proxyClientMaxBodySize: PROXY_BODY_BYTES,
    // Next.js loads every route's code when the server starts; a route's code is loaded on its first
    // request instead, so the server's resident memory is what its users use (npm run bench: peak RSS).
    preloadEntriesOnStart: false,
  },
  async headers() {
    return [{ source: '/:path*', headers: SECURITY_HEADERS }];
  },
};

// Serwist bundles the service worker with esbuild at build time (app/serwist/[path]/route.ts): its wrapper
// keeps esbuild out of the server bundle.
export default withSerwist(nextConfig);
