/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // PGlite loads its .wasm/.data at run time; `pg` is a Node module; pdfkit reads its font metrics from its
  // own folder: keep them out of the bundle.
  serverExternalPackages: ['@electric-sql/pglite', 'pglite-prisma-adapter', 'pg', 'pdfjs-dist', 'pdfkit'],
  // The migration runner reads prisma/migrations at start-up; the API guide (docs/api-guide.md) is read by
  // the OpenAPI document and the /docs page.
  outputFileTracingIncludes: { '/**': ['./prisma/migrations/**/*', './docs/api-guide.md'] },
};

export default nextConfig;
