// Plain data shared by the upload components (client) and the upload server actions.

/** A file stored in the object store, as the record keeps it. */
export interface Attachment {
  key: string;
  name: string;
  type: string;
  size: number;
}

/** What the browser asks for before it uploads (the body of POST /<resource>/upload-url). */
export interface UploadRequest {
  file_name: string;
  content_type: string;
  file_size: number;
}

/** A signed address for one PUT, or why there is none. */
export type UploadTicket = { ok: true; uploadUrl: string; key: string } | { ok: false; message: string };

export type RequestUpload = (input: UploadRequest) => Promise<UploadTicket>;

/** A contract's reading as the assignment form uses it: the API's fields (pay in weekly cents). */
export type ContractReading = Record<
  | 'facility'
  | 'location'
  | 'state'
  | 'agency'
  | 'start_date'
  | 'end_date'
  | 'base_pay'
  | 'housing_stipend'
  | 'mie_stipend'
  | 'sign_on_bonus'
  | 'completion_bonus',
  string | number | null
>;

export type ContractAnalysis =
  { ok: true; fields: ContractReading } | { ok: false; reason: 'not_configured' | 'failed'; message: string };

/** A receipt's reading as the expense form uses it (POST /expenses/analyze-receipt). */
export interface ReceiptReading {
  date: string | null;
  merchant: string | null;
  /** Minor units of `currency`. */
  amount: number | null;
  currency: string | null;
  category: string | null;
}

export type ReceiptAnalysis =
  { ok: true; reading: ReceiptReading } | { ok: false; reason: 'not_configured' | 'failed'; message: string };

export const AI_NOT_CONFIGURED = 'AI reading is not configured on this server';
