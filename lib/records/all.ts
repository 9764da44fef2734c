import { assignmentRecord } from './assignments/record';
import { comparisonRecord } from './comparisons/record';
import { credentialRecord } from './credentials/record';
import { expenseRecord } from './expenses/record';
import { incomeDocumentRecord } from './income-documents/record';
import { tripRecord } from './mileage/record';
import { notificationRecord } from './notifications/record';
import { paymentRecord } from './quarterly-payments/record';
import { taxHomeCostRecord, taxHomeDocRecord, taxHomeRecord } from './tax-homes/record';
import { visitRecord } from './visits/record';

// Every record's one definition: what scripts/gen-records.ts generates from, and what the record layer
// names tables by. tests/unit/records/definitions.test.ts fails when a record folder's record.ts is not
// listed here, or a Prisma model with a user_id and a deleted_at has no definition.
export const RECORDS = [
  assignmentRecord,
  expenseRecord,
  tripRecord,
  taxHomeRecord,
  taxHomeDocRecord,
  taxHomeCostRecord,
  visitRecord,
  credentialRecord,
  paymentRecord,
  comparisonRecord,
  notificationRecord,
  incomeDocumentRecord,
] as const;
