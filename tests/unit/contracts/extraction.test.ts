import { describe, expect, it } from 'vitest';
import {
  contractFieldsSchema,
  contractJsonSchema,
  type ContractFields,
} from '@/lib/providers/ai/contract-schema';
import { fileKind } from '@/lib/reading/contracts/extract';
import { toExtraction } from '@/lib/reading/contracts/extraction';
import { contractExtractionResponse } from '@/lib/reading/contracts/schemas';

// The model's reading → the API response, the JSON schema sent to the model, and file sniffing.

const nothing: ContractFields = {
  facility: null,
  location: null,
  state: null,
  agency: null,
  start_date: null,
  end_date: null,
  hours_per_week: null,
  base_pay: null,
  housing_stipend: null,
  mie_stipend: null,
  overtime_rate: null,
  sign_on_bonus: null,
  completion_bonus: null,
  referral_bonus: null,
};

describe('toExtraction', () => {
  it('converts every field of a full reading', () => {
    const out = toExtraction(
      {
        facility: '  Denver   Health ',
        location: 'Denver',
        state: 'Colorado',
        agency: 'Aya Healthcare',
        start_date: '01/05/2026',
        end_date: 'April 5, 2026',
        hours_per_week: 48,
        base_pay: { amount: 50, unit: 'hourly' }, // 50 × 48 = 2,400.00
        housing_stipend: { amount: 19_500, unit: 'total' }, // 91 days = 13 weeks: 1,500.00
        mie_stipend: { amount: 70, unit: 'daily' }, // 70 × 7 = 490.00
        overtime_rate: 75.005, // 7,500.5 cents rounded half away from zero: 7,501
        sign_on_bonus: 1500,
        completion_bonus: 0,
        referral_bonus: null,
      },
      'ai',
    );
    expect(out).toEqual({
      facility: 'Denver Health',
      location: 'Denver',
      state: 'CO',
      agency: 'Aya Healthcare',
      start_date: '2026-01-05',
      end_date: '2026-04-05',
      hours_per_week: 48,
      base_pay: 240_000,
      housing_stipend: 150_000,
      mie_stipend: 49_000,
      sign_on_bonus: 150_000,
      completion_bonus: 0,
      referral_bonus: null,
      overtime_rate: 7_501,
      source: 'ai',
    });
    expect(contractExtractionResponse.strict().parse(out)).toEqual(out);
  });

  it.each([
    ['nothing read: all null', nothing, {}],
    [
      'blank names are null, long ones cut to 200',
      { ...nothing, facility: ' ', agency: 'x'.repeat(300) },
      {
        facility: null,
        agency: 'x'.repeat(200),
      },
    ],
    // hours outside 1-168 are no statement of hours (the weekly pay counts 36 then)
    [
      'implausible hours are null',
      { ...nothing, hours_per_week: 400, base_pay: { amount: 50, unit: 'hourly' as const } },
      { hours_per_week: null, base_pay: 180_000, source: 'ocr' },
    ],
    [
      'an unknown state and bad dates are null',
      { ...nothing, state: 'Ontario', start_date: '2026-02-30' },
      {
        state: null,
        start_date: null,
      },
    ],
    // a total without both dates has no weekly figure
    [
      'a total without dates is null',
      { ...nothing, base_pay: { amount: 26_000, unit: 'total' as const } },
      {
        base_pay: null,
      },
    ],
    // end before start: no contract length
    [
      'a total with end before start is null',
      {
        ...nothing,
        start_date: '2026-05-01',
        end_date: '2026-04-01',
        base_pay: { amount: 26_000, unit: 'total' as const },
      },
      { base_pay: null },
    ],
  ])('%s', (_label, fields: ContractFields, expected) => {
    const out = toExtraction(fields, 'ocr');
    expect(out).toMatchObject(expected);
    expect(contractExtractionResponse.strict().parse(out)).toEqual(out);
  });
});

describe('contractJsonSchema (OpenAI strict structured outputs)', () => {
  type Node = { type?: unknown; properties?: Record<string, Node>; required?: string[]; anyOf?: Node[] };
  /** Strict mode: every object lists all its properties as required and forbids others. */
  function strictObjects(node: Node, path = '$'): string[] {
    const errors: string[] = [];
    if (node.properties) {
      const keys = Object.keys(node.properties);
      if (JSON.stringify(node.required) !== JSON.stringify(keys)) errors.push(`${path}: required`);
      if ((node as { additionalProperties?: unknown }).additionalProperties !== false)
        errors.push(`${path}: additionalProperties`);
      for (const [k, v] of Object.entries(node.properties)) errors.push(...strictObjects(v, `${path}.${k}`));
    }
    for (const [i, v] of (node.anyOf ?? []).entries()) errors.push(...strictObjects(v, `${path}|${i}`));
    return errors;
  }

  it('is strict all the way down, without $schema', () => {
    const schema = contractJsonSchema();
    expect(schema.$schema).toBeUndefined();
    expect(strictObjects(schema as Node)).toEqual([]);
  });

  it('validates the same shape the zod schema parses', () => {
    expect(contractFieldsSchema.safeParse(nothing).success).toBe(true);
    expect(contractFieldsSchema.safeParse({ ...nothing, extra: 1 }).success).toBe(false);
    expect(contractFieldsSchema.safeParse({ ...nothing, base_pay: { amount: 1 } }).success).toBe(false);
  });
});

describe('fileKind', () => {
  const bytes = (...b: number[]) => new Uint8Array(b);
  const text = (s: string) => new TextEncoder().encode(s);
  it.each([
    ['PNG', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0), 'png'],
    ['JPEG', bytes(0xff, 0xd8, 0xff, 0xe0), 'jpeg'],
    ['PDF', text('%PDF-1.7\n'), 'pdf'],
    ['PDF after junk', text(`${' '.repeat(500)}%PDF-1.4`), 'pdf'],
    ['PDF marker too late', text(`${' '.repeat(1100)}%PDF-1.4`), null],
    ['text', text('hello'), null],
    ['empty', bytes(), null],
  ])('%s', (_label, data, kind) => expect(fileKind(data)).toBe(kind));
});
