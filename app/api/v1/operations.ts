import type { Contract } from '@/lib/http/contract';
import { contractOf } from '@/lib/http/endpoint';
import * as assignmentProfitability from './assignment-profitability/route';
import * as assignments from './assignments/route';
import * as auditPacket from './audit-packet/route';
import * as auditPacketZip from './audit-packet.zip/route';
import * as assignmentsId from './assignments/[id]/route';
import * as assignmentsIdRestore from './assignments/[id]/restore/route';
import * as assignmentsIdDistance from './assignments/[id]/distance/route';
import * as assignmentsIdExtension from './assignments/[id]/extension/route';
import * as billingCheckout from './billing/checkout/route';
import * as billingPortal from './billing/portal/route';
import * as comparisons from './comparisons/route';
import * as comparisonsId from './comparisons/[id]/route';
import * as comparisonsIdRestore from './comparisons/[id]/restore/route';
import * as contractsAnalyze from './contracts/analyze/route';
import * as contractsStatus from './contracts/status/route';
import * as contractsUploadUrl from './contracts/upload-url/route';
import * as credentials from './credentials/route';
import * as credentialsId from './credentials/[id]/route';
import * as credentialsIdRestore from './credentials/[id]/restore/route';
import * as credentialsUploadUrl from './credentials/upload-url/route';
import * as cronNotifications from './cron/notifications/route';
import * as dashboard from './dashboard/route';
import * as expenses from './expenses/route';
import * as expensesId from './expenses/[id]/route';
import * as expensesIdRestore from './expenses/[id]/restore/route';
import * as expensesAnalyzeReceipt from './expenses/analyze-receipt/route';
import * as expensesReceiptFlags from './expenses/receipt-flags/route';
import * as expensesUploadUrl from './expenses/upload-url/route';
import * as filesDownloadUrl from './files/download-url/route';
import * as filingYear from './filing-year/route';
import * as imports from './imports/route';
import * as importsId from './imports/[id]/route';
import * as importsIdCommit from './imports/[id]/commit/route';
import * as importsIdRestore from './imports/[id]/restore/route';
import * as importsIdUndo from './imports/[id]/undo/route';
import * as importsUploadUrl from './imports/upload-url/route';
import * as incomeDocuments from './income-documents/route';
import * as incomeDocumentsId from './income-documents/[id]/route';
import * as incomeDocumentsIdRestore from './income-documents/[id]/restore/route';
import * as incomeDocumentsChecklist from './income-documents/checklist/route';
import * as incomeDocumentsReconciliation from './income-documents/reconciliation/route';
import * as incomeDocumentsUploadUrl from './income-documents/upload-url/route';
import * as health from './health/route';
import * as householdYear from './household/[year]/route';
import * as locationDurations from './location-durations/route';
import * as me from './me/route';
import * as meCalendarSecret from './me/calendar-secret/route';
import * as meExport from './me/export/route';
import * as meTheme from './me/theme/route';
import * as mileage from './mileage/route';
import * as mileageId from './mileage/[id]/route';
import * as mileageIdRestore from './mileage/[id]/restore/route';
import * as mileageSummary from './mileage/summary/route';
import * as notifications from './notifications/route';
import * as notificationsId from './notifications/[id]/route';
import * as notificationsIdRestore from './notifications/[id]/restore/route';
import * as notificationsReadAll from './notifications/read-all/route';
import * as openapiJson from './openapi.json/route';
import * as perDiem from './per-diem/route';
import * as quarterlyPayments from './quarterly-payments/route';
import * as quarterlyPaymentsId from './quarterly-payments/[id]/route';
import * as quarterlyPaymentsIdRestore from './quarterly-payments/[id]/restore/route';
import * as stateIncome from './state-income/route';
import * as stipendEligibility from './stipend-eligibility/route';
import * as taxCalculate from './tax-calculate/route';
import * as taxEstimate from './tax-estimate/route';
import * as taxHome from './tax-home/route';
import * as taxHomeCosts from './tax-home-costs/route';
import * as taxHomeCostsId from './tax-home-costs/[id]/route';
import * as taxHomeCostsIdRestore from './tax-home-costs/[id]/restore/route';
import * as taxHomeDocs from './tax-home-docs/route';
import * as taxHomeDocsId from './tax-home-docs/[id]/route';
import * as taxHomeDocsIdRestore from './tax-home-docs/[id]/restore/route';
import * as taxHomeDocsUploadUrl from './tax-home-docs/upload-url/route';
import * as taxHomeId from './tax-home/[id]/route';
import * as taxHomeTest from './tax-home/test/route';
import * as taxHomeCostBenefit from './tax-home/cost-benefit/route';
import * as taxHomeVisitSuggestions from './tax-home/visit-suggestions/route';
import * as taxHomeIdRestore from './tax-home/[id]/restore/route';
import * as taxHomeVisits from './tax-home-visits/route';
import * as taxHomeVisitsId from './tax-home-visits/[id]/route';
import * as taxHomeVisitsIdRestore from './tax-home-visits/[id]/restore/route';
import * as taxHomeVisitsSummary from './tax-home-visits/summary/route';
import * as webhooksStripe from './webhooks/stripe/route';

// Every route module of /api/v1: the OpenAPI document (./document.ts) is built from the contracts their
// handlers carry (lib/http/endpoint.ts). tests/unit/api-contracts.test.ts fails when a route file on disk is
// missing here, so a new route is one import line and one entry below.

/** Read lazily: openapi.json/route.ts is one of these modules and (through ./document.ts) imports this file. */
const routeModules = (): Record<string, unknown>[] => [
  assignmentProfitability,
  assignments,
  assignmentsId,
  assignmentsIdRestore,
  assignmentsIdDistance,
  assignmentsIdExtension,
  auditPacket,
  auditPacketZip,
  billingCheckout,
  billingPortal,
  comparisons,
  comparisonsId,
  comparisonsIdRestore,
  contractsAnalyze,
  contractsStatus,
  contractsUploadUrl,
  credentials,
  credentialsId,
  credentialsIdRestore,
  credentialsUploadUrl,
  cronNotifications,
  dashboard,
  expenses,
  expensesId,
  expensesIdRestore,
  expensesAnalyzeReceipt,
  expensesReceiptFlags,
  expensesUploadUrl,
  filesDownloadUrl,
  filingYear,
  imports,
  importsId,
  importsIdCommit,
  importsIdRestore,
  importsIdUndo,
  importsUploadUrl,
  incomeDocuments,
  incomeDocumentsId,
  incomeDocumentsIdRestore,
  incomeDocumentsChecklist,
  incomeDocumentsReconciliation,
  incomeDocumentsUploadUrl,
  health,
  householdYear,
  locationDurations,
  me,
  meCalendarSecret,
  meExport,
  meTheme,
  mileage,
  mileageId,
  mileageIdRestore,
  mileageSummary,
  notifications,
  notificationsId,
  notificationsIdRestore,
  notificationsReadAll,
  openapiJson,
  perDiem,
  quarterlyPayments,
  quarterlyPaymentsId,
  quarterlyPaymentsIdRestore,
  stateIncome,
  stipendEligibility,
  taxCalculate,
  taxEstimate,
  taxHome,
  taxHomeCosts,
  taxHomeCostsId,
  taxHomeCostsIdRestore,
  taxHomeDocs,
  taxHomeDocsId,
  taxHomeDocsIdRestore,
  taxHomeDocsUploadUrl,
  taxHomeId,
  taxHomeIdRestore,
  taxHomeTest,
  taxHomeCostBenefit,
  taxHomeVisitSuggestions,
  taxHomeVisits,
  taxHomeVisitsId,
  taxHomeVisitsIdRestore,
  taxHomeVisitsSummary,
  webhooksStripe,
];

/** The contract of every operation the route files serve, in file order. */
export function apiContracts(): Contract[] {
  const seen = new Map<string, Contract>();
  for (const mod of routeModules()) {
    for (const handler of Object.values(mod)) {
      const contract = contractOf(handler);
      if (contract) seen.set(`${contract.method} ${contract.path}`, contract);
    }
  }
  return [...seen.values()];
}
