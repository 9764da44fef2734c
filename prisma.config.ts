import { defineConfig } from 'prisma/config';

// Prisma 7 reads the connection from here, not from the schema. Only `prisma generate` runs on these
// machines (the CLI's migrate engine is a download): migrations are applied by lib/providers/db/migrate.ts.
export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
});
