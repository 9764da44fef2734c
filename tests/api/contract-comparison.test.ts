import { describe, expect, it } from 'vitest';
import { newUser } from '../helpers/http';

describe('contract comparison', () => {
  it('picks the higher net take-home and saves an immutable snapshot', async () => {
    const u = await newUser();
    const a = { name: 'Dallas', state: 'TX', weeks: 13, base_pay: 150000 };
    const b = { name: 'Austin', state: 'TX', weeks: 13, hourly_rate: 5000, hours_per_week: 36 }; // 180,000/wk
    const calc = await u.call('POST', '/api/v1/tax-calculate', {
      body: { year: 2026, contract_a: a, contract_b: b },
    });
    expect(calc.status).toBe(200);
    expect(calc.body.winner).toBe(1);
    expect(calc.body.diff).toBe(calc.body.contractB.netTakeHome - calc.body.contractA.netTakeHome);
    expect(calc.body.contractB.grossComp).toBe(13 * 180_000);
    const saved = await u.call('POST', '/api/v1/comparisons', {
      body: { name: 'Texas', year: 2026, contract_a: a, contract_b: b },
    });
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({ name: 'Texas', year: 2026, winner: 1, diff: calc.body.diff });
    expect(JSON.parse(saved.body.contract_b).result.netTakeHome).toBe(calc.body.contractB.netTakeHome);
    const bad = await u.call('POST', '/api/v1/tax-calculate', {
      body: { year: 2026, contract_a: { ...a, state: 'ZZ' }, contract_b: b },
    });
    expect(bad.body.error.details[0].path).toBe('contract_a.state');
  });
});
