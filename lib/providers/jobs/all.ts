import 'server-only';
// Every feature's jobs, registered by importing their modules: the worker (instrumentation.ts, npm run
// worker) imports this file, so a job added here runs everywhere. Add a feature's jobs module below.
import './daily';
import '@/lib/reminders/jobs';
import '@/lib/reminders/digest/jobs';
import '@/lib/account/jobs';
import '@/lib/http/idempotency-jobs';
