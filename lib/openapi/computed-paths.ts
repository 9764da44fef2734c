import 'server-only';
import { z } from 'zod';
import { comparisonSchema } from '@/lib/comparisons/resource';
import {
  comparisonExample,
  comparisonRequest,
  taxCalculateExample,
  taxCalculateRequest,
} from './action-examples';
import { comparisonCreateBody, perDiemQuery, taxCalculateBody, yearQuery } from '@/lib/tax-views/schemas';
import { taxCalculateSchema } from './action-schemas';
import {
  dashboardSchema,
  locationDurationSchema,
  mileageSummarySchema,
  perDiemSchema,
  profitabilitySchema,
  stateIncomeSchema,
  taxEstimateSchema,
} from './computed-schemas';
import { BODY_ERRORS } from './record-paths';
import {
  dashboardExample,
  locationDurationsExample,
  mileageSummaryExample,
  perDiemExample,
  profitabilityExample,
  stateIncomeExample,
  taxEstimateExample,
} from './report-examples';
import type { Endpoint } from './types';

// The computed views and tax calculations (interface-spec §4, decisions §7/§8, tax-method).

const REPORTS = 'Dashboard & reports';
const TAXES = 'Taxes';
const authed = { auth: true, status: 200 as const };
const YEAR_DOCS = { year: 'Four-digit year, 2000 to 2100; default the current year' };

export const computedPaths = (): Endpoint[] => [
  {
    ...authed,
    method: 'GET',
    path: '/api/v1/dashboard',
    operationId: 'getDashboard',
    summary: 'Dashboard',
    description:
      "The current year's records (newest first, at most 100 of each kind), the current tax home and the " +
      'audit readiness score: 11 criteria over all of your records.',
    tags: [REPORTS],
    response: dashboardSchema,
    responseExample: dashboardExample,
    errors: [],
  },
  {
    ...authed,
    method: 'GET',
    path: '/api/v1/assignment-profitability',
    operationId: 'getAssignmentProfitability',
    summary: 'Assignment profitability',
    description:
      'Net profit per assignment in the year: grossComp − totalTax − linkedExpenses. The federal tax (and ' +
      'FICA or SE tax) is computed once for the year, then allocated in proportion to taxable income.',
    tags: [REPORTS],
    query: yearQuery,
    queryDocs: YEAR_DOCS,
    response: profitabilitySchema,
    responseExample: profitabilityExample,
    errors: ['validation_error'],
  },
  {
    ...authed,
    method: 'GET',
    path: '/api/v1/state-income',
    operationId: 'getStateIncome',
    summary: 'Income and tax per state',
    description:
      'Per work state: income, tax, days, reciprocity, whether a return is required, the form and its deadline. ' +
      'The home state is listed last, even with no income there.',
    tags: [TAXES],
    pro: true,
    query: yearQuery,
    queryDocs: YEAR_DOCS,
    response: stateIncomeSchema,
    responseExample: stateIncomeExample,
    errors: ['validation_error', 'pro_required'],
  },
  {
    ...authed,
    method: 'GET',
    path: '/api/v1/mileage/summary',
    operationId: 'getMileageSummary',
    summary: 'Mileage summary and deduction',
    description:
      'Totals by purpose and month. Each trip is deducted at the IRS rate in effect on its date; ' +
      '`ratePeriods` shows each rate period of the year and `ratePerMile` the rate in effect on the last day ' +
      'of the year (today for the current year).',
    tags: ['Mileage'],
    query: yearQuery,
    queryDocs: YEAR_DOCS,
    response: mileageSummarySchema,
    responseExample: mileageSummaryExample,
    errors: ['validation_error'],
  },
  {
    ...authed,
    method: 'GET',
    path: '/api/v1/location-durations',
    operationId: 'getLocationDurations',
    summary: 'Days per location (12-month rule)',
    description:
      'Days worked per city and state inside the rolling 24 months ending today: `safe` under 270 days, ' +
      '`approaching` from 270 to 365, `exceeds` above 365. Not year-filtered; a JSON array, not paginated.',
    tags: [REPORTS],
    response: z.array(locationDurationSchema),
    responseExample: locationDurationsExample,
    errors: [],
  },
  {
    ...authed,
    method: 'GET',
    path: '/api/v1/per-diem',
    operationId: 'getPerDiem',
    summary: 'GSA per-diem rate of a place',
    description:
      'The GSA lodging and M&IE rates (cents) for `state` + `city` or for `zip`, on `date`; the standard CONUS ' +
      'rate where the place is not a listed area.',
    tags: [REPORTS],
    query: perDiemQuery,
    queryDocs: {
      state: 'Two-letter state code (with `city`); required unless `zip` is given',
      city: 'City, matched against the GSA destinations of the state',
      zip: 'Five-digit ZIP code, instead of state and city',
      date: 'Day whose rate applies, YYYY-MM-DD; default today',
    },
    response: perDiemSchema,
    responseExample: perDiemExample,
    errors: ['validation_error'],
  },
  {
    ...authed,
    method: 'GET',
    path: '/api/v1/tax-estimate',
    operationId: 'getTaxEstimate',
    summary: 'Full-year tax estimate',
    description:
      'Federal, FICA or self-employment, and state tax for the year, the effective rates and, for 1099 ' +
      'users, the four quarterly estimated payments with what has been paid.',
    tags: [TAXES],
    pro: true,
    query: yearQuery,
    queryDocs: YEAR_DOCS,
    response: taxEstimateSchema,
    responseExample: taxEstimateExample,
    errors: ['validation_error', 'pro_required'],
  },
  {
    ...authed,
    method: 'POST',
    path: '/api/v1/tax-calculate',
    operationId: 'calculateContracts',
    summary: 'Compare two contracts',
    description:
      'Each contract is evaluated alone as the year’s only income, with your employment type, filing status ' +
      'and tax home. `winner` is the higher net take-home (0 on a tie); nothing is stored.',
    tags: [TAXES],
    pro: true,
    body: taxCalculateBody,
    requestExample: taxCalculateRequest,
    response: taxCalculateSchema,
    responseExample: taxCalculateExample,
    errors: [...BODY_ERRORS, 'pro_required'],
  },
  {
    auth: true,
    method: 'POST',
    path: '/api/v1/comparisons',
    operationId: 'createComparison',
    summary: 'Save a contract comparison',
    description:
      'Computes the comparison like POST /tax-calculate and saves it as an immutable snapshot: `winner`, ' +
      '`diff` (cents) and each contract’s inputs and results as the JSON strings `contract_a` and `contract_b`.',
    tags: ['Comparisons'],
    pro: true,
    body: comparisonCreateBody,
    requestExample: comparisonRequest,
    response: comparisonSchema,
    responseExample: comparisonExample,
    errors: [...BODY_ERRORS, 'pro_required'],
    status: 201,
  },
];
