import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { newUser } from './http';
import { dispatch } from './router';

// A worker's year with attached files, written through the API: what the audit packet, the calendar
// feed, "export my data" and account deletion are tested on. `files` maps each stored key to its bytes.

export type TestUser = Awaited<ReturnType<typeof newUser>>;

/** Uploads bytes through the upload address of `path` (…/upload-url); answers the object key. */
export async function upload(u: TestUser, path: string, fileName: string, type: string, data: Uint8Array) {
  const res = await u.call('POST', path, {
    body: { file_name: fileName, content_type: type, file_size: data.length },
  });
  expect(res.status).toBe(200);
  const { uploadUrl, objstoreKey } = res.body as { uploadUrl: string; objstoreKey: string };
  const init = { method: 'PUT', body: new Uint8Array(data), headers: { 'content-type': type } };
  // The embedded store's address is one of our routes (called in process); an S3 address is a real server.
  const put = new URL(uploadUrl).pathname.startsWith('/api/files/')
    ? await dispatch(new Request(uploadUrl, init))
    : await fetch(uploadUrl, init);
  expect(put.status).toBe(200);
  return objstoreKey;
}

async function created(u: TestUser, path: string, body: object): Promise<{ id: number }> {
  const res = await u.call('POST', path, { body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: number };
}

/**
 * 2026: a tax home in Omaha with a lease on file, a Denver contract (with its PDF), a Walgreens receipt,
 * a tax home visit and a personal trip, January rent, and an RN license (with its scan).
 */
export async function fillYear(u: TestUser, label = 'Denver Health') {
  const files = new Map<string, Uint8Array>();
  const file = async (path: string, name: string, type: string) => {
    const data = new Uint8Array(randomBytes(200 + Math.floor(Math.random() * 100)));
    const key = await upload(u, path, name, type, data);
    files.set(key, data);
    return key;
  };
  await created(u, '/api/v1/tax-home', {
    address: '1234 Maple St',
    city: 'Omaha',
    state: 'NE',
    zip: '68102',
    rent_amount: 145000,
    last_visit_date: '2026-03-21',
    voter_reg: true,
    drivers_license_state: 'NE',
  });
  const lease = await file('/api/v1/tax-home-docs/upload-url', 'lease 2026.pdf', 'application/pdf');
  await created(u, '/api/v1/tax-home-docs', {
    doc_type: 'lease',
    title: 'Lease',
    date: '2026-01-02',
    objstore_key: lease,
    file_name: 'lease 2026.pdf',
    content_type: 'application/pdf',
    file_size: files.get(lease)?.length,
  });
  await created(u, '/api/v1/tax-home-costs', { category: 'rent', amount: 145000, month: 1, year: 2026 });
  const contract = await file('/api/v1/contracts/upload-url', 'contract.pdf', 'application/pdf');
  const assignment = await created(u, '/api/v1/assignments', {
    facility: label,
    location: 'Denver',
    state: 'CO',
    agency: 'Aya Healthcare',
    start_date: '2026-01-05',
    end_date: '2026-04-05',
    base_pay: 120000,
    housing_stipend: 140000,
    mie_stipend: 40000,
    contract_objstore_key: contract,
  });
  const receipt = await file('/api/v1/expenses/upload-url', 'receipt.jpg', 'image/jpeg');
  const expense = await created(u, '/api/v1/expenses', {
    date: '2026-03-14',
    category: 'supplies',
    amount: 1250,
    description: 'Walgreens',
    assignment_id: assignment.id,
    receipt_objstore_key: receipt,
  });
  await created(u, '/api/v1/expenses', { date: '2026-02-01', category: 'licensing', amount: 9000 });
  const trip = { date: '2026-03-20', miles: 541, origin: 'Denver, CO', destination: 'Omaha, NE' };
  await created(u, '/api/v1/mileage', { ...trip, purpose: 'tax_home_visit', assignment_id: assignment.id });
  await created(u, '/api/v1/mileage', { ...trip, date: '2026-03-22', miles: 12, purpose: 'personal' });
  const scan = await file('/api/v1/credentials/upload-url', 'rn.png', 'image/png');
  const credential = await created(u, '/api/v1/credentials', {
    type: 'license',
    name: 'RN license',
    state: 'CO',
    issue_date: '2025-09-01',
    expiration_date: '2027-08-31',
    objstore_key: scan,
    file_name: 'rn.png',
    content_type: 'image/png',
    file_size: files.get(scan)?.length,
  });
  return {
    files,
    assignmentId: assignment.id,
    expenseId: expense.id,
    credentialId: credential.id,
    keys: { lease, contract, receipt, scan },
  };
}
