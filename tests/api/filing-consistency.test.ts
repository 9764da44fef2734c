import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EarningsCard } from '@/components/dashboard/earnings-card';
import { EstimateAnswer } from '@/components/views/estimate-answer';
import { FilingOrder } from '@/components/views/filing-order';
import { StateIncomeTable } from '@/components/views/state-income-table';
import { WithholdingCheck } from '@/components/views/withholding-check';
import type { Ctx } from '@/lib/core/context';
import { getDb } from '@/lib/providers/db/client';
import { syncNotifications } from '@/lib/reminders/sync';
import type { FilingYear, GovernmentLine } from '@/lib/tax/engine';
import { usd } from '@/lib/tax/engine/money';
import { dashboardSummary } from '@/lib/views/dashboard-summary';
import { stateIncomeReport, taxEstimateView } from '@/lib/views/views';
import { caseArb, enterCase, NURSE, Y, type FilingCase } from '../helpers/filing-cases';
import {
  day,
  feedEvents,
  headlineOf,
  moneyWords,
  packetText,
  pdfWords,
  steps,
  testIdText,
  textOf,
} from '../helpers/filing-surfaces';

// One year, one answer (issue 38): for generated users and years, every surface states the balance of each
// government, the requirement of each return and its deadline exactly as the filing year does (GET
// /filing-year): the API views, the pages' server-rendered text (their services and components), the
// calendar feed, the audit packet's text and the notifications. A surface that applies a rule of its own
// (a reciprocal state "not required" while its refund is counted, a headline netted across governments, a
// feed without the city return) fails here. FILING_RUNS sets the number of generated cases.

const RUNS = Number(process.env.FILING_RUNS ?? 20);
const requirementWords = { must: 'Required', should: 'File to get your refund', not_needed: 'Not needed' };

async function ctxOf(userId: number): Promise<Ctx> {
  const db = await getDb();
  const user = await db.user.findUniqueOrThrow({ where: { id: userId } });
  return { db, user, userId, now: new Date(), requestId: 'filing-consistency' };
}

type User = Awaited<ReturnType<typeof enterCase>>;

async function apiViews(u: User, m: FilingYear) {
  const est = (await u.call('GET', `/api/v1/tax-estimate?year=${Y}`)).body;
  expect(est.governments, 'tax-estimate governments').toEqual(m.governments);
  expect(est.headline, 'tax-estimate headline').toEqual(m.headline);
  expect(est.takeHome, 'tax-estimate takeHome').toEqual(m.takeHome);
  const federal = m.governments.find((g) => g.kind === 'federal')!;
  expect(est.settlement.federal.balance, 'settlement federal').toBe(federal.balance);
  for (const g of m.governments.filter((l) => l.kind !== 'federal')) {
    const lines = g.kind === 'state' ? est.settlement.states : est.settlement.local;
    const line = lines.find((l: { state?: string; id?: string }) => `${g.kind}-${l.state ?? l.id}` === g.id);
    expect(line?.balance, `settlement ${g.id}`).toBe(g.balance);
  }
  const plan = m.estimatedPlans.find((p) => p.governmentId === 'federal');
  if (m.employmentType === '1099' && plan) {
    const model = plan.installments.map((q) => [q.quarter, q.dueDate, q.amount, q.paid, q.remaining]);
    const of = (qs: Array<Record<string, number | string>>) =>
      qs.map((q) => [q.quarter, q.dueDate, q.amount, q.paid, q.remaining]);
    expect(of(est.quarterlyPlan.quarters), 'quarterlyPlan').toEqual(model);
    expect(of(est.settlement.estimatedPlan.quarters), 'settlement.estimatedPlan').toEqual(model);
    expect(est.settlement.estimatedPlan.safeHarbor).toEqual(m.safeHarbor);
  }
  if (m.withholding) {
    const w = m.withholding;
    expect(est.withholdingCheck, 'withholdingCheck').toMatchObject({
      paychecksLeft: w.paychecksLeft,
      extraPerPaycheck: w.extraPerPaycheck,
      action: w.action,
      estimatedPayment: w.estimatedPayment,
      safeHarbor: m.safeHarbor,
    });
  }
  const si = (await u.call('GET', `/api/v1/state-income?year=${Y}`)).body;
  const states = m.governments.filter((g) => g.kind === 'state');
  expect(si.states.map((s: { state: string }) => `state-${s.state}`).sort()).toEqual(
    states.map((g) => g.id).sort(),
  );
  for (const g of states) {
    const s = si.states.find((row: { state: string }) => `state-${row.state}` === g.id);
    expect(s.filing, `state-income ${g.id}`).toEqual(g.filing);
    expect(
      [s.balance, s.income, s.filingRequired, s.filingDeadline, s.formName],
      `state-income ${g.id}`,
    ).toEqual([g.balance, g.income, g.filing.requirement === 'must', g.filing.deadline, g.filing.form]);
  }
  const pr = (await u.call('GET', `/api/v1/assignment-profitability?year=${Y}`)).body;
  for (const share of m.assignments) {
    const item = pr.assignments.find((a: { assignmentId: number }) => a.assignmentId === share.assignmentId);
    expect(item.totalTax, `profitability ${share.assignmentId}`).toBe(share.total);
    const lines = share.lines.filter((l) => l.amount !== 0);
    expect(
      item.taxLines.map((l: { governmentId: string; amount: number }) => [l.governmentId, l.amount]),
    ).toEqual(lines.map((l) => [l.governmentId, l.amount]));
  }
}

/** What a line's return reads on the estimate: "File PA-40 (nonresident) by Apr 15, 2027 to get it back". */
function returnWords(g: GovernmentLine): string {
  if (g.filing.requirement === 'not_needed') return 'No return needed';
  const when = g.filing.deadline ? ` by ${day(g.filing.deadline)}` : '';
  return `File ${g.filing.form ?? 'its return'}${when}${g.filing.requirement === 'should' ? ' to get it back' : ''}`;
}

async function pages(u: User, m: FilingYear) {
  const ctx = await ctxOf(u.id);
  const est = await taxEstimateView(ctx, Y);
  const answer = { governments: est.governments, headline: est.headline, paid: est.settlement.paid, year: Y };
  expect(testIdText(EstimateAnswer, answer, 'answer-headline'), 'estimate page headline').toBe(headlineOf(m));
  for (const g of m.governments) {
    const id = g.kind === 'federal' ? 'answer-federal' : `answer-${g.id}`;
    expect(testIdText(EstimateAnswer, answer, `${id}-return`), `estimate page ${g.id}`).toBe(returnWords(g));
  }
  if (est.withholdingCheck && m.withholding?.estimatedPayment) {
    const p = m.withholding.estimatedPayment;
    const advice = testIdText(
      WithholdingCheck,
      { check: est.withholdingCheck, year: Y },
      'withholding-advice',
    );
    expect(advice, 'withholding advice').toContain(
      `pay ${usd(p.amount)} with ${p.form} by ${day(p.dueDate)}`,
    );
  }
  const { view, governments } = await stateIncomeReport(ctx, Y);
  for (const g of m.governments.filter((l) => l.kind === 'state')) {
    const cell = testIdText(
      StateIncomeTable,
      { states: view.states, locale: 'en-US' },
      `state-filing-${g.state}`,
    );
    expect(cell, `state income page ${g.id}`).toBe(requirementWords[g.filing.requirement]);
  }
  const order = textOf(FilingOrder, { governments });
  let at = -1;
  for (const g of steps(m)) {
    const words = [g.name, g.filing.form, day(g.filing.deadline), moneyWords(g) ?? 'nothing owed'];
    const found = order.indexOf(`${g.name}${g.filing.form ? ` — ${g.filing.form}` : ''}`, at + 1);
    expect(found, `filing order step ${g.id} after the one before`).toBeGreaterThan(at);
    at = found;
    for (const w of words) if (w) expect(order, `filing order ${g.id}`).toContain(w);
  }
  for (const g of m.governments.filter((l) => l.order === null)) {
    expect(order, `filing order, no return: ${g.id}`).toContain(`${g.name}: ${g.filing.reason}`);
  }
  const dash = await dashboardSummary(ctx);
  expect([dash.headline, dash.takeHome], 'dashboard').toEqual([m.headline, m.takeHome]);
  const card = { year: Y, count: 1, takeHome: dash.takeHome, headline: dash.headline, advice: dash.advice };
  expect(textOf(EarningsCard, card), 'dashboard card').toContain(`When you file: ${headlineOf(m)}`);
}

async function feed(u: User, years: FilingYear[]) {
  const events = await feedEvents(u.call);
  for (const m of years) {
    for (const g of m.governments) {
      const returns = events.filter((e) => e.summary.startsWith(`${g.name} ${m.year} tax return`));
      if (g.order === null || g.filing.deadline === null) {
        expect(returns, `feed: no ${m.year} return for ${g.id}`).toEqual([]);
        continue;
      }
      expect(
        returns.map((e) => e.date),
        `feed: ${m.year} return of ${g.id}`,
      ).toEqual([g.filing.deadline]);
      const money =
        g.balance > 0
          ? `You owe ${usd(g.balance)}.`
          : g.balance < 0
            ? `You get ${usd(-g.balance)} back.`
            : '';
      expect(returns[0]!.description).toContain(money);
    }
    for (const d of m.dates.filter((x) => x.kind === 'payment')) {
      expect(
        events.some((e) => e.date === d.date && e.description.startsWith(d.title)),
        `feed: ${d.title}`,
      ).toBe(true);
    }
  }
}

async function packet(u: User, m: FilingYear) {
  const text = await packetText(u.token, Y);
  expect(text, 'packet headline').toContain(pdfWords(headlineOf(m)));
  for (const g of m.governments)
    expect(text, `packet ${g.id}`).toContain(pdfWords(`${g.name}: ${g.filing.reason}`));
}

async function notifications(u: User, years: FilingYear[]) {
  await syncNotifications(await getDb(), u.id, new Date());
  const list = (await u.call('GET', '/api/v1/notifications?limit=50')).body as Array<
    Record<string, string | null>
  >;
  const refunds = list
    .filter((n) => n.type === 'refund_to_claim' && n.resolved_at === null)
    .map((n) => n.title)
    .sort();
  const wanted = years.flatMap((m) =>
    m.governments
      .filter((g) => g.filing.requirement === 'should' && g.balance < 0)
      .map((g) => `File your ${m.year} ${g.name} return to get ${usd(-g.balance)} back`),
  );
  expect(refunds, 'refund notifications').toEqual(wanted.sort());
}

async function check(c: FilingCase) {
  const u = await enterCase(c);
  const m = (await u.call('GET', `/api/v1/filing-year?year=${Y}`)).body as FilingYear;
  const last = (await u.call('GET', `/api/v1/filing-year?year=${Y - 1}`)).body as FilingYear;
  await apiViews(u, m);
  await pages(u, m);
  await feed(u, [last, m]);
  await packet(u, m);
  await notifications(u, [last, m]);
  return m;
}

describe('one year, one answer', () => {
  it('issue 38’s nurse: told to file Pennsylvania for her refund and Columbus for what she owes, everywhere', async () => {
    const m = await check(NURSE);
    const pa = m.governments.find((g) => g.id === 'state-PA')!;
    expect([pa.filing.requirement, pa.filing.rule, pa.balance]).toEqual([
      'should',
      'reciprocity_refund',
      -97_767,
    ]);
    // Philadelphia's Wage Tax was all withheld (3.43% × 40,560.00 = 1,391.21): no return of its own
    expect(steps(m).map((g) => g.id)).toEqual(['federal', 'state-PA', 'state-OH', 'local-OH-columbus']);
    expect(m.governments.find((g) => g.id === 'local-OH-columbus')?.outcome).toBe('owe');
  });

  it('generated users and years: every surface states the model’s balances, returns and deadlines', async () => {
    await fc.assert(
      fc.asyncProperty(caseArb, async (c) => {
        await check(c);
      }),
      { numRuns: RUNS },
    );
  }, 600_000);
});
