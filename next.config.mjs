// Request bodies: JSON and signed webhook events are limited to 1 MiB in the route pipeline
// (lib/http/body.ts). When proxy.ts runs, Next.js first copies the body for it, up to this many bytes,
// and hands only that copy on: one byte over the API's limit, so an oversize body is still seen as
// oversize (413) and never buffered in full. The embedded store's 25 MiB uploads (/api/files/upload) do
// not pass through the proxy.
const PROXY_BODY_BYTES = 1024 * 1024 + 1;

/** Headers every response carries, static files included; pages get their CSP from proxy.ts. */
const SECURITY_HEADERS = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  {
    key: 'Permissions-Policy',
    value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  },
];

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // PGlite loads its .wasm/.data at run time; `pg` is a Node module: keep both out of the bundle.
  serverExternalPackages: ['@electric-sql/pglite', 'pglite-prisma-adapter', 'pg', 'pdfjs-dist', 'nodemailer'],
  // The migration runner reads prisma/migrations at start-up.
  outputFileTracingIncludes: { '/**': ['./prisma/migrations/**/*'] },
  experimental: {
    // Server actions (the app's forms) read at most 1 MB; their files go straight to the object store.
    serverActions: { bodySizeLimit: '1mb' },
    proxyClientMaxBodySize: PROXY_BODY_BYTES,
  },
  async headers() {
    return [{ source: '/:path*', headers: SECURITY_HEADERS }];
  },
};

export default nextConfig;
