// npm run db:seed — the demo account (demo@travelledger.app) with a year of data around today.
// Run it while the app is stopped when the database is the embedded one (one process at a time).
import { argValue, appDatabaseTarget, openAppDatabase, runScript } from './seed/database';
import { syncNotifications } from '@/lib/reminders/sync';
import { DEMO_EMAIL, seedDemoUser } from './seed/demo';

const DEFAULT_PASSWORD = 'travel-ledger-demo';

await runScript(async () => {
  const password = argValue('password') ?? DEFAULT_PASSWORD;
  const target = appDatabaseTarget();
  console.log(`Seeding ${target.label} ...`);
  const handle = await openAppDatabase(target);
  try {
    const started = Date.now();
    const now = new Date();
    const summary = await seedDemoUser(handle.db, { now, password });
    // The rows were written directly: open the notifications they call for, as any write through the app does.
    const synced = await syncNotifications(handle.db, summary.userId, now);
    console.log(`Notifications opened: ${synced.toCreate.map((n) => n.type).join(', ') || 'none'}`);
    const counts = Object.entries(summary.counts)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ');
    console.log(`Demo user #${summary.userId}: ${counts} (${Date.now() - started} ms)`);
  } finally {
    await handle.close();
  }
  console.log('\nSign in with');
  console.log(`  email:    ${DEMO_EMAIL}`);
  console.log(`  password: ${password}`);
});
