import 'server-only';
import type { Prisma } from '@/lib/generated/prisma/client';
import { yearRange } from '@/lib/core/dates';
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

export function tripWhere(userId: number, f: TripFilters): Prisma.MileageTripWhereInput {
  return { user_id: userId, date: yearRange(f.year), ...tripNarrowing(f) };
}
