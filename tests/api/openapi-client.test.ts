import { describe, expect, it } from 'vitest';
import { apiDocument } from '@/app/api/v1/document';
import { getDb } from '@/lib/providers/db/client';
import { newUser } from '../helpers/http';
import { apiClient, called, expectStatus as ok, must } from '../helpers/openapi-client';
import { dispatch } from '../helpers/router';

// Every operation of the document, called through a client generated from it (tests/generated/openapi.d.ts,
// kept current by tests/unit/openapi-tools.test.ts): if the document and the handlers part, this either
// stops type-checking or fails the contract check of the answer. Provider-backed operations may answer
// their documented 503 here (no OpenAI, Stripe or cron secret configured).

const year = 2026;
const id = (value: { id: number } | undefined) => ({ params: { path: { id: must(value).id } } });

describe('a client generated from the OpenAPI document', () => {
  it('calls every record operation', async () => {
    const api = apiClient((await newUser('client-records')).token);
    const a = (
      await ok(
        api.POST('/api/v1/assignments', {
          body: {
            facility: 'Denver Health',
            location: 'Denver',
            state: 'CO',
            start_date: '2026-01-05',
            end_date: '2026-04-05',
            base_pay: 90000,
          },
        }),
        201,
      )
    ).data;
    const e = (
      await ok(
        api.POST('/api/v1/expenses', {
          body: { date: '2026-02-14', category: 'licensing', amount: 12500, assignment_id: must(a).id },
        }),
        201,
      )
    ).data;
    const m = (
      await ok(
        api.POST('/api/v1/mileage', { body: { date: '2026-02-15', miles: 12, purpose: 'work_travel' } }),
        201,
      )
    ).data;
    const h = (
      await ok(
        api.POST('/api/v1/tax-home', {
          body: { address: '1 Main St', city: 'Omaha', state: 'NE', rent_amount: 90000 },
        }),
        201,
      )
    ).data;
    const d = (
      await ok(
        api.POST('/api/v1/tax-home-docs', {
          body: { doc_type: 'lease', title: 'Lease 2026', date: '2026-01-01' },
        }),
        201,
      )
    ).data;
    const c = (
      await ok(
        api.POST('/api/v1/tax-home-costs', { body: { category: 'rent', amount: 90000, month: 1, year } }),
        201,
      )
    ).data;
    const r = (
      await ok(
        api.POST('/api/v1/credentials', { body: { type: 'license', name: 'Registered Nurse', state: 'NE' } }),
        201,
      )
    ).data;
    const q = (
      await ok(api.POST('/api/v1/quarterly-payments', { body: { year, quarter: 1, amount: 250000 } }), 201)
    ).data;
    const v = (
      await ok(
        api.POST('/api/v1/tax-home-visits', {
          body: { arrived: '2026-02-14', left: '2026-02-16', mileage_trip_id: must(m).id },
        }),
        201,
      )
    ).data;

    const list = { params: { query: { year, limit: 10, offset: 0 } } };
    const page = { params: { query: { limit: 10, offset: 0, deleted: false } } };
    expect(must((await ok(api.GET('/api/v1/assignments', list))).data)).toHaveLength(1);
    await ok(api.GET('/api/v1/expenses', list));
    await ok(api.GET('/api/v1/mileage', list));
    await ok(api.GET('/api/v1/tax-home', page));
    await ok(api.GET('/api/v1/tax-home-docs', list));
    await ok(api.GET('/api/v1/tax-home-costs', list));
    await ok(api.GET('/api/v1/credentials', page));
    await ok(api.GET('/api/v1/quarterly-payments', list));
    await ok(api.GET('/api/v1/tax-home-visits', list));
    await ok(api.GET('/api/v1/tax-home-visits/summary'));

    await ok(api.GET('/api/v1/assignments/{id}', id(a)));
    await ok(api.GET('/api/v1/expenses/{id}', id(e)));
    await ok(api.GET('/api/v1/mileage/{id}', id(m)));
    await ok(api.GET('/api/v1/tax-home/{id}', id(h)));
    await ok(api.GET('/api/v1/tax-home-docs/{id}', id(d)));
    await ok(api.GET('/api/v1/tax-home-costs/{id}', id(c)));
    await ok(api.GET('/api/v1/credentials/{id}', id(r)));
    await ok(api.GET('/api/v1/quarterly-payments/{id}', id(q)));
    await ok(api.GET('/api/v1/tax-home-visits/{id}', id(v)));

    // The tax home's views (issue 18): the IRS test, eligibility, receipts, distance, an extension, the cost.
    const yearQ = { params: { query: { year } } };
    await ok(api.GET('/api/v1/tax-home/test'));
    await ok(api.GET('/api/v1/stipend-eligibility', yearQ));
    await ok(api.GET('/api/v1/expenses/receipt-flags', yearQ));
    await ok(api.GET('/api/v1/tax-home/cost-benefit', yearQ));
    await ok(api.GET('/api/v1/tax-home/visit-suggestions'));
    await ok(api.GET('/api/v1/assignments/{id}/distance', id(a)));
    await ok(
      api.GET('/api/v1/assignments/{id}/extension', { params: { ...id(a).params, query: { weeks: 4 } } }),
    );

    await ok(api.PATCH('/api/v1/assignments/{id}', { ...id(a), body: { agency: 'Aya Healthcare' } }));
    await ok(api.PATCH('/api/v1/expenses/{id}', { ...id(e), body: { amount: 13000 } }));
    await ok(api.PATCH('/api/v1/mileage/{id}', { ...id(m), body: { miles: 14 } }));
    await ok(api.PATCH('/api/v1/tax-home/{id}', { ...id(h), body: { voter_reg: true } }));
    await ok(api.PATCH('/api/v1/tax-home-docs/{id}', { ...id(d), body: { title: 'Lease 2026–27' } }));
    await ok(api.PATCH('/api/v1/tax-home-costs/{id}', { ...id(c), body: { amount: 95000 } }));
    await ok(api.PATCH('/api/v1/credentials/{id}', { ...id(r), body: { expiration_date: '2027-10-31' } }));
    await ok(api.PATCH('/api/v1/quarterly-payments/{id}', { ...id(q), body: { paid_date: '2026-04-10' } }));
    await ok(api.PATCH('/api/v1/tax-home-visits/{id}', { ...id(v), body: { notes: 'Dentist' } }));
    await ok(api.DELETE('/api/v1/tax-home-visits/{id}', id(v)), 204);
    await ok(api.PATCH('/api/v1/tax-home-visits/{id}/restore', id(v)));

    await ok(api.DELETE('/api/v1/expenses/{id}', id(e)), 204);
    await ok(api.DELETE('/api/v1/mileage/{id}', id(m)), 204);
    await ok(api.DELETE('/api/v1/tax-home/{id}', id(h)), 204);
    await ok(api.DELETE('/api/v1/tax-home-docs/{id}', id(d)), 204);
    await ok(api.DELETE('/api/v1/tax-home-costs/{id}', id(c)), 204);
    await ok(api.DELETE('/api/v1/credentials/{id}', id(r)), 204);
    await ok(api.DELETE('/api/v1/quarterly-payments/{id}', id(q)), 204);
    await ok(api.DELETE('/api/v1/assignments/{id}', id(a)), 204);
    await ok(api.PATCH('/api/v1/assignments/{id}/restore', id(a)));
    await ok(api.PATCH('/api/v1/expenses/{id}/restore', id(e)));
    await ok(api.PATCH('/api/v1/mileage/{id}/restore', id(m)));
    await ok(api.PATCH('/api/v1/tax-home/{id}/restore', id(h)));
    await ok(api.PATCH('/api/v1/tax-home-docs/{id}/restore', id(d)));
    await ok(api.PATCH('/api/v1/tax-home-costs/{id}/restore', id(c)));
    await ok(api.PATCH('/api/v1/credentials/{id}/restore', id(r)));
    await ok(api.PATCH('/api/v1/quarterly-payments/{id}/restore', id(q)));

    const w2 = { agency: 'Aya Healthcare', year, kind: 'w2' as const, box1_wages: 4_512_000 };
    const doc = (await ok(api.POST('/api/v1/income-documents', { body: w2 }), 201)).data;
    await ok(api.GET('/api/v1/income-documents', list));
    await ok(api.GET('/api/v1/income-documents/{id}', id(doc)));
    await ok(api.PATCH('/api/v1/income-documents/{id}', { ...id(doc), body: { box1_wages: 4_600_000 } }));
    await ok(api.DELETE('/api/v1/income-documents/{id}', id(doc)), 204);
    await ok(api.PATCH('/api/v1/income-documents/{id}/restore', id(doc)));
    await ok(api.GET('/api/v1/income-documents/checklist', { params: { query: { year } } }));
    await ok(api.GET('/api/v1/income-documents/reconciliation', { params: { query: { year } } }));
    const pdf = { file_name: 'w2.pdf', content_type: 'application/pdf' as const, file_size: 4 };
    await ok(api.POST('/api/v1/income-documents/upload-url', { body: pdf }));

    // A CSV import: upload, preview, change, commit, undo, restore.
    const csv = 'Date,Description,Amount\n01/05/2026,SHELL OIL,-45.10\n';
    const file = { file_name: 'card.csv', content_type: 'text/csv' as const, file_size: csv.length };
    const upload = must((await ok(api.POST('/api/v1/imports/upload-url', { body: file }))).data);
    const put = new Request(upload.uploadUrl, {
      method: 'PUT',
      body: csv,
      headers: { 'content-type': 'text/csv' },
    });
    expect((await dispatch(put)).status).toBe(200);
    const imp = (
      await ok(
        api.POST('/api/v1/imports', { body: { objstore_key: upload.objstoreKey, kind: 'expenses' } }),
        201,
      )
    ).data;
    await ok(api.GET('/api/v1/imports', page));
    await ok(api.GET('/api/v1/imports/{id}', id(imp)));
    await ok(api.PATCH('/api/v1/imports/{id}', { ...id(imp), body: { default_category: 'travel' } }));
    await ok(api.POST('/api/v1/imports/{id}/commit', id(imp)), 200, 422);
    await ok(api.POST('/api/v1/imports/{id}/undo', id(imp)), 200, 409);
    await ok(api.PATCH('/api/v1/imports/{id}/restore', id(imp)), 200, 409);
    // An import's key is no receipt's: 404 (503 only on a server that reads no receipts at all).
    await ok(
      api.POST('/api/v1/expenses/analyze-receipt', { body: { objstore_key: upload.objstoreKey } }),
      404,
      503,
    );
  });

  it('calls every computed view, comparison and notification operation', async () => {
    const user = await newUser('client-views');
    const api = apiClient(user.token);
    const contract = { name: 'Denver ICU', state: 'CO' as const, weeks: 13, base_pay: 90000 };
    const pair = {
      year,
      contract_a: contract,
      contract_b: { ...contract, name: 'Phoenix ER', state: 'AZ' as const },
    };
    await ok(api.GET('/api/v1/dashboard'));
    await ok(api.GET('/api/v1/assignment-profitability', { params: { query: { year } } }));
    await ok(api.GET('/api/v1/state-income', { params: { query: { year } } }));
    await ok(api.GET('/api/v1/tax-estimate', { params: { query: { year } } }));
    const filing = must((await ok(api.GET('/api/v1/filing-year', { params: { query: { year } } }))).data);
    expect(filing.governments[0]?.id).toBe('federal');
    await ok(api.GET('/api/v1/mileage/summary', { params: { query: { year } } }));
    await ok(api.GET('/api/v1/location-durations'));
    const denver = { place: { state: 'CO' as const, city: 'Denver', date: '2026-03-02' } };
    expect(must((await ok(api.GET('/api/v1/per-diem', { params: { query: denver } }))).data).area).toMatch(
      /Denver/,
    );
    await ok(api.GET('/api/v1/per-diem', { params: { query: { place: { zip: '80204' } } } }));
    expect(must((await ok(api.POST('/api/v1/tax-calculate', { body: pair }))).data).winner).toBe(0);

    const saved = (
      await ok(api.POST('/api/v1/comparisons', { body: { ...pair, name: 'Denver vs Phoenix' } }), 201)
    ).data;
    await ok(api.GET('/api/v1/comparisons', { params: { query: { limit: 5 } } }));
    await ok(api.GET('/api/v1/comparisons/{id}', id(saved)));
    await ok(api.DELETE('/api/v1/comparisons/{id}', id(saved)), 204);
    await ok(api.PATCH('/api/v1/comparisons/{id}/restore', id(saved)));

    const note = await (
      await getDb()
    ).notification.create({
      data: {
        user_id: user.id,
        type: 'missing_docs',
        subject: 'taxhome',
        severity: 'info',
        title: 't',
        body: 'b',
      },
    });
    await ok(api.GET('/api/v1/notifications', { params: { query: { page: 1, limit: 20 } } }));
    await ok(api.GET('/api/v1/notifications/{id}', id(note)));
    await ok(api.PATCH('/api/v1/notifications/{id}', { ...id(note), body: { read: true } }));
    await ok(api.POST('/api/v1/notifications/read-all'));
    await ok(api.DELETE('/api/v1/notifications/{id}', id(note)), 204);
    await ok(api.PATCH('/api/v1/notifications/{id}/restore', id(note)));
  });

  it('calls every account, file, billing and system operation', async () => {
    const api = apiClient((await newUser('client-account')).token);
    const open = apiClient();
    expect(must((await ok(open.GET('/api/v1/health'))).data).status).toBe('ok');
    expect(must((await ok(open.GET('/api/v1/openapi.json'))).data).openapi).toBe('3.1.0');
    await ok(api.GET('/api/v1/me'));
    await ok(api.PATCH('/api/v1/me', { body: { first_name: 'Maya', filing_status: 'single' } }));
    await ok(api.PATCH('/api/v1/me/theme', { body: { theme: 'dark' } }));
    const household = { params: { path: { year } } };
    await ok(api.PUT('/api/v1/household/{year}', { ...household, body: { spouse_wages: 7_000_000 } }));
    await ok(api.PATCH('/api/v1/household/{year}', { ...household, body: { dependents_under_17: 2 } }));
    expect(must((await ok(api.GET('/api/v1/household/{year}', household))).data)).toMatchObject({
      spouse_wages: 7_000_000,
      dependents_under_17: 2,
    });

    const file = { file_name: 'lease.pdf', content_type: 'application/pdf' as const, file_size: 4 };
    await ok(api.POST('/api/v1/credentials/upload-url', { body: file }));
    await ok(api.POST('/api/v1/tax-home-docs/upload-url', { body: file }));
    await ok(api.POST('/api/v1/expenses/upload-url', { body: { ...file, content_type: 'image/png' } }));
    const upload = must((await ok(api.POST('/api/v1/contracts/upload-url', { body: file }))).data);
    const put = new Request(upload.uploadUrl, {
      method: 'PUT',
      body: '%PDF',
      headers: { 'content-type': 'application/pdf' },
    });
    expect((await dispatch(put)).status).toBe(200);
    await ok(api.POST('/api/v1/files/download-url', { body: { objstore_key: upload.objstoreKey } }));
    await ok(api.GET('/api/v1/contracts/status'));
    await ok(
      api.POST('/api/v1/contracts/analyze', { body: { objstore_key: upload.objstoreKey } }),
      200,
      422,
      503,
    );

    await ok(api.POST('/api/v1/billing/checkout'), 200, 503);
    await ok(api.POST('/api/v1/billing/portal'), 400, 503);
    const event = { id: 'evt_client', type: 'ping', data: { object: {} } };
    const signed = { body: event, params: { header: { 'Stripe-Signature': 't=1,v1=0' } } };
    await ok(open.POST('/api/v1/webhooks/stripe', signed), 400, 503);
    await ok(open.POST('/api/v1/cron/notifications'), 401, 503);

    // File answers (the trial makes the new user Pro), the calendar address, then the account's end.
    await ok(api.GET('/api/v1/audit-packet', { params: { query: { year: 2026 } }, parseAs: 'blob' }));
    await ok(api.GET('/api/v1/audit-packet.zip', { params: { query: { year: 2026 } }, parseAs: 'blob' }));
    await ok(api.GET('/api/v1/me/export', { parseAs: 'blob' }));
    expect(must((await ok(api.POST('/api/v1/me/calendar-secret'))).data).url).toMatch(/\.ics$/);
    await ok(api.DELETE('/api/v1/me/calendar-secret'), 204);
    await ok(api.DELETE('/api/v1/me', { body: { confirm: 'DELETE' } }));
  });

  it('called every operation the document describes', () => {
    const documented = Object.entries(apiDocument().paths).flatMap(([p, item]) =>
      Object.keys(item).map((m) => `${m.toUpperCase()} ${p}`),
    );
    expect([...called].sort()).toEqual(documented.sort());
  });
});
