// Config for Prisma 6.19.3 (aliased `prisma6`), used only to generate migration SQL offline with its WASM
// schema engine: `npm run db:diff`. Its adapter is a throwaway in-memory PGlite that is never written.
import { PGlite } from '@electric-sql/pglite';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { defineConfig } from 'prisma6/config';

export default defineConfig({
  experimental: { adapter: true },
  engine: 'js',
  schema: 'prisma/.schema6.prisma',
  adapter: async () => new PrismaPGlite(new PGlite()),
});
