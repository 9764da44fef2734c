import 'server-only';
import { categoryOptions } from '../expenses/fields';
import { purposeOptions } from '../mileage/fields';
import { optionLabel } from '@/app/_lib/form-types';
import type { Tone } from '@/components/ui/badge';
import type { ImportKind, ImportStatus, RowStatus } from '@/lib/imports/kinds';

// How the import pages name things: kinds, statuses, and the category or purpose of a row.

export const KIND_LABELS: Record<ImportKind, string> = { expenses: 'Expenses', mileage: 'Mileage trips' };

export const STATUS_BADGES: Record<ImportStatus, { label: string; tone: Tone }> = {
  preview: { label: 'Not imported yet', tone: 'info' },
  committed: { label: 'Imported', tone: 'success' },
  undone: { label: 'Undone', tone: 'neutral' },
};

export const ROW_BADGES: Record<RowStatus, { label: string; tone: Tone }> = {
  ready: { label: 'Ready', tone: 'success' },
  duplicate: { label: 'Duplicate', tone: 'warning' },
  skipped: { label: 'Skipped', tone: 'neutral' },
  failed: { label: 'Cannot import', tone: 'danger' },
};

export const valueOptions = (kind: ImportKind) => (kind === 'expenses' ? categoryOptions : purposeOptions);

export const valueLabel = (kind: ImportKind, value: string | null) =>
  value === null || value === 'skip' ? "Don't import" : optionLabel(valueOptions(kind), value);
