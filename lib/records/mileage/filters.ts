import 'server-only';
import { Prisma } from '@/lib/generated/prisma/client';
import { enumOf, idOf, one, yearOf, type Params } from '@/lib/records/list-filters';
import { MILEAGE_PURPOSES } from './resource';

// The Mileage list's filters (purpose, assignment, year), shared with its CSV download.

export interface TripFilters {
  year: number;
  purpose: (typeof MILEAGE_PURPOSES)[number] | null;
  assignmentId: number | null;
}

export function tripFilters(params: Params, now: Date): TripFilters {
  return {
    year: yearOf(one(params.year), now),
    purpose: enumOf(MILEAGE_PURPOSES, one(params.purpose)),
    assignmentId: idOf(one(params.assignment_id)),
  };
}

export function tripNarrowing(f: TripFilters): Prisma.MileageTripWhereInput {
  return {
    ...(f.purpose && { purpose: f.purpose }),
    ...(f.assignmentId && { assignment_id: f.assignmentId }),
  };
}

/** The filters as SQL on the trips aliased t (as expenseConditions, lib/records/expenses/filters.ts). */
export function tripConditions(f: TripFilters): Prisma.Sql {
  const parts = [Prisma.sql`t."date" BETWEEN ${`${f.year}-01-01`}::date AND ${`${f.year}-12-31`}::date`];
  if (f.purpose) parts.push(Prisma.sql`t."purpose" = ${f.purpose}`);
  if (f.assignmentId) parts.push(Prisma.sql`t."assignment_id" = ${f.assignmentId}`);
  return Prisma.join(parts, ' AND ');
}
