import type { ReceiptReading } from '@/components/uploads/types';
import { api, putPhoto, type Outcome } from './api';
import type { Prefill } from './expense-form';

// A receipt photo into storage the way the expense form stores one (POST /expenses/upload-url, then one
// PUT to the signed address), and, online, read by the server (POST /expenses/analyze-receipt, whatever
// reads it there) to fill the form's empty fields. Browser only.

export async function uploadPhoto(photo: Blob, day: string): Promise<Outcome<string>> {
  const ticket = await api<{ uploadUrl: string; objstoreKey: string }>(
    'POST',
    '/api/v1/expenses/upload-url',
    {
      file_name: `receipt-${day}.jpg`,
      content_type: photo.type || 'image/jpeg',
      file_size: photo.size,
    },
  );
  if (!ticket.ok) return ticket;
  const put = await putPhoto(ticket.body.uploadUrl, photo);
  return put.ok ? { ok: true, status: 200, body: ticket.body.objstoreKey } : put;
}

/** The reading as the form's fields; a field it could not read stays for the worker to type. */
function prefillOf(r: ReceiptReading): Prefill {
  const usd = r.amount !== null && (r.currency === null || r.currency === 'USD');
  return {
    ...(usd && r.amount !== null && { amount: (r.amount / 100).toFixed(2) }),
    ...(r.date && { date: r.date }),
    ...(r.merchant && { description: r.merchant }),
    ...(r.category && { category: r.category }),
  };
}

export interface Uploaded {
  /** The photo's key in storage; null when it could not be uploaded now (it is sent with the receipt). */
  key: string | null;
  prefill: Prefill | null;
}

/** Upload now and read; every failure leaves the form as it is (the photo then goes with the queue). */
export async function uploadAndRead(photo: Blob, day: string): Promise<Uploaded> {
  const key = await uploadPhoto(photo, day);
  if (!key.ok) return { key: null, prefill: null };
  const read = await api<ReceiptReading>('POST', '/api/v1/expenses/analyze-receipt', {
    objstore_key: key.body,
  });
  return { key: key.body, prefill: read.ok ? prefillOf(read.body) : null };
}
