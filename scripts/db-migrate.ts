// npm run db:migrate — applies pending migrations (prisma/migrations) to the database the app would open:
// DATABASE_URL, else the embedded PostgreSQL under DATA_DIR (which must not be in use by a running app).
import { appDatabaseTarget, migrateTarget, reportMigrations, runScript } from '../prisma/seed/database';

await runScript(async () => {
  const target = appDatabaseTarget();
  reportMigrations(target.label, await migrateTarget(target));
});
