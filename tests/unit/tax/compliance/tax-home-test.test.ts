import { describe, expect, it } from 'vitest';
import { taxHomeTest, type TaxHomeTestInput } from '@/lib/tax/compliance';

const home = {
  city: 'Austin',
  state: 'TX',
  rent_amount: 150000,
  last_visit_date: '2026-10-01',
  voter_reg: true,
  drivers_license_state: 'TX',
  property_rented_out: false,
};
const nearJob = {
  location: 'Round Rock',
  state: 'TX',
  start_date: '2025-06-01',
  end_date: '2025-08-31',
  milesFromHome: 18,
};
const full: TaxHomeTestInput = {
  today: '2026-11-26',
  taxHome: home,
  docTypes: ['lease', 'vehicle_registration', 'utility_bill'],
  costCount: 3,
  assignments: [nearJob],
};
const factor = (input: TaxHomeTestInput, key: string) => {
  const f = taxHomeTest(input).factors.find((x) => x.key === key);
  if (!f) throw new Error(key);
  return f;
};

describe('taxHomeTest (Rev. Rul. 73-529)', () => {
  it('all three factors: a tax home, nothing to improve', () => {
    const r = taxHomeTest(full);
    expect([r.verdict, r.factorsMet, r.toImprove]).toEqual(['tax_home', 3, []]);
  });

  it('no tax home: itinerant, every factor asks for the home', () => {
    const r = taxHomeTest({ ...full, taxHome: null });
    expect([r.verdict, r.factorsMet]).toEqual(['itinerant', 0]);
    expect(r.factors.every((f) => f.missing[0] === 'Add your tax home')).toBe(true);
  });

  describe('factor 1: work near home', () => {
    it('met by an assignment within 50 miles in the last 2 years, and names it', () => {
      const f = factor(full, 'work_near_home');
      expect(f.met).toBe(true);
      expect(f.evidence).toEqual([
        'Assignment in Round Rock, TX (Jun 1, 2025 to Aug 31, 2025), 18 miles from home',
      ]);
    });
    it('met by an assignment in the home city without ZIPs', () => {
      const a = { ...nearJob, location: ' austin ', milesFromHome: null };
      expect(factor({ ...full, assignments: [a] }, 'work_near_home').met).toBe(true);
    });
    it('not met at 51 miles, nor by work near home more than 2 years ago, nor with none', () => {
      expect(
        factor({ ...full, assignments: [{ ...nearJob, milesFromHome: 51 }] }, 'work_near_home').met,
      ).toBe(false);
      const old = { ...nearJob, start_date: '2024-06-01', end_date: '2024-11-25' };
      expect(factor({ ...full, assignments: [old] }, 'work_near_home').met).toBe(false);
      const f = factor({ ...full, assignments: [] }, 'work_near_home');
      expect(f.met).toBe(false);
      expect(f.missing[0]).toMatch(/within 50 miles of Austin/);
    });
    it('50 miles exactly is near', () => {
      expect(
        factor({ ...full, assignments: [{ ...nearJob, milesFromHome: 50 }] }, 'work_near_home').met,
      ).toBe(true);
    });
  });

  describe('factor 2: duplicated living expenses', () => {
    it('rent alone meets it; the lease and costs missing are listed', () => {
      const f = factor({ ...full, docTypes: [], costCount: 0 }, 'duplicated_expenses');
      expect(f.met).toBe(true);
      expect(f.missing).toEqual([
        'Upload your lease or a mortgage statement',
        'Record what you pay for the home while away (rent, utilities, insurance)',
      ]);
    });
    it('recorded costs alone meet it', () => {
      const f = factor({ ...full, taxHome: { ...home, rent_amount: 0 } }, 'duplicated_expenses');
      expect(f.met).toBe(true);
      expect(f.evidence).toEqual(['A lease or mortgage statement', '3 tax home costs recorded']);
    });
    it('no rent and no costs: not met, even with a lease', () => {
      const input = { ...full, taxHome: { ...home, rent_amount: 0 }, costCount: 0 };
      expect(factor(input, 'duplicated_expenses').met).toBe(false);
    });
    it('a home rented out fails it whatever is paid', () => {
      const f = factor({ ...full, taxHome: { ...home, property_rented_out: true } }, 'duplicated_expenses');
      expect(f.met).toBe(false);
      expect(f.missing[0]).toMatch(/rented out/);
    });
  });

  describe('factor 3: not abandoned', () => {
    const noTies = { ...home, voter_reg: false, drivers_license_state: 'CA' };
    it('a visit within 365 days meets it with no ties', () => {
      const f = factor(
        { ...full, taxHome: { ...noTies, last_visit_date: '2025-11-26' }, docTypes: [] },
        'not_abandoned',
      );
      expect(f.met).toBe(true);
      expect(f.evidence).toEqual(['Last visit Nov 26, 2025']);
    });
    it('366 days since the visit and under two ties: not met', () => {
      const input = {
        ...full,
        taxHome: { ...noTies, last_visit_date: '2025-11-25' },
        docTypes: ['vehicle_registration'],
      };
      const f = factor(input, 'not_abandoned');
      expect(f.met).toBe(false);
      expect(f.missing[0]).toBe('Visit home and log it: your last visit was 366 days ago');
    });
    it.each<[string, Partial<typeof home>, string[]]>([
      ['voter registration flag', { voter_reg: true }, []],
      ['voter registration document', {}, ['voter_registration']],
      ["driver's license state", { drivers_license_state: 'tx' }, []],
      ["driver's license document", {}, ['drivers_license']],
      ['vehicle registration', {}, ['vehicle_registration']],
      ['mail (a utility bill)', {}, ['utility_bill']],
      ['mail (a bank statement)', {}, ['bank_statement']],
    ])('with no visit: %s and mail... two ties meet it, one does not', (_label, over, docs) => {
      const base = { ...noTies, last_visit_date: null, ...over };
      expect(factor({ ...full, taxHome: base, docTypes: docs }, 'not_abandoned').met).toBe(false);
      const second = docs.includes('vehicle_registration') ? 'utility_bill' : 'vehicle_registration';
      expect(factor({ ...full, taxHome: base, docTypes: [...docs, second] }, 'not_abandoned').met).toBe(true);
    });
    it("the year's visits and days at home are its evidence, overlapping days once", () => {
      const f = factor(
        {
          ...full,
          taxHome: { ...noTies, last_visit_date: '2026-10-08' },
          docTypes: [],
          // In the 365 days to 2026-11-26: Oct 1-5 and Oct 4-8 (Oct 1-8: 8 days); Nov 2025's is before it.
          visits: [
            { arrived: '2026-10-01', left: '2026-10-05' },
            { arrived: '2026-10-04', left: '2026-10-08' },
            { arrived: '2025-11-01', left: '2025-11-03' },
          ],
        },
        'not_abandoned',
      );
      expect(f.evidence).toEqual([
        'Last visit Oct 8, 2026',
        '2 visits home and 8 days at home in the last 12 months',
      ]);
    });
    it('a visit date in the future is not a visit', () => {
      const f = factor(
        { ...full, taxHome: { ...noTies, last_visit_date: '2026-12-01' }, docTypes: [] },
        'not_abandoned',
      );
      expect(f.met).toBe(false);
    });
  });

  it('two factors: facts and circumstances, with what would change it', () => {
    const r = taxHomeTest({ ...full, assignments: [] });
    expect([r.verdict, r.factorsMet]).toEqual(['facts_and_circumstances', 2]);
    expect(r.toImprove).toHaveLength(1);
    expect(r.toImprove[0]).toMatch(/^You work near your home: /);
  });

  it('one factor: itinerant', () => {
    const r = taxHomeTest({ ...full, assignments: [], costCount: 0, taxHome: { ...home, rent_amount: 0 } });
    expect([r.verdict, r.factorsMet]).toEqual(['itinerant', 1]);
  });
});
