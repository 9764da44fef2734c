// Generated from the OpenAPI document by `npm run openapi:types` (openapi-typescript): do not edit.
// tests/unit/openapi-tools.test.ts fails when it is out of date.

export interface paths {
  '/api/v1/assignment-profitability': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Assignment profitability
     * @description Net profit per assignment in the year: grossComp − totalTax − linkedExpenses. The federal tax (and FICA or SE tax) is computed once for the year, then allocated in proportion to taxable income.
     */
    get: operations['getAssignmentProfitability'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/assignments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List assignments
     * @description Newest first. `status` follows the dates (upcoming → active → complete) and never moves backwards; `contract_objstore_key` must be a key from POST /contracts/upload-url (else 404).
     */
    get: operations['listAssignments'];
    put?: never;
    /**
     * Create an assignment
     * @description `status` follows the dates (upcoming → active → complete) and never moves backwards; `contract_objstore_key` must be a key from POST /contracts/upload-url (else 404).
     */
    post: operations['createAssignment'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/assignments/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get an assignment */
    get: operations['getAssignment'];
    put?: never;
    post?: never;
    /**
     * Delete an assignment
     * @description Soft delete: the record moves to the trash (`?deleted=true` on the list) and can be restored.
     */
    delete: operations['deleteAssignment'];
    options?: never;
    head?: never;
    /**
     * Update an assignment
     * @description Partial: send only the fields to change; answers with the whole record.
     */
    patch: operations['updateAssignment'];
    trace?: never;
  };
  '/api/v1/assignments/{id}/restore': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Restore an assignment
     * @description Undoes a delete; also 200 for a record that is not deleted.
     */
    patch: operations['restoreAssignment'];
    trace?: never;
  };
  '/api/v1/assignments/{id}/distance': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Distance from the tax home
     * @description Miles between the ZIP centroids of the tax home and the assignment. `near` within 50 miles or in the tax home's city: no law sets a 50-mile rule, but many agencies use one; the IRS asks whether the work needs you to sleep away from home.
     */
    get: operations['getAssignmentDistance'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/assignments/{id}/extension': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Simulate an extension
     * @description The contract extended by `weeks`: distinct days at its city in the 24 months, the first end date that passes 365 days, and from the tax engine the stipends that would become taxable and the tax on them (work expected to pass a year is indefinite from the start). Nothing is saved. For a 1099 worker the stipends are income either way: `stipendsBecomingTaxable` and `extraTax` are 0.
     */
    get: operations['simulateAssignmentExtension'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/audit-packet': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Audit packet (PDF)
     * @description One PDF for a tax preparer or an IRS examiner: a cover with the audit-readiness score, the tax home and its documents, visits, tax home costs by month, assignments with their GSA checks and stipend status, the 12-month table, the mileage log (date, destination, business purpose, miles, with totals), expenses by category, income documents and their reconciliation, states to file with forms and deadlines, and the audit checklist. A heavy year takes a second or two.
     */
    get: operations['getAuditPacket'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/audit-packet.zip': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Audit packet with every attached file (ZIP)
     * @description The same PDF, plus the year's receipts, contracts and income documents (W-2s, 1099s), the tax home's documents and the credentials valid during the year, streamed as one ZIP. Files are named for a tax preparer: `receipts/2026-03-14 Walgreens 12.50 #123.jpg` (date, description, amount, expense id), `tax-home/2026-01 Lease #7.pdf`, `contracts/2026-01-05 Denver Health #4.pdf`, `credentials/RN license CO exp 2027-08-31 #9.pdf`, `income/2026 W-2 Aya Healthcare #3.pdf`; `README.txt` lists any file a record names but storage lacks.
     */
    get: operations['getAuditPacketZip'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/billing/checkout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Start a Pro subscription
     * @description No body. The address of a Stripe Checkout session for the Pro price.
     */
    post: operations['billingCheckout'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/billing/portal': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Manage your subscription
     * @description No body. The address of the Stripe customer portal; 400 `no_customer` if you never subscribed.
     */
    post: operations['billingPortal'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/comparisons': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List comparisons
     * @description Newest first. Saved comparisons are immutable snapshots: create one with POST /comparisons; there is no PATCH.
     */
    get: operations['listComparisons'];
    put?: never;
    /**
     * Save a contract comparison
     * @description Computes the comparison like POST /tax-calculate and saves it as an immutable snapshot: `winner`, `diff` (cents) and each contract’s inputs and results as the JSON strings `contract_a` and `contract_b`.
     */
    post: operations['createComparison'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/comparisons/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get a comparison */
    get: operations['getComparison'];
    put?: never;
    post?: never;
    /**
     * Delete a comparison
     * @description Soft delete: the record moves to the trash (`?deleted=true` on the list) and can be restored.
     */
    delete: operations['deleteComparison'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/comparisons/{id}/restore': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Restore a comparison
     * @description Undoes a delete; also 200 for a record that is not deleted.
     */
    patch: operations['restoreComparison'];
    trace?: never;
  };
  '/api/v1/contracts/analyze': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Extract assignment fields from a contract
     * @description Reads an uploaded contract with the AI model when one is configured, otherwise (or while it is down) with the server's own text recognition and rules; `source` says which. Pay is converted to weekly cents (hourly × the stated hours or 36, daily × 7, monthly ÷ 4.33); a field that cannot be read is null. 404 for a key that is not yours.
     */
    post: operations['analyzeContract'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/contracts/status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Is contract analysis available? */
    get: operations['getContractsStatus'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/contracts/upload-url': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Upload address for a contract (for POST /contracts/analyze)
     * @description Step 1 of an upload: a presigned address, valid 15 minutes. Step 2: `PUT` the file bytes to `uploadUrl` with the same `Content-Type` and a `Content-Length` of `file_size` (1 byte to 25 MiB; the signature enforces both). Step 3: store `objstoreKey` on the record. Each upload gets a fresh key.
     */
    post: operations['contractsUploadUrl'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/credentials': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List credentials
     * @description Newest first. `status` is computed: expired, expiring (within 90 days) or valid.
     */
    get: operations['listCredentials'];
    put?: never;
    /**
     * Create a credential
     * @description `status` is computed: expired, expiring (within 90 days) or valid.
     */
    post: operations['createCredential'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/credentials/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get a credential */
    get: operations['getCredential'];
    put?: never;
    post?: never;
    /**
     * Delete a credential
     * @description Soft delete: the record moves to the trash (`?deleted=true` on the list) and can be restored.
     */
    delete: operations['deleteCredential'];
    options?: never;
    head?: never;
    /**
     * Update a credential
     * @description Partial: send only the fields to change; answers with the whole record.
     */
    patch: operations['updateCredential'];
    trace?: never;
  };
  '/api/v1/credentials/{id}/restore': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Restore a credential
     * @description Undoes a delete; also 200 for a record that is not deleted.
     */
    patch: operations['restoreCredential'];
    trace?: never;
  };
  '/api/v1/credentials/upload-url': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Upload address for a credential document
     * @description Step 1 of an upload: a presigned address, valid 15 minutes. Step 2: `PUT` the file bytes to `uploadUrl` with the same `Content-Type` and a `Content-Length` of `file_size` (1 byte to 25 MiB; the signature enforces both). Step 3: store `objstoreKey` on the record. Each upload gets a fresh key.
     */
    post: operations['credentialsUploadUrl'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/cron/notifications': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Queue today’s run of the daily jobs
     * @description For a scheduler: authenticated by `Authorization: Bearer <CRON_SECRET>`, not a user token; 503 when CRON_SECRET is not set. Queues the day’s run (each user’s notifications re-evaluated, digests sent) and answers at once; the job workers do the work. The run happens once per UTC day however often this is called, and the app also starts it by itself at 06:00 UTC. Also removes the stored files of erased accounts that could not be removed before (`file_deletions`), trying each folder again after a growing wait.
     */
    post: operations['runNotificationRules'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/dashboard': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Dashboard
     * @description The current year's records (newest first, at most 100 of each kind), the current tax home and the audit readiness score: 11 criteria over all of your records.
     */
    get: operations['getDashboard'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/expenses': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List expenses
     * @description Newest first. `assignment_id` must name one of your assignments (else 400); `receipt_objstore_key` comes from POST /expenses/upload-url.
     */
    get: operations['listExpenses'];
    put?: never;
    /**
     * Create an expense
     * @description `assignment_id` must name one of your assignments (else 400); `receipt_objstore_key` comes from POST /expenses/upload-url.
     */
    post: operations['createExpense'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/expenses/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get an expense */
    get: operations['getExpense'];
    put?: never;
    post?: never;
    /**
     * Delete an expense
     * @description Soft delete: the record moves to the trash (`?deleted=true` on the list) and can be restored.
     */
    delete: operations['deleteExpense'];
    options?: never;
    head?: never;
    /**
     * Update an expense
     * @description Partial: send only the fields to change; answers with the whole record.
     */
    patch: operations['updateExpense'];
    trace?: never;
  };
  '/api/v1/expenses/{id}/restore': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Restore an expense
     * @description Undoes a delete; also 200 for a record that is not deleted.
     */
    patch: operations['restoreExpense'];
    trace?: never;
  };
  '/api/v1/expenses/analyze-receipt': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Read a receipt
     * @description Reads a receipt uploaded through POST /expenses/upload-url (JPEG, PNG, WebP or PDF): date, merchant, total in cents with its currency, and a suggested category; a field it cannot read is null. The AI model reads it when one is configured, otherwise (or while it is down) the server's own text recognition and rules; `source` says which. 422 `unprocessable_receipt` when nothing can be read, or for a photo over 50 megapixels; 503 `not_configured` only when the server reads no receipts at all.
     */
    post: operations['analyzeReceipt'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/expenses/receipt-flags': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Expenses that need a receipt
     * @description The year's expenses an auditor would reject as recorded, newest first: lodging without a receipt (any amount), any other expense of $75 or more without one, and meals of a W-2 worker (not deductible). Each says what to do. Paginated like every list (limit and offset); `total` and X-Total-Count give how many are flagged in all.
     */
    get: operations['getReceiptFlags'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/expenses/upload-url': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Upload address for an expense receipt
     * @description Step 1 of an upload: a presigned address, valid 15 minutes. Step 2: `PUT` the file bytes to `uploadUrl` with the same `Content-Type` and a `Content-Length` of `file_size` (1 byte to 25 MiB; the signature enforces both). Step 3: store `objstoreKey` on the record. Each upload gets a fresh key.
     */
    post: operations['expensesUploadUrl'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/files/download-url': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Download address of one of your files
     * @description A presigned GET address, valid 5 minutes; 404 for a key that is not yours or was never uploaded.
     */
    post: operations['fileDownloadUrl'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/filing-year': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The year’s returns, one government at a time
     * @description The one model of the year every other view reads: for federal, each state and each local tax, its tax, what was paid, the balance (never netted across governments) and whether a return must be filed, should be (money comes back only with one) or is not needed, with the form, deadline and reason; the order of filing; the estimated-tax plans; the withholding advice; the safe harbor and the last year it rests on; each assignment’s share of every tax; every date to file or pay.
     */
    get: operations['getFilingYear'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/imports': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Import history
     * @description Your imports, newest first, with their status and counts (no preview).
     */
    get: operations['listImports'];
    put?: never;
    /**
     * Preview a CSV import
     * @description Reads a CSV uploaded through POST /imports/upload-url: detects the encoding (UTF-8 with or without BOM, UTF-16 with BOM, Windows-1252), the delimiter, the header line, the date format and the amount style, maps the columns and the source’s category (or purpose) words, and answers the preview: every row’s status (ready, failing with the reason, likely duplicate, skipped). Nothing is written until commit.
     */
    post: operations['createImport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/imports/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get an import and its preview */
    get: operations['getImport'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Change the mapping (a new preview)
     * @description Any of: `mapping` (field → column name, or null), `date_format`, `expense_sign`, `default_category` / `default_purpose`, `category_map` / `purpose_map` (source word → category, purpose or `skip`; merged into the stored map), `skip_lines`, `include_lines` (duplicates to import anyway). 409 once committed.
     */
    patch: operations['updateImport'];
    trace?: never;
  };
  '/api/v1/imports/{id}/commit': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Import the ready rows
     * @description Writes every ready row of the preview in one transaction, each tagged with the import (import_id); 409 when already committed, 422 when no row is ready.
     */
    post: operations['commitImport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/imports/{id}/restore': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Restore an undone import
     * @description Brings back exactly the rows its undo removed and marks it committed again; 200 on a committed import.
     */
    patch: operations['restoreImport'];
    trace?: never;
  };
  '/api/v1/imports/{id}/undo': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Undo an import
     * @description Soft-deletes every row the import wrote (they show in each list trash) and marks it undone; again on an undone import is a 200 no-op; 409 for an import never committed.
     */
    post: operations['undoImport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/imports/upload-url': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Upload address for a CSV file to import (expenses or trips)
     * @description Step 1 of an upload: a presigned address, valid 15 minutes. Step 2: `PUT` the file bytes to `uploadUrl` with the same `Content-Type` and a `Content-Length` of `file_size` (1 byte to 25 MiB; the signature enforces both). Step 3: store `objstoreKey` on the record. Each upload gets a fresh key.
     */
    post: operations['importsUploadUrl'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/income-documents': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List income documents
     * @description Newest first. W-2s, 1099s and pay stubs with the figures typed from them (cents). A pay stub with a `pay_date` holds year-to-date figures (box 1 wages, box 2 and each state line’s withholding), projected to the year’s end in the tax estimate. `objstore_key` must be a key from POST /income-documents/upload-url (else 404).
     */
    get: operations['listIncomeDocuments'];
    put?: never;
    /**
     * Create an income document
     * @description W-2s, 1099s and pay stubs with the figures typed from them (cents). A pay stub with a `pay_date` holds year-to-date figures (box 1 wages, box 2 and each state line’s withholding), projected to the year’s end in the tax estimate. `objstore_key` must be a key from POST /income-documents/upload-url (else 404).
     */
    post: operations['createIncomeDocument'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/income-documents/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get an income document */
    get: operations['getIncomeDocument'];
    put?: never;
    post?: never;
    /**
     * Delete an income document
     * @description Soft delete: the record moves to the trash (`?deleted=true` on the list) and can be restored.
     */
    delete: operations['deleteIncomeDocument'];
    options?: never;
    head?: never;
    /**
     * Update an income document
     * @description Partial: send only the fields to change; answers with the whole record.
     */
    patch: operations['updateIncomeDocument'];
    trace?: never;
  };
  '/api/v1/income-documents/{id}/restore': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Restore an income document
     * @description Undoes a delete; also 200 for a record that is not deleted.
     */
    patch: operations['restoreIncomeDocument'];
    trace?: never;
  };
  '/api/v1/income-documents/checklist': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Documents to expect
     * @description One item per agency the year assignments name: a W-2 for W-2 workers, a 1099-NEC (or 1099-MISC) for 1099 workers, received or missing.
     */
    get: operations['getIncomeChecklist'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/income-documents/reconciliation': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Documents against the app figures
     * @description Per agency: W-2 box 1 against the taxable wages the tax engine computes for its assignments (1099 workers: the 1099 amount against gross pay), the difference, and its likely reasons in words.
     */
    get: operations['getIncomeReconciliation'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/income-documents/upload-url': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Upload address for an income document (W-2, 1099, pay stub)
     * @description Step 1 of an upload: a presigned address, valid 15 minutes. Step 2: `PUT` the file bytes to `uploadUrl` with the same `Content-Type` and a `Content-Length` of `file_size` (1 byte to 25 MiB; the signature enforces both). Step 3: store `objstoreKey` on the record. Each upload gets a fresh key.
     */
    post: operations['incomeDocumentsUploadUrl'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/health': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Health check
     * @description No token and no rate limit. 503 with `"database":"down"` when the database does not answer.
     */
    get: operations['getHealth'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/household/{year}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Your household for a tax year
     * @description Every field is optional: what is left null is not counted, and a year with nothing entered is computed exactly as before. The spouse’s figures count on a married-joint return only.
     */
    get: operations['getHousehold'];
    /**
     * Save your household for a tax year
     * @description Replaces the whole profile: a field left out is cleared. Every field is optional: what is left null is not counted, and a year with nothing entered is computed exactly as before. The spouse’s figures count on a married-joint return only.
     */
    put: operations['replaceHousehold'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Change part of your household for a tax year
     * @description Changes only the fields sent (null clears one). Every field is optional: what is left null is not counted, and a year with nothing entered is computed exactly as before. The spouse’s figures count on a married-joint return only.
     */
    patch: operations['updateHousehold'];
    trace?: never;
  };
  '/api/v1/location-durations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Days per location (12-month rule)
     * @description Days worked per city and state inside the rolling 24 months ending today: `safe` under 270 days, `approaching` from 270 to 365, `exceeds` above 365. Not year-filtered; a JSON array, not paginated.
     */
    get: operations['getLocationDurations'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/me': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Your profile
     * @description `plan` reads `pro` during the trial (`trial_ends_at`) and for subscribers.
     */
    get: operations['getMe'];
    put?: never;
    post?: never;
    /**
     * Delete your account
     * @description Erases the account for good (the one delete that is not a soft delete): cancels the Stripe subscription, then deletes every record of every kind and the account in one transaction, which also ends every way into the account (API tokens of the built-in sign-in, browser sessions, the calendar feed address, password reset links). The stored files go after that: when storage fails, `filesPending` is true and a background job removes them later. A failure before the commit (503 for Stripe) deletes nothing; sending the request again finishes the job. Backups: Travel Ledger keeps no backups of its own. If the people who run this server back up its database or file storage, copies made before today keep your data until those backups expire; they are never used to bring your account back. Stripe keeps its record of past payments, as tax law requires.
     */
    delete: operations['deleteMe'];
    options?: never;
    head?: never;
    /**
     * Update your profile
     * @description Employment type and filing status change how every tax figure is computed.
     */
    patch: operations['updateMe'];
    trace?: never;
  };
  '/api/v1/me/calendar-secret': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create or replace your calendar feed address
     * @description No body. A new secret iCalendar address, `GET /api/calendar/<secret>.ics` (no token: the 32-byte random secret is the credential, and only its hash is stored, so the address is shown this once). Subscribe to it in any calendar app: assignment starts and ends, credential expiries, the day a place reaches the 12-month limit, federal estimated-tax due dates (1099) and state return deadlines (Pro). A previous address answers 404 from now on.
     */
    post: operations['rotateCalendarSecret'];
    /**
     * Turn your calendar feed off
     * @description The current address answers 404 from now on.
     */
    delete: operations['disableCalendarFeed'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/me/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Export all your data (ZIP)
     * @description Every record of every kind as JSON (`json/<table>.json`) and CSV (`csv/<table>.csv`), records in the trash included (their `deleted_at` is set), your account without secrets, every attached file under `files/` (income documents under `files/income/`, imported files under `files/imports/`), and `manifest.json` last: the rows written per table and the number of files. Files are named for a tax preparer: `receipts/2026-03-14 Walgreens 12.50 #123.jpg` (date, description, amount, expense id), `tax-home/2026-01 Lease #7.pdf`, `contracts/2026-01-05 Denver Health #4.pdf`, `credentials/RN license CO exp 2027-08-31 #9.pdf`, `income/2026 W-2 Aya Healthcare #3.pdf`; `README.txt` lists any file a record names but storage lacks.
     */
    get: operations['exportMyData'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/me/theme': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Set the color theme */
    patch: operations['updateTheme'];
    trace?: never;
  };
  '/api/v1/mileage': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List mileage trips
     * @description Newest first. Miles are whole numbers, 1 to 5,000 per trip; every purpose but `personal` is deductible.
     */
    get: operations['listMileageTrips'];
    put?: never;
    /**
     * Create a mileage trip
     * @description Miles are whole numbers, 1 to 5,000 per trip; every purpose but `personal` is deductible.
     */
    post: operations['createMileageTrip'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/mileage/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get a mileage trip */
    get: operations['getMileageTrip'];
    put?: never;
    post?: never;
    /**
     * Delete a mileage trip
     * @description Soft delete: the record moves to the trash (`?deleted=true` on the list) and can be restored.
     */
    delete: operations['deleteMileageTrip'];
    options?: never;
    head?: never;
    /**
     * Update a mileage trip
     * @description Partial: send only the fields to change; answers with the whole record.
     */
    patch: operations['updateMileageTrip'];
    trace?: never;
  };
  '/api/v1/mileage/{id}/restore': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Restore a mileage trip
     * @description Undoes a delete; also 200 for a record that is not deleted.
     */
    patch: operations['restoreMileageTrip'];
    trace?: never;
  };
  '/api/v1/mileage/summary': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Mileage summary and deduction
     * @description Totals by purpose and month. Each trip is deducted at the IRS rate in effect on its date; `ratePeriods` shows each rate period of the year and `ratePerMile` the rate in effect on the last day of the year (today for the current year).
     */
    get: operations['getMileageSummary'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/notifications': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List notifications
     * @description Newest first. Unresolved first, then newest. PATCH takes `{"read": true|false}`.
     */
    get: operations['listNotifications'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/notifications/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get a notification */
    get: operations['getNotification'];
    put?: never;
    post?: never;
    /**
     * Delete a notification
     * @description Soft delete: the record moves to the trash (`?deleted=true` on the list) and can be restored.
     */
    delete: operations['deleteNotification'];
    options?: never;
    head?: never;
    /**
     * Update a notification
     * @description Partial: send only the fields to change; answers with the whole record.
     */
    patch: operations['updateNotification'];
    trace?: never;
  };
  '/api/v1/notifications/{id}/restore': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Restore a notification
     * @description Undoes a delete; also 200 for a record that is not deleted.
     */
    patch: operations['restoreNotification'];
    trace?: never;
  };
  '/api/v1/notifications/read-all': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Mark every notification read */
    post: operations['readAllNotifications'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/openapi.json': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** This API description (OpenAPI 3.1) */
    get: operations['getOpenApiDocument'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/per-diem': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * GSA per-diem rate of a place
     * @description The GSA lodging and M&IE rates (cents) for `state` + `city` or for `zip`, on `date`; the standard CONUS rate where the place is not a listed area.
     */
    get: operations['getPerDiem'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/quarterly-payments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List quarterly payments
     * @description Newest first. Estimated tax: one payment per year, quarter and payee (the IRS, or a state with `state`); a second is 409 `conflict`.
     */
    get: operations['listQuarterlyPayments'];
    put?: never;
    /**
     * Create a quarterly payment
     * @description Estimated tax: one payment per year, quarter and payee (the IRS, or a state with `state`); a second is 409 `conflict`.
     */
    post: operations['createQuarterlyPayment'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/quarterly-payments/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get a quarterly payment */
    get: operations['getQuarterlyPayment'];
    put?: never;
    post?: never;
    /**
     * Delete a quarterly payment
     * @description Soft delete: the record moves to the trash (`?deleted=true` on the list) and can be restored.
     */
    delete: operations['deleteQuarterlyPayment'];
    options?: never;
    head?: never;
    /**
     * Update a quarterly payment
     * @description Partial: send only the fields to change; answers with the whole record.
     */
    patch: operations['updateQuarterlyPayment'];
    trace?: never;
  };
  '/api/v1/quarterly-payments/{id}/restore': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Restore a quarterly payment
     * @description Undoes a delete; also 200 for a record that is not deleted.
     */
    patch: operations['restoreQuarterlyPayment'];
    trace?: never;
  };
  '/api/v1/state-income': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Income and tax per state
     * @description Per work state: income, tax, days, reciprocity, whether a return is required, the form and its deadline. The home state is listed last, even with no income there.
     */
    get: operations['getStateIncome'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/stipend-eligibility': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Stipend eligibility per assignment
     * @description Each of the year's assignments: whether its stipends can be tax-free, and the conditions in the order the law applies them (tax home, away from home, 12-month rule, GSA rate), from the same figures as the tax estimate.
     */
    get: operations['getStipendEligibility'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/tax-calculate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Compare two contracts
     * @description Each contract’s tax is what it adds to your household’s return of each year it spans (the year’s household profile and your other assignments of that year, less any whose days it overlaps), with your employment type, filing status and tax home; with neither, it is the year’s only income. `winner` is the higher net take-home (0 on a tie); nothing is stored.
     */
    post: operations['calculateContracts'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/tax-estimate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Full-year tax estimate
     * @description Federal, FICA or self-employment, and state tax for the year, the effective rates and, for 1099 users, the four quarterly estimated payments with what has been paid.
     */
    get: operations['getTaxEstimate'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/tax-home': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List tax homes
     * @description Newest first. The newest live tax home is the current one.
     */
    get: operations['listTaxHomes'];
    put?: never;
    /**
     * Create a tax home
     * @description The newest live tax home is the current one.
     */
    post: operations['createTaxHome'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/tax-home-costs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List tax home costs
     * @description Newest first.
     */
    get: operations['listTaxHomeCosts'];
    put?: never;
    /** Create a tax home cost */
    post: operations['createTaxHomeCost'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/tax-home-costs/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get a tax home cost */
    get: operations['getTaxHomeCost'];
    put?: never;
    post?: never;
    /**
     * Delete a tax home cost
     * @description Soft delete: the record moves to the trash (`?deleted=true` on the list) and can be restored.
     */
    delete: operations['deleteTaxHomeCost'];
    options?: never;
    head?: never;
    /**
     * Update a tax home cost
     * @description Partial: send only the fields to change; answers with the whole record.
     */
    patch: operations['updateTaxHomeCost'];
    trace?: never;
  };
  '/api/v1/tax-home-costs/{id}/restore': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Restore a tax home cost
     * @description Undoes a delete; also 200 for a record that is not deleted.
     */
    patch: operations['restoreTaxHomeCost'];
    trace?: never;
  };
  '/api/v1/tax-home-docs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List tax home documents
     * @description Newest first. `objstore_key` comes from POST /tax-home-docs/upload-url (a key that is not yours is 404).
     */
    get: operations['listTaxHomeDocuments'];
    put?: never;
    /**
     * Create a tax home document
     * @description `objstore_key` comes from POST /tax-home-docs/upload-url (a key that is not yours is 404).
     */
    post: operations['createTaxHomeDocument'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/tax-home-docs/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get a tax home document */
    get: operations['getTaxHomeDocument'];
    put?: never;
    post?: never;
    /**
     * Delete a tax home document
     * @description Soft delete: the record moves to the trash (`?deleted=true` on the list) and can be restored.
     */
    delete: operations['deleteTaxHomeDocument'];
    options?: never;
    head?: never;
    /**
     * Update a tax home document
     * @description Partial: send only the fields to change; answers with the whole record.
     */
    patch: operations['updateTaxHomeDocument'];
    trace?: never;
  };
  '/api/v1/tax-home-docs/{id}/restore': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Restore a tax home document
     * @description Undoes a delete; also 200 for a record that is not deleted.
     */
    patch: operations['restoreTaxHomeDocument'];
    trace?: never;
  };
  '/api/v1/tax-home-docs/upload-url': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Upload address for a tax home document
     * @description Step 1 of an upload: a presigned address, valid 15 minutes. Step 2: `PUT` the file bytes to `uploadUrl` with the same `Content-Type` and a `Content-Length` of `file_size` (1 byte to 25 MiB; the signature enforces both). Step 3: store `objstoreKey` on the record. Each upload gets a fresh key.
     */
    post: operations['taxHomeDocsUploadUrl'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/tax-home/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get a tax home */
    get: operations['getTaxHome'];
    put?: never;
    post?: never;
    /**
     * Delete a tax home
     * @description Soft delete: the record moves to the trash (`?deleted=true` on the list) and can be restored.
     */
    delete: operations['deleteTaxHome'];
    options?: never;
    head?: never;
    /**
     * Update a tax home
     * @description Partial: send only the fields to change; answers with the whole record.
     */
    patch: operations['updateTaxHome'];
    trace?: never;
  };
  '/api/v1/tax-home/{id}/restore': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Restore a tax home
     * @description Undoes a delete; also 200 for a record that is not deleted.
     */
    patch: operations['restoreTaxHome'];
    trace?: never;
  };
  '/api/v1/tax-home/test': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The IRS tax home test
     * @description The three factors the IRS weighs (work near home; paying for the home while away; not having left the area), each with the evidence found in the caller's records and what is missing. Verdict: `tax_home` (3 of 3), `facts_and_circumstances` (2) or `itinerant` (0-1).
     */
    get: operations['getTaxHomeTest'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/tax-home/cost-benefit': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Does the tax home pay for itself?
     * @description The year's recorded tax home costs and the trips home at the IRS mileage rate, against the tax saved: the tax engine computes the year with and without a tax home (without one, every W-2 stipend is taxable pay).
     */
    get: operations['getTaxHomeCostBenefit'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/tax-home/visit-suggestions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Visits found in your records
     * @description Days of any year your records place you at your tax home that no visit covers or cites yet: trips with purpose `tax_home_visit`, and expenses (not tied to an assignment) and tax home documents whose description or title names the home city. Confirm one with POST /tax-home-visits. Also the number of trips home this year.
     */
    get: operations['getVisitSuggestions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/tax-home-visits': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List visits
     * @description Newest first. Stays at your tax home. The tax home's `last_visit_date` is the later of the date written on it and the latest `left` of its live visits. Evidence ids must be your own records (else 400 on that field). A check-in from the phone adds when you arrived and left and, when you allowed it, where the phone was: the server works out `check_in_distance_miles` from the tax home's ZIP; latitude and longitude null remove the location (its accuracy and distance with it).
     */
    get: operations['listVisits'];
    put?: never;
    /**
     * Create a visit
     * @description Stays at your tax home. The tax home's `last_visit_date` is the later of the date written on it and the latest `left` of its live visits. Evidence ids must be your own records (else 400 on that field). A check-in from the phone adds when you arrived and left and, when you allowed it, where the phone was: the server works out `check_in_distance_miles` from the tax home's ZIP; latitude and longitude null remove the location (its accuracy and distance with it).
     */
    post: operations['createVisit'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/tax-home-visits/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get a visit */
    get: operations['getVisit'];
    put?: never;
    post?: never;
    /**
     * Delete a visit
     * @description Soft delete: the record moves to the trash (`?deleted=true` on the list) and can be restored.
     */
    delete: operations['deleteVisit'];
    options?: never;
    head?: never;
    /**
     * Update a visit
     * @description Partial: send only the fields to change; answers with the whole record.
     */
    patch: operations['updateVisit'];
    trace?: never;
  };
  '/api/v1/tax-home-visits/{id}/restore': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Restore a visit
     * @description Undoes a delete; also 200 for a record that is not deleted.
     */
    patch: operations['restoreVisit'];
    trace?: never;
  };
  '/api/v1/tax-home-visits/summary': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Visits and days at home per year
     * @description Over the current tax home's live visits: per year, how many visits and how many distinct days at home (overlapping visits count their shared days once), and the last visit.
     */
    get: operations['getVisitSummary'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/webhooks/stripe': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Stripe webhook
     * @description Called by Stripe, not by clients: no token, no rate limit, verified by the `Stripe-Signature` header (a bad signature or a timestamp over 300 s old is 400, nothing changes). Handles checkout.session.completed and customer.subscription.created/updated/deleted; each event id is processed once; other events: 200.
     */
    post: operations['stripeWebhook'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    AccountDeletion: {
      /** @constant */
      deleted: true;
      /** @description Stripe subscriptions canceled (0 or 1) */
      canceledSubscriptions: number;
      /** @description Files removed from storage before this answer */
      deletedFiles: number;
      /** @description True when some files could not be removed yet: your account and records are gone, and the files are removed by a background job that tries again */
      filesPending: boolean;
      /** @description What happens to copies of your data */
      backups: string;
    };
    Assignment: {
      id: number;
      user_id: number;
      facility: string;
      /** @description City */
      location: string;
      state: string;
      agency: string;
      /** @description ZIP of the facility, for the GSA per-diem lookup */
      zip: string | null;
      /** @description County of the facility ("Hamilton County"), for county taxes where its ZIP lies in more than one; null: the ZIP's primary county. Must be one of the counties the ZIP lies in. */
      county: string | null;
      /** @description How this contract pays: "w2" (an employee) or "1099" (a contractor), where it differs from the year's employment type (a W-2 and a 1099 in one year); null: the user's employment type. */
      employment_type: ('1099' | 'w2') | null;
      /**
       * Format: date
       * @description Calendar date, YYYY-MM-DD, from 1900-01-01 to 2100-12-31
       * @example 2026-03-02
       */
      start_date: string;
      /**
       * Format: date
       * @description Calendar date, YYYY-MM-DD, from 1900-01-01 to 2100-12-31
       * @example 2026-03-02
       */
      end_date: string;
      /** @description Taxable base pay, cents per week */
      base_pay: number;
      /** @description Cents per week */
      housing_stipend: number;
      /** @description Meals & incidentals, cents per week */
      mie_stipend: number;
      /** @enum {string} */
      status: 'upcoming' | 'active' | 'complete';
      sign_on_bonus: number;
      completion_bonus: number;
      referral_bonus: number;
      hours_per_week: number;
      /** @description Total overtime pay of the contract, cents */
      overtime_pay: number;
      contract_objstore_key: string | null;
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      updated_at: string;
      /** @description null while the record is live; when it was deleted, while it is in the trash */
      deleted_at: string | null;
    };
    AssignmentExtension: {
      assignmentId: number;
      weeks: number;
      /**
       * Format: date
       * @description Calendar date, YYYY-MM-DD, from 1900-01-01 to 2100-12-31
       * @example 2026-03-02
       */
      newEndDate: string;
      /** @description Distinct days at the place in the 24 months ending on the current end */
      daysNow: number;
      /** @description The same, ending on the extended end */
      daysExtended: number;
      /** @description The first end date that passes 365 days; null if none */
      breakDate: string | null;
      /** @description The last end date within the rule */
      lastSafeDate: string | null;
      breaksNow: boolean;
      breaksExtended: boolean;
      current: {
        /**
         * Format: date
         * @description Calendar date, YYYY-MM-DD, from 1900-01-01 to 2100-12-31
         * @example 2026-03-02
         */
        endDate: string;
        /** @description Housing and meals stipends of the whole contract, integer cents */
        stipends: number;
        /** @description The stipends that are taxable pay, integer cents */
        taxableStipends: number;
        /** @description Federal, state and payroll tax on those stipends, integer cents */
        taxOnStipends: number;
        /** @description Gross pay of the whole contract, integer cents */
        pay: number;
      };
      extended: {
        /**
         * Format: date
         * @description Calendar date, YYYY-MM-DD, from 1900-01-01 to 2100-12-31
         * @example 2026-03-02
         */
        endDate: string;
        /** @description Housing and meals stipends of the whole contract, integer cents */
        stipends: number;
        /** @description The stipends that are taxable pay, integer cents */
        taxableStipends: number;
        /** @description Federal, state and payroll tax on those stipends, integer cents */
        taxOnStipends: number;
        /** @description Gross pay of the whole contract, integer cents */
        pay: number;
      };
      /** @description Stipends that the extension turns into taxable pay, integer cents */
      stipendsBecomingTaxable: number;
      /** @description Tax on those stipends, integer cents */
      extraTax: number;
      /** @description Why the extension makes stipends taxable; null when it makes none */
      stipendsCause?: components['schemas']['ExtensionStipendsCause'] | null;
      distance: components['schemas']['TaxHomeDistance'];
    };
    AssignmentProfitability: {
      year: number;
      /** @enum {string} */
      employmentType: '1099' | 'w2';
      /** @description Integer cents */
      averageNetProfit: number;
      /** @description Mean of the items’ margins, 0 to 1 */
      averageProfitMargin: number;
      /** @description Integer cents */
      totalNetProfit: number;
      assignments: {
        assignmentId: number;
        facility: string;
        location: string;
        state: string;
        agency: string;
        weeks: number;
        /** @description Integer cents */
        grossComp: number;
        /** @description Integer cents */
        taxableIncome: number;
        /** @description Integer cents */
        housingStipend: number;
        /** @description Integer cents */
        mieStipend: number;
        /** @description Integer cents */
        bonuses: number;
        /** @description Share of the year’s federal tax: what its income adds to the household’s return */
        federalTax: number;
        /** @description Its share of each state’s tax (a home state’s by its share of the household’s income) */
        stateTax: number;
        /** @description Share of the local income taxes (city, county) */
        localTax: number;
        /** @description Employee Social Security + Medicare (W-2); 0 for 1099 */
        ficaTax: number;
        /** @description Self-employment tax (1099); 0 for W-2 */
        seTax: number;
        /** @description Integer cents */
        totalTax: number;
        /** @description Integer cents */
        linkedExpenses: number;
        /** @description Deductible miles of linked trips */
        linkedMiles: number;
        /** @description Integer cents */
        linkedMileageDeduction: number;
        /** @description grossComp − totalTax − linkedExpenses */
        netProfit: number;
        /** @description netProfit / grossComp, 4 decimals */
        profitMargin: number;
        gsa: components['schemas']['GsaCheck'];
        /**
         * @description W-2 stipends that are wages: see stipendsTaxableReason
         * @constant
         */
        stipendsTaxable?: true;
        /**
         * @description Why the stipends are wages: no tax home, work in the tax home city, or the 12-month rule
         * @enum {string}
         */
        stipendsTaxableReason?: 'no_tax_home' | 'not_away_from_home' | 'twelve_month';
        /**
         * @description Within 50 miles of the tax home in another city: flagged, not taxed
         * @constant
         */
        nearTaxHome?: true;
        /** @description Its share of each government’s tax (the filing year’s allocation): federalTax + seTax + ficaTax, stateTax and localTax add these up */
        taxLines: {
          /** @description “federal”, “state-OH”, “local-OH-columbus” */
          governmentId: string;
          name: string;
          /** @description This assignment’s share of the line */
          amount: number;
          /** @enum {string} */
          rule: 'worker_increment' | 'worked_there' | 'household_income_share';
          /** @description How the line was split, in plain words */
          label: string;
        }[];
      }[];
      /** @description What the taxes leave out or assume (local taxes, a year computed with another year’s tables) */
      notes: string[];
    };
    AuditReadiness: {
      /** @description Criteria passed */
      score: number;
      /** @description Number of criteria (11) */
      total: number;
      /** @enum {string} */
      status: 'audit_ready' | 'action_needed';
      criteria: {
        /** @enum {string} */
        key:
          | 'rent_paid'
          | 'active_assignment'
          | 'recent_visit'
          | 'voter_reg'
          | 'drivers_license'
          | 'property_status'
          | 'twelve_month'
          | 'costs_recorded'
          | 'gsa_compliance'
          | 'expenses_tracked'
          | 'mileage_logged';
        label: string;
        passed: boolean;
        /** @description What would make it pass */
        hint: string;
        /** @description Passed only because it cannot apply yet */
        autoPassed: boolean;
        /** @description The assignment to fix, for the 12-month and GSA criteria */
        assignmentId?: number;
      }[];
    };
    CalendarFeed: {
      /**
       * Format: uri
       * @description The secret iCalendar address: anyone who has it can read the feed. Shown once.
       */
      url: string;
      /** Format: date-time */
      createdAt: string;
    };
    Comparison: {
      id: number;
      user_id: number;
      name: string;
      year: number;
      /** @description 0 = Contract A, 1 = Contract B */
      winner: 0 | 1;
      /** @description Cents: |net take-home A − net take-home B| */
      diff: number;
      /** @description JSON string: the contract's inputs and results */
      contract_a: string;
      contract_b: string;
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      updated_at: string;
      /** @description null while the record is live; when it was deleted, while it is in the trash */
      deleted_at: string | null;
    };
    ContractComparison: {
      year: number;
      /** @enum {string} */
      employmentType: '1099' | 'w2';
      contractA: components['schemas']['ContractResult'];
      contractB: components['schemas']['ContractResult'];
      /**
       * @description 0 = contract A, 1 = contract B (A on a tie)
       * @enum {number}
       */
      winner: 0 | 1;
      /** @description |netTakeHome A − netTakeHome B| */
      diff: number;
      /** @description What the figures assume (e.g. a year computed with the nearest year’s tables) */
      notes: string[];
    };
    ContractExtraction: {
      facility: string | null;
      location: string | null;
      /** @description Two-letter code, or null */
      state: string | null;
      agency: string | null;
      start_date: string | null;
      end_date: string | null;
      /** @description Hours per week the contract states, or null (weekly pay then counts 36) */
      hours_per_week: number | null;
      /** @description Cents (weekly for pay and stipends), or null */
      base_pay: number | null;
      /** @description Cents (weekly for pay and stipends), or null */
      housing_stipend: number | null;
      /** @description Cents (weekly for pay and stipends), or null */
      mie_stipend: number | null;
      /** @description Cents (weekly for pay and stipends), or null */
      sign_on_bonus: number | null;
      /** @description Cents (weekly for pay and stipends), or null */
      completion_bonus: number | null;
      /** @description Cents (weekly for pay and stipends), or null */
      referral_bonus: number | null;
      /** @description Overtime pay in cents per hour, or null */
      overtime_rate: number | null;
      source: components['schemas']['ReadingSource'];
    };
    ContractResult: {
      /** @description Integer cents */
      grossComp: number;
      /** @description Integer cents */
      taxableIncome: number;
      /** @description Integer cents */
      federalTax: number;
      /** @description Integer cents */
      stateTax: number;
      /** @description Integer cents */
      ficaTax: number;
      /** @description Integer cents */
      seTax: number;
      /** @description The tax home’s state; null without a tax home */
      homeState:
        | (
            | 'AL'
            | 'AK'
            | 'AZ'
            | 'AR'
            | 'CA'
            | 'CO'
            | 'CT'
            | 'DE'
            | 'DC'
            | 'FL'
            | 'GA'
            | 'HI'
            | 'ID'
            | 'IL'
            | 'IN'
            | 'IA'
            | 'KS'
            | 'KY'
            | 'LA'
            | 'ME'
            | 'MD'
            | 'MA'
            | 'MI'
            | 'MN'
            | 'MS'
            | 'MO'
            | 'MT'
            | 'NE'
            | 'NV'
            | 'NH'
            | 'NJ'
            | 'NM'
            | 'NY'
            | 'NC'
            | 'ND'
            | 'OH'
            | 'OK'
            | 'OR'
            | 'PA'
            | 'RI'
            | 'SC'
            | 'SD'
            | 'TN'
            | 'TX'
            | 'UT'
            | 'VT'
            | 'VA'
            | 'WA'
            | 'WV'
            | 'WI'
            | 'WY'
          )
        | null;
      /** @description The home state’s tax (after its credit for the work state’s); part of stateTax */
      homeStateTax: number;
      /** @description stateTax − homeStateTax: the tax of the state worked in, when not the home state */
      workStateTax: number;
      /** @description The sum of locals; part of totalTax */
      localTax: number;
      /** @description Each city or county income tax of the contract, over every year it spans */
      locals: {
        /** @description The local tax’s id, e.g. PA-philadelphia */
        id: string;
        name: string;
        /** @description Integer cents */
        tax: number;
      }[];
      /** @description federalTax + stateTax + localTax + ficaTax + seTax */
      totalTax: number;
      /** @description Integer cents */
      expenses: number;
      /** @description grossComp − totalTax − expenses */
      netTakeHome: number;
      /** @description netTakeHome / weeks */
      weeklyNet: number;
      /** @description netTakeHome / (weeks × hours_per_week) */
      effectiveHourly: number;
      /**
       * Format: date
       * @description Calendar date, YYYY-MM-DD, from 1900-01-01 to 2100-12-31
       * @example 2026-03-02
       */
      startDate: string;
      /**
       * Format: date
       * @description Calendar date, YYYY-MM-DD, from 1900-01-01 to 2100-12-31
       * @example 2026-03-02
       */
      endDate: string;
      gsa: components['schemas']['GsaCheck'];
      /**
       * @description W-2 stipends that are wages: see stipendsTaxableReason
       * @constant
       */
      stipendsTaxable?: true;
      /**
       * @description Why the stipends are wages: no tax home, work in the tax home city, or the 12-month rule
       * @enum {string}
       */
      stipendsTaxableReason?: 'no_tax_home' | 'not_away_from_home' | 'twelve_month';
      /**
       * @description Within 50 miles of the tax home in another city: flagged, not taxed
       * @constant
       */
      nearTaxHome?: true;
    };
    Credential: {
      id: number;
      user_id: number;
      /** @enum {string} */
      type: 'license' | 'certification' | 'bls' | 'acls' | 'pals' | 'other';
      name: string;
      issuer: string;
      state: string | null;
      number: string;
      issue_date: string | null;
      expiration_date: string | null;
      notes: string;
      objstore_key: string | null;
      file_name: string | null;
      content_type: string | null;
      file_size: number | null;
      /**
       * @description expired, expiring (within 90 days) or valid
       * @enum {string}
       */
      status: 'expired' | 'expiring' | 'valid';
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      updated_at: string;
      /** @description null while the record is live; when it was deleted, while it is in the trash */
      deleted_at: string | null;
    };
    Dashboard: {
      user: {
        id: number;
        first_name: string;
        /** @enum {string} */
        plan: 'free' | 'pro';
        /** @enum {string} */
        employment_type: '1099' | 'w2';
      };
      assignments: components['schemas']['DashboardAssignment'][];
      /** @description The current tax home, or null */
      taxHome: components['schemas']['TaxHome'] | null;
      taxHomeDocs: components['schemas']['TaxHomeDoc'][];
      expenses: components['schemas']['Expense'][];
      taxHomeCosts: components['schemas']['TaxHomeCost'][];
      mileageTrips: components['schemas']['MileageTrip'][];
      auditReadiness: components['schemas']['AuditReadiness'];
    };
    DashboardAssignment: {
      id: number;
      facility: string;
      location: string;
      state: string;
      /** @enum {string} */
      status: 'upcoming' | 'active' | 'complete';
      /**
       * Format: date
       * @description Calendar date, YYYY-MM-DD, from 1900-01-01 to 2100-12-31
       * @example 2026-03-02
       */
      start_date: string;
      /**
       * Format: date
       * @description Calendar date, YYYY-MM-DD, from 1900-01-01 to 2100-12-31
       * @example 2026-03-02
       */
      end_date: string;
      /** @description Cents per week */
      base_pay: number;
      /** @description Cents per week */
      housing_stipend: number;
      /** @description Cents per week */
      mie_stipend: number;
      gsa: components['schemas']['GsaCheck'];
      /**
       * @description W-2 stipends that are wages: see stipendsTaxableReason
       * @constant
       */
      stipendsTaxable?: true;
      /**
       * @description Why the stipends are wages: no tax home, work in the tax home city, or the 12-month rule
       * @enum {string}
       */
      stipendsTaxableReason?: 'no_tax_home' | 'not_away_from_home' | 'twelve_month';
      /**
       * @description Within 50 miles of the tax home in another city: flagged, not taxed
       * @constant
       */
      nearTaxHome?: true;
    };
    /** @description Every error response has this body */
    Error: {
      error: {
        /** @enum {string} */
        code:
          | 'validation_error'
          | 'invalid_json'
          | 'no_customer'
          | 'invalid_status_transition'
          | 'already_pro'
          | 'bad_signature'
          | 'unauthorized'
          | 'pro_required'
          | 'forbidden'
          | 'not_found'
          | 'method_not_allowed'
          | 'conflict'
          | 'idempotency_key_in_use'
          | 'payload_too_large'
          | 'unsupported_media_type'
          | 'unprocessable_contract'
          | 'unprocessable_receipt'
          | 'unprocessable_import'
          | 'unprocessable_records'
          | 'idempotency_key_reused'
          | 'rate_limited'
          | 'internal_error'
          | 'not_configured'
          | 'unavailable';
        message: string;
        /** @description Present for validation_error: one entry per invalid field */
        details?: {
          /** @description Dotted path: contract_a.state */
          path: string;
          message: string;
        }[];
        /**
         * Format: uuid
         * @description Same as the X-Request-Id header
         */
        requestId: string;
      };
    };
    Expense: {
      id: number;
      user_id: number;
      /**
       * Format: date
       * @description Calendar date, YYYY-MM-DD, from 1900-01-01 to 2100-12-31
       * @example 2026-03-02
       */
      date: string;
      /** @enum {string} */
      category:
        | 'travel'
        | 'licensing'
        | 'supplies'
        | 'ce_credits'
        | 'meals'
        | 'lodging'
        | 'uniforms'
        | 'insurance'
        | 'dues'
        | 'parking'
        | 'phone_internet'
        | 'tax_prep'
        | 'other';
      amount: number;
      description: string;
      /** @description Who was paid: the store, board or agency on the receipt */
      vendor: string;
      assignment_id: number | null;
      receipt_objstore_key: string | null;
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      updated_at: string;
      /** @description null while the record is live; when it was deleted, while it is in the trash */
      deleted_at: string | null;
    };
    ExtensionStipendsCause: {
      /**
       * @description `twelve_month`: the work here would pass a year, so every stipend of the contract is taxable; `lower_gsa_rate`: the added weeks fall in months whose GSA rate is below the stipends; `above_gsa_rate`: the stipends are above the rate in every month; `first_last_day`: only the contract's first and last day (75% of M&IE) are above it
       * @enum {string}
       */
      kind: 'twelve_month' | 'lower_gsa_rate' | 'above_gsa_rate' | 'first_last_day';
      /** @description YYYY-MM: the months whose GSA rate is below the stipends (empty for twelve_month) */
      months: string[];
      /** @description The cause in plain words */
      note: string;
    };
    /** @description The whole federal return (with the household’s income, deductions and credits) */
    FederalReturn: {
      /** @description The return’s adjusted gross income, cents */
      agi: number;
      /** @description Your own part of it; the rest is the household’s, cents */
      ownAgi: number;
      /** @description With the 65+ additions, cents */
      standardDeduction: number;
      /** @description SALT after its cap, mortgage interest and gifts; 0 without a household, cents */
      itemizedDeductions: number;
      /** @description State and local taxes counted, after the cap, cents */
      saltDeduction: number;
      /** @description Itemized deductions beat the standard deduction */
      itemizes: boolean;
      /** @description 65 or older (tax years 2025-2028), cents */
      seniorDeduction: number;
      /** @description 1099: self-employed health insurance deducted, cents */
      healthInsuranceDeduction: number;
      /** @description 1099: SEP or solo 401(k) contributions deducted, cents */
      retirementDeduction: number;
      /** @description Federal taxable income of the return, cents */
      taxable: number;
      /** @description The return’s income tax after the nonrefundable credits, cents */
      tax: number;
      /** @description Child tax credit and credit for other dependents used against the tax, cents */
      childCredit: number;
      /** @description The refundable part of the child tax credit, counted as paid, cents */
      refundableCredit: number;
    };
    FileDeletions: {
      /** @description Storage folders of erased accounts emptied */
      cleared: number;
      /** @description Files removed */
      files: number;
      /** @description Folders that failed and will be tried again */
      failed: number;
      /** @description Folders that failed for the last time (logged for an operator) */
      gaveUp: number;
    };
    /** @description What is owed or comes back per government, never netted */
    FilingHeadline: {
      parts: {
        governmentId: string;
        name: string;
        /** @enum {string} */
        outcome: 'owe' | 'refund';
        /** @description Owed or refunded, cents */
        amount: number;
      }[];
      /** @description “Federal: refund $4,790.90 · Ohio: you owe $1,855.39 · Columbus: you owe $796.15” */
      text: string;
    };
    FilingYear: {
      year: number;
      /**
       * Format: date
       * @description Calendar date, YYYY-MM-DD, from 1900-01-01 to 2100-12-31
       * @example 2026-03-02
       */
      today: string;
      /** @enum {string} */
      employmentType: '1099' | 'w2';
      /** @enum {string} */
      filingStatus: 'single' | 'married_joint' | 'married_separate' | 'head_of_household';
      /** @description Federal, the states (nonresident first, the home state last), then the local lines */
      governments: components['schemas']['GovernmentLine'][];
      headline: components['schemas']['FilingHeadline'];
      estimatedPlans: {
        governmentId: string;
        name: string;
        /** @description “Form 1040-ES”, “Ohio IT 1040ES” */
        form: string;
        /** @description The required annual payment, cents */
        required: number;
        installments: {
          /** @enum {number} */
          quarter: 1 | 2 | 3 | 4;
          /**
           * Format: date
           * @description Calendar date, YYYY-MM-DD, from 1900-01-01 to 2100-12-31
           * @example 2026-03-02
           */
          dueDate: string;
          /** @description This installment’s part of the required payment, cents */
          amount: number;
          /** @description Credited to it, earliest installment first (IRC 6654(b)(3)), cents */
          paid: number;
          /** @description amount − paid, cents */
          remaining: number;
          /** @description The part of paid credited after the due date, cents */
          paidLate: number;
          overdue: boolean;
        }[];
        /** @description Cents */
        paid: number;
        /** @description Cents */
        remaining: number;
        /** @description What the overdue installments still miss, cents */
        overdueAmount: number;
        /** @description Why this government asks for estimated payments this year */
        reason: string;
      }[];
      /** @description W-2 only; null for 1099 workers (their federal plan is in estimatedPlans) */
      withholding: {
        onTrack: boolean;
        /** @description max(0, the federal balance), cents */
        gap: number;
        /** @enum {string} */
        payFrequency: 'weekly' | 'biweekly' | 'semimonthly' | 'monthly';
        /** @description Pay periods with work left in the year */
        paychecksLeft: number;
        /** @enum {string} */
        action: 'none' | 'w4_extra' | 'estimated_payment' | 'with_return';
        extraPerPaycheck: number | null;
        estimatedPayment: {
          form: string;
          /**
           * Format: date
           * @description Calendar date, YYYY-MM-DD, from 1900-01-01 to 2100-12-31
           * @example 2026-03-02
           */
          dueDate: string;
          /** @description Cents */
          amount: number;
        } | null;
        safeHarbor: {
          /** @description 90% of this year’s tax after credits, cents */
          currentYearRequired: number;
          /** @description 100% (110% above $150,000 of AGI) of last year’s tax, cents; null when unknown */
          priorYearRequired: number | null;
          /** @description The smaller of the two: paid by the year’s end, no underpayment penalty */
          required: number;
          /** @description Payments by the year’s end reach it, or leave under $1,000 owed */
          met: boolean;
          /**
           * @description Which last year: the figures entered on the household, the app’s own full year, only part of it (not used), or none
           * @enum {string}
           */
          basis: 'entered' | 'app_full_year' | 'app_partial_year' | 'unknown';
          /** @description A joint return: both spouses’ withholding and tax */
          household: boolean;
          /** @description Which figures it used, in plain words, and what to enter when last year is not known */
          note: string;
        };
        /** @description The advice in plain words */
        text: string;
      } | null;
      safeHarbor: {
        /** @description 90% of this year’s tax after credits, cents */
        currentYearRequired: number;
        /** @description 100% (110% above $150,000 of AGI) of last year’s tax, cents; null when unknown */
        priorYearRequired: number | null;
        /** @description The smaller of the two: paid by the year’s end, no underpayment penalty */
        required: number;
        /** @description Payments by the year’s end reach it, or leave under $1,000 owed */
        met: boolean;
        /**
         * @description Which last year: the figures entered on the household, the app’s own full year, only part of it (not used), or none
         * @enum {string}
         */
        basis: 'entered' | 'app_full_year' | 'app_partial_year' | 'unknown';
        /** @description A joint return: both spouses’ withholding and tax */
        household: boolean;
        /** @description Which figures it used, in plain words, and what to enter when last year is not known */
        note: string;
      };
      assignments: {
        assignmentId: number;
        /** @description Cents */
        grossComp: number;
        lines: {
          governmentId: string;
          /** @description Cents */
          amount: number;
        }[];
        /** @description Social Security and Medicare withheld with its pay, cents */
        payroll: number;
        /** @description Cents */
        total: number;
      }[];
      dates: {
        /**
         * Format: date
         * @description Calendar date, YYYY-MM-DD, from 1900-01-01 to 2100-12-31
         * @example 2026-03-02
         */
        date: string;
        /** @enum {string} */
        kind: 'return' | 'payment';
        governmentId: string;
        title: string;
        /** @description A return: its balance; a payment: what remains of it, cents */
        amount: number;
      }[];
      takeHome: components['schemas']['TakeHome'];
      notes: string[];
    };
    /** @description One government’s tax, what was paid to it, and its return */
    GovernmentLine: {
      /** @description “federal”, “state-PA”, “local-OH-columbus” */
      id: string;
      /** @enum {string} */
      kind: 'federal' | 'state' | 'local';
      /** @description “Federal”, “Pennsylvania”, “Columbus” */
      name: string;
      state:
        | (
            | 'AL'
            | 'AK'
            | 'AZ'
            | 'AR'
            | 'CA'
            | 'CO'
            | 'CT'
            | 'DE'
            | 'DC'
            | 'FL'
            | 'GA'
            | 'HI'
            | 'ID'
            | 'IL'
            | 'IN'
            | 'IA'
            | 'KS'
            | 'KY'
            | 'LA'
            | 'ME'
            | 'MD'
            | 'MA'
            | 'MI'
            | 'MN'
            | 'MS'
            | 'MO'
            | 'MT'
            | 'NE'
            | 'NV'
            | 'NH'
            | 'NJ'
            | 'NM'
            | 'NY'
            | 'NC'
            | 'ND'
            | 'OH'
            | 'OK'
            | 'OR'
            | 'PA'
            | 'RI'
            | 'SC'
            | 'SD'
            | 'TN'
            | 'TX'
            | 'UT'
            | 'VT'
            | 'VA'
            | 'WA'
            | 'WV'
            | 'WI'
            | 'WY'
          )
        | null;
      /** @description The household lives there; null for federal */
      resident: boolean | null;
      /** @description The base it taxes: the return’s AGI; a resident state’s is the household’s whole income */
      income: number;
      /** @description Tax after the credit for tax paid elsewhere, cents */
      tax: number;
      /** @description The credit for tax paid to another state or place, already off tax */
      creditForTaxElsewhere: number;
      /** @description Withheld, estimated payments and refundable credits, cents */
      paid: number;
      paidParts: {
        /** @enum {string} */
        kind: 'withheld' | 'estimated' | 'refundable_credit';
        /** @description “W-2 box 2”, “W-2 box 17”, “Estimated payments”, “Refundable child tax credit” */
        label: string;
        /** @description Cents */
        amount: number;
      }[];
      /** @description tax − paid: above 0 owed, below 0 refunded; never netted across governments */
      balance: number;
      /** @enum {string} */
      outcome: 'owe' | 'refund' | 'even';
      filing: {
        /**
         * @description must: a return is required; should: not required, but money comes back (or an exemption is claimed) only with one; not_needed: nothing to file
         * @enum {string}
         */
        requirement: 'must' | 'should' | 'not_needed';
        /**
         * @description The rule that decided (docs/tax-method.md §11 gives each its source)
         * @enum {string}
         */
        rule:
          | 'gross_income'
          | 'self_employment'
          | 'additional_medicare'
          | 'refund'
          | 'below_threshold'
          | 'resident'
          | 'nonresident_income'
          | 'reciprocity_refund'
          | 'reciprocity_exempt'
          | 'no_income_tax'
          | 'no_income'
          | 'with_state_return'
          | 'local_owed'
          | 'local_over_withheld'
          | 'local_withheld'
          | 'local_resident_return';
        /** @description The return to file; null when none or not known */
        form: string | null;
        /** @description A form for the employer so next year’s withholding is right (REV-419) */
        employerForm: string | null;
        /** @description The date to file by; null when nothing is filed */
        deadline: string | null;
        /** @description Why, in one or two plain sentences */
        reason: string;
      };
      /** @description Step in the order of filing (1 first); null: no return */
      order: number | null;
      allocation: {
        /** @enum {string} */
        rule: 'worker_increment' | 'worked_there' | 'household_income_share';
        /** @description What the split means, in plain words */
        label: string;
        items: {
          assignmentId: number;
          /** @description This assignment’s share, cents */
          amount: number;
        }[];
        /** @description The part that is the household’s (a spouse’s wages, other income), not an assignment’s */
        household: number;
      };
    };
    GsaCheck: {
      /** @description GSA destination, the standard CONUS rate, or a place not checked */
      area: string;
      /** @description False in Alaska, Hawaii and outside the 48 states and DC */
      checked: boolean;
      /** @description Housing + M&IE stipends per week */
      weeklyAllowance: number;
      /** @description Lowest 7 × (lodging + M&IE) over its days in the year, cents; null when not checked */
      weeklyRateMin: number | null;
      /** @description Highest 7 × (lodging + M&IE) over its days in the year, cents; null when not checked */
      weeklyRateMax: number | null;
      /** @description Taxable excess in the year (0 for 1099 and places not checked) */
      excess: number;
    };
    HouseholdProfile: {
      year: number;
      /** @description The spouse’s W-2 wages (box 1); counted on a married-joint return only; cents */
      spouse_wages: number | null;
      /** @description The spouse’s Medicare wages (box 5), when they differ from box 1; cents */
      spouse_medicare_wages: number | null;
      /** @description Federal income tax withheld from the spouse’s pay (W-2 box 2); cents */
      spouse_federal_withheld: number | null;
      /** @description Home-state income tax withheld from the spouse’s pay (W-2 box 17); cents */
      spouse_state_withheld: number | null;
      /** @description The spouse’s local wages (W-2 box 18) for spouse_locality; joint return only. Null: their box 1 wages; cents */
      spouse_local_wages: number | null;
      /** @description Local income tax withheld from the spouse’s pay (W-2 box 19) for spouse_locality; joint return only; it counts as paid and in SALT; cents */
      spouse_local_withheld: number | null;
      /** @description Interest, dividends and other wages of the household; cents */
      other_income: number | null;
      /** @description The household’s investment income: interest (tax-exempt too), dividends, capital gains, net rents; for the earned income credit’s limit. Null: all of other_income counts as investment income; cents */
      investment_income: number | null;
      /** @description Your birth year (65 or older at the year’s end adds deductions); not after the tax year */
      birth_year: number | null;
      /** @description The spouse’s birth year; not after the tax year */
      spouse_birth_year: number | null;
      /** @description Children under 17 at the year’s end (child tax credit); 0 to 20 */
      dependents_under_17: number | null;
      /** @description Other dependents (credit for other dependents); 0 to 20 */
      other_dependents: number | null;
      /** @description Property taxes paid (itemized, within the SALT cap); cents */
      property_taxes: number | null;
      /** @description Mortgage interest paid on your home (itemized); cents */
      mortgage_interest: number | null;
      /** @description The average balance over the year of the loans that bought, built or improved the home (Form 1098 box 2 is the balance on January 1): above $750,000 ($375,000 married filing separately; $1,000,000 and $500,000 for a loan taken out by December 15, 2017) only that share of the interest counts. Null: all of it; cents */
      mortgage_balance: number | null;
      /** @description Gifts to charity (itemized); cents */
      charitable_gifts: number | null;
      /** @description State and local income tax of an earlier year paid in this year (the balance due with last year’s state or local return): counted in SALT as paid this year; cents */
      prior_year_state_balance_paid: number | null;
      /** @description General sales taxes paid in the year (receipts, or the IRS sales tax table’s amount for your state plus the tax on a car or boat): SALT takes it instead of the income taxes when it is larger; cents */
      general_sales_tax: number | null;
      /** @description 1099: health insurance premiums you paid yourself; cents */
      health_insurance_premiums: number | null;
      /** @description 1099: SEP IRA or solo 401(k) contributions; cents */
      retirement_contributions: number | null;
      /** @description The spouse’s qualified overtime (W-2 box 12 code TT), joint return only; the yearly cap is shared; cents */
      spouse_qualified_overtime: number | null;
      /** @description Last year’s total tax (Form 1040 line 24 of the year before), for the underpayment safe harbor; with prior_year_agi (both or neither); cents */
      prior_year_total_tax: number | null;
      /** @description Last year’s adjusted gross income (Form 1040 of the year before): over $150,000 the safe harbor is 110% of last year’s tax; cents */
      prior_year_agi: number | null;
      /** @description 1099: the plan the retirement contributions go to, `sep` (SEP IRA: 20% of net earnings after half the SE tax, up to the 415(c) limit) or `solo_401k` (the deferral limit plus that 20%, up to 415(c)); null: a solo 401(k), the larger limit */
      retirement_plan: ('sep' | 'solo_401k') | null;
      /** @description The date the home loan was taken out (Form 1098 box 3): on or before December 15, 2017 the higher $1,000,000 limit applies to mortgage_balance ($500,000 married filing separately). Null: a later loan */
      mortgage_loan_date: string | null;
      /** @description Married filing separately: true when your spouse itemizes on their return; then you must itemize too and your standard deduction is $0. Null or false: the standard deduction as usual */
      spouse_itemizes: boolean | null;
      /** @description How often your W-2 pay comes: `weekly`, `biweekly` (every two weeks), `semimonthly` (twice a month) or `monthly`; the withholding advice counts the paychecks left by it. Null: weekly, as most agencies pay */
      pay_frequency: ('weekly' | 'biweekly' | 'semimonthly' | 'monthly') | null;
      /** @description The locality on the spouse’s W-2 (box 20, e.g. PHILA), joint return only: their city wage tax is figured on box 18 (Philadelphia and the cities in our tables; elsewhere the tax withheld stands in), and box 19 pays it. Required with spouse_local_wages or spouse_local_withheld */
      spouse_locality: string | null;
      /** @description When the profile was last saved; null when nothing was ever entered */
      updated_at: string | null;
    };
    Import: {
      id: number;
      user_id: number;
      /**
       * @description What the file holds
       * @enum {string}
       */
      kind: 'expenses' | 'mileage';
      /** @enum {string} */
      status: 'preview' | 'committed' | 'undone';
      file_name: string;
      objstore_key: string;
      row_count: number;
      imported_count: number;
      counts: {
        rows: number;
        ready: number;
        duplicate: number;
        skipped: number;
        failed: number;
      };
      committed_at: string | null;
      undone_at: string | null;
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      updated_at: string;
      preview: components['schemas']['ImportPreview'];
    };
    ImportExpenseRow: {
      /** @description Line in the file (as a spreadsheet numbers it) */
      line: number;
      /** @enum {string} */
      status: 'ready' | 'duplicate' | 'skipped' | 'failed';
      /** @description Why the row will not be imported */
      reason: string | null;
      date: string | null;
      amount: number | null;
      category:
        | (
            | 'travel'
            | 'licensing'
            | 'supplies'
            | 'ce_credits'
            | 'meals'
            | 'lodging'
            | 'uniforms'
            | 'insurance'
            | 'dues'
            | 'parking'
            | 'phone_internet'
            | 'tax_prep'
            | 'other'
          )
        | null;
      description: string;
      source_category: string;
    };
    ImportPreview: {
      detected: {
        /** @enum {string} */
        encoding: 'utf-8' | 'utf-8-bom' | 'utf-16le' | 'utf-16be' | 'windows-1252';
        /** @enum {string} */
        delimiter: ',' | ';' | '\t' | '|';
        header_line: number | null;
        date_format:
          | ('YYYY-MM-DD' | 'MM/DD/YYYY' | 'M/D/YY' | 'MMM D, YYYY' | 'D MMM YYYY' | 'DD/MM/YYYY' | 'D/M/YY')
          | null;
        /** @description Month-first assumed: no day above 12 */
        date_format_ambiguous: boolean;
        amount_style: {
          currencySymbol: boolean;
          thousandsSeparator: boolean;
          parenthesesNegative: boolean;
        } | null;
        expense_sign: ('negative' | 'positive') | null;
        /** @description Cells starting with = + - @, kept as text */
        formula_cells: number;
      };
      columns: string[];
      mapping: {
        [key: string]: string | null;
      };
      date_format:
        | ('YYYY-MM-DD' | 'MM/DD/YYYY' | 'M/D/YY' | 'MMM D, YYYY' | 'D MMM YYYY' | 'DD/MM/YYYY' | 'D/M/YY')
        | null;
      expense_sign: ('negative' | 'positive') | null;
      /** @description Category (or purpose) of rows without a known word */
      default_value: string;
      words: {
        source: string;
        rows: number;
        value: string;
        suggested: string | null;
        /**
         * @description The column the word is in: category, purpose or classification
         * @enum {string}
         */
        field?:
          | 'date'
          | 'amount'
          | 'debit'
          | 'credit'
          | 'description'
          | 'category'
          | 'miles'
          | 'purpose'
          | 'classification'
          | 'origin'
          | 'destination'
          | 'notes';
      }[];
      counts: {
        rows: number;
        ready: number;
        duplicate: number;
        skipped: number;
        failed: number;
      };
      /** @description Cents of the ready expenses, or miles of the ready trips */
      total: number;
      date_range: {
        /** Format: date */
        from: string;
        /** Format: date */
        to: string;
      } | null;
      /** @description The first 50 rows */
      rows: (components['schemas']['ImportExpenseRow'] | components['schemas']['ImportTripRow'])[];
      /** @description Rows that will not be imported (at most 500) */
      problems: (components['schemas']['ImportExpenseRow'] | components['schemas']['ImportTripRow'])[];
      problems_truncated: boolean;
    };
    ImportSummary: {
      id: number;
      user_id: number;
      /**
       * @description What the file holds
       * @enum {string}
       */
      kind: 'expenses' | 'mileage';
      /** @enum {string} */
      status: 'preview' | 'committed' | 'undone';
      file_name: string;
      objstore_key: string;
      row_count: number;
      imported_count: number;
      counts: {
        rows: number;
        ready: number;
        duplicate: number;
        skipped: number;
        failed: number;
      };
      committed_at: string | null;
      undone_at: string | null;
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      updated_at: string;
    };
    ImportTripRow: {
      /** @description Line in the file (as a spreadsheet numbers it) */
      line: number;
      /** @enum {string} */
      status: 'ready' | 'duplicate' | 'skipped' | 'failed';
      /** @description Why the row will not be imported */
      reason: string | null;
      date: string | null;
      miles: number | null;
      purpose: ('work_travel' | 'tax_home_visit' | 'licensing' | 'personal' | 'other') | null;
      origin: string;
      destination: string;
      notes: string;
      source_purpose: string;
    };
    IncomeChecklist: {
      year: number;
      /** @enum {string} */
      employmentType: '1099' | 'w2';
      items: {
        agency: string;
        /**
         * @description w2 for W-2 workers, 1099_nec for 1099 workers
         * @enum {string}
         */
        expectedKind: 'w2' | '1099_nec' | '1099_misc' | 'paystub' | 'other';
        /** @enum {string} */
        status: 'received' | 'missing';
        assignmentIds: number[];
        documentIds: number[];
      }[];
      received: number;
      missing: number;
      assignmentsWithoutAgency: {
        id: number;
        facility: string;
      }[];
      otherDocuments: {
        id: number;
        agency: string;
        /** @enum {string} */
        kind: 'w2' | '1099_nec' | '1099_misc' | 'paystub' | 'other';
      }[];
    };
    IncomeDocument: {
      id: number;
      user_id: number;
      agency: string;
      /** @description Tax year of the document */
      year: number;
      /** @enum {string} */
      kind: 'w2' | '1099_nec' | '1099_misc' | 'paystub' | 'other';
      /** @description W-2 box 1: wages, tips, other compensation, cents */
      box1_wages: number | null;
      /** @description W-2 box 2: federal income tax withheld, cents */
      box2_federal_tax_withheld: number | null;
      /** @description W-2 box 3: Social Security wages, cents */
      box3_social_security_wages: number | null;
      /** @description W-2 box 4: Social Security tax withheld, cents */
      box4_social_security_tax_withheld: number | null;
      /** @description W-2 box 5: Medicare wages and tips, cents */
      box5_medicare_wages: number | null;
      /** @description W-2 box 6: Medicare tax withheld (with any Additional Medicare Tax), cents */
      box6_medicare_tax_withheld: number | null;
      /** @description W-2 box 12 code TT: qualified overtime compensation (from 2026), cents */
      box12_tt_overtime: number | null;
      state_lines: {
        /**
         * @description Box 15: two-letter state code
         * @enum {string}
         */
        state:
          | 'AL'
          | 'AK'
          | 'AZ'
          | 'AR'
          | 'CA'
          | 'CO'
          | 'CT'
          | 'DE'
          | 'DC'
          | 'FL'
          | 'GA'
          | 'HI'
          | 'ID'
          | 'IL'
          | 'IN'
          | 'IA'
          | 'KS'
          | 'KY'
          | 'LA'
          | 'ME'
          | 'MD'
          | 'MA'
          | 'MI'
          | 'MN'
          | 'MS'
          | 'MO'
          | 'MT'
          | 'NE'
          | 'NV'
          | 'NH'
          | 'NJ'
          | 'NM'
          | 'NY'
          | 'NC'
          | 'ND'
          | 'OH'
          | 'OK'
          | 'OR'
          | 'PA'
          | 'RI'
          | 'SC'
          | 'SD'
          | 'TN'
          | 'TX'
          | 'UT'
          | 'VT'
          | 'VA'
          | 'WA'
          | 'WV'
          | 'WI'
          | 'WY';
        /** @description Box 16: state wages, cents */
        state_wages: number;
        /** @description Box 17: state income tax withheld, cents */
        state_tax: number;
      }[];
      /** @description W-2 boxes 18-20 (and a pay stub’s local withholding, year to date): one line per locality */
      local_lines: {
        /** @description Box 20: locality name as printed (e.g. PHILA, CLEVELAND) */
        locality: string;
        /** @description Box 18: local wages, cents */
        local_wages: number;
        /** @description Box 19: local income tax withheld, cents */
        local_tax: number;
      }[];
      /** @description 1099-NEC box 1 (nonemployee compensation) or the 1099-MISC amount, cents */
      amount: number | null;
      /** @description A pay stub’s pay date, in the tax year: its boxes then hold year-to-date figures as of that day */
      pay_date: string | null;
      notes: string;
      objstore_key: string | null;
      file_name: string | null;
      content_type: string | null;
      file_size: number | null;
      /** @description What looks wrong on the form as typed, each at its box: box 2 above box 1; box 4 or box 6 off the payroll tax rates (Social Security up to the year's wage base, Medicare with the Additional Medicare Tax) by more than payroll rounding. The document is saved all the same (real forms have errors: ask the employer for a W-2c). Empty when nothing does */
      warnings?: components['schemas']['IncomeDocumentWarning'][];
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      updated_at: string;
      /** @description null while the record is live; when it was deleted, while it is in the trash */
      deleted_at: string | null;
    };
    IncomeDocumentWarning: {
      /**
       * @description The box the warning is about
       * @enum {string}
       */
      field: 'box2_federal_tax_withheld' | 'box4_social_security_tax_withheld' | 'box6_medicare_tax_withheld';
      /** @enum {string} */
      code: 'withheld_over_wages' | 'social_security_tax_off_rate' | 'medicare_tax_off_rate';
      /** @description What looks wrong and what to do, in plain words */
      message: string;
    };
    IncomeReconciliation: {
      year: number;
      /** @enum {string} */
      employmentType: '1099' | 'w2';
      agencies: {
        agency: string;
        assignmentIds: number[];
        documentIds: number[];
        /** @description Taxable wages (W-2) or gross pay (1099) the tax engine computes for the assignments */
        expected: number;
        /** @description W-2 box 1, or the 1099 amount; null without a document */
        reported: number | null;
        /** @description reported − expected */
        difference: number | null;
        /** @enum {string} */
        status: 'matches' | 'differs' | 'missing_document';
        reasons: {
          /** @enum {string} */
          code:
            | 'stipends_taxed'
            | 'pay_outside_app'
            | 'reimbursements'
            | 'pretax_deductions'
            | 'gsa_excess'
            | 'no_tax_home'
            | 'hours_short'
            | 'pay_timing';
          text: string;
        }[];
      }[];
      totals: {
        /** @description Over the agencies with a document */
        expected: number;
        /** @description Over the agencies with a document */
        reported: number;
        /** @description reported − expected */
        difference: number;
      };
    };
    KeepHomeBalance: {
      year: number;
      /** @description The recorded tax home costs of the days away on assignment: each month’s recorded costs × its share of days away, integer cents */
      homeCosts: number;
      /** @description Months with days away on assignment and no rent or mortgage cost recorded */
      rentMonths: number;
      /** @description The tax home's monthly rent or mortgage (`rent_amount`) × each of those months' share of days away, integer cents */
      rentFromHome: number;
      /** @description Miles of the year’s trips home (purpose tax_home_visit) */
      visitMiles: number;
      /** @description Those miles at the IRS business rate, integer cents */
      visitMileageCost: number;
      /** @description homeCosts + rentFromHome + visitMileageCost, integer cents */
      costOfKeeping: number;
      /** @description What the cost counts, in words */
      note: string;
      /** @description The year's total tax as computed, integer cents */
      taxWithHome: number;
      /** @description The same year with no tax home (every W-2 stipend taxed as pay), integer cents */
      taxWithoutHome: number;
      /** @description taxWithoutHome − taxWithHome, integer cents */
      taxSaved: number;
      /** @description taxSaved − costOfKeeping; positive when the home paid for itself, integer cents */
      net: number;
      summary: string;
    };
    LocationDuration: {
      location: string;
      state: string;
      /** @description Days inside the 24 months ending today */
      days: number;
      facilities: string[];
      /**
       * @description <270 days, 270–365, >365
       * @enum {string}
       */
      status: 'safe' | 'approaching' | 'exceeds';
    };
    MileageSummary: {
      year: number;
      totalMiles: number;
      /** @description Every purpose but personal */
      deductibleMiles: number;
      nonDeductibleMiles: number;
      totalTrips: number;
      /** @description IRS business rate, cents per mile (may carry a half cent: 72.5) */
      ratePerMile: number;
      /** @description Sum over rate periods of deductible miles × rate */
      deductionAmount: number;
      byPurpose: {
        work_travel: {
          miles: number;
          trips: number;
        };
        tax_home_visit: {
          miles: number;
          trips: number;
        };
        licensing: {
          miles: number;
          trips: number;
        };
        personal: {
          miles: number;
          trips: number;
        };
        other: {
          miles: number;
          trips: number;
        };
      };
      byMonth: {
        10: {
          miles: number;
          trips: number;
          deductibleMiles: number;
        };
        11: {
          miles: number;
          trips: number;
          deductibleMiles: number;
        };
        12: {
          miles: number;
          trips: number;
          deductibleMiles: number;
        };
        '01': {
          miles: number;
          trips: number;
          deductibleMiles: number;
        };
        '02': {
          miles: number;
          trips: number;
          deductibleMiles: number;
        };
        '03': {
          miles: number;
          trips: number;
          deductibleMiles: number;
        };
        '04': {
          miles: number;
          trips: number;
          deductibleMiles: number;
        };
        '05': {
          miles: number;
          trips: number;
          deductibleMiles: number;
        };
        '06': {
          miles: number;
          trips: number;
          deductibleMiles: number;
        };
        '07': {
          miles: number;
          trips: number;
          deductibleMiles: number;
        };
        '08': {
          miles: number;
          trips: number;
          deductibleMiles: number;
        };
        '09': {
          miles: number;
          trips: number;
          deductibleMiles: number;
        };
      };
      ratePeriods: {
        /**
         * Format: date
         * @description Calendar date, YYYY-MM-DD, from 1900-01-01 to 2100-12-31
         * @example 2026-03-02
         */
        from: string;
        /**
         * Format: date
         * @description Calendar date, YYYY-MM-DD, from 1900-01-01 to 2100-12-31
         * @example 2026-03-02
         */
        to: string;
        ratePerMile: number;
        deductibleMiles: number;
        /** @description Integer cents */
        deductionAmount: number;
      }[];
      notes: string[];
    };
    MileageTrip: {
      id: number;
      user_id: number;
      /**
       * Format: date
       * @description Calendar date, YYYY-MM-DD, from 1900-01-01 to 2100-12-31
       * @example 2026-03-02
       */
      date: string;
      miles: number;
      /** @enum {string} */
      purpose: 'work_travel' | 'tax_home_visit' | 'licensing' | 'personal' | 'other';
      origin: string;
      destination: string;
      notes: string;
      assignment_id: number | null;
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      updated_at: string;
      /** @description null while the record is live; when it was deleted, while it is in the trash */
      deleted_at: string | null;
    };
    Notification: {
      id: number;
      user_id: number;
      /** @enum {string} */
      type:
        | 'stipend_risk'
        | 'property_rented_out'
        | 'long_assignment'
        | 'visit_overdue'
        | 'missing_docs'
        | 'gsa_exceeds'
        | 'credential_expiring'
        | 'quarterly_due'
        | 'quarterly_overdue'
        | 'twelve_month_approaching'
        | 'tie_out_of_state'
        | 'refund_to_claim';
      /** @enum {string} */
      severity: 'danger' | 'warning' | 'info';
      title: string;
      body: string;
      link: string | null;
      read_at: string | null;
      resolved_at: string | null;
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      updated_at: string;
      /** @description null while the record is live; when it was deleted, while it is in the trash */
      deleted_at: string | null;
    };
    PerDiem: {
      /** @description GSA destination, or "Standard CONUS Rate" */
      area: string;
      fiscalYear: number;
      /** @description Daily lodging */
      lodging: number;
      /** @description Daily meals & incidentals */
      mie: number;
      /** @description 7 × lodging */
      weeklyHousingMax: number;
      /** @description 7 × M&IE */
      weeklyMieMax: number;
      /** @description False in Alaska, Hawaii and outside the 48 states and DC: no federal rate to compare with */
      checked: boolean;
      /** @description What the check means for stipends here, in plain words */
      check: string;
      /** @description What the figures assume (e.g. a stand-in year), when any */
      notes: string[];
    };
    QuarterlyPayment: {
      id: number;
      user_id: number;
      year: number;
      quarter: number;
      /** @description Null (the default) for a federal payment (Form 1040-ES); a state code for that state’s own */
      state: string | null;
      amount: number;
      paid_date: string | null;
      confirmation_number: string;
      notes: string;
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      updated_at: string;
      /** @description null while the record is live; when it was deleted, while it is in the trash */
      deleted_at: string | null;
    };
    /**
     * @description Who read the file: 'ai', the AI provider; 'ocr', this server's own text recognition and rules (a PDF's text is read directly). Either way the fields are a proposal to check before saving.
     * @enum {string}
     */
    ReadingSource: 'ai' | 'ocr';
    ReceiptFlags: {
      year: number;
      /** @description How many of the year's expenses are flagged, on every page */
      total: number;
      items: {
        expenseId: number;
        /**
         * Format: date
         * @description Calendar date, YYYY-MM-DD, from 1900-01-01 to 2100-12-31
         * @example 2026-03-02
         */
        date: string;
        /** @enum {string} */
        category:
          | 'travel'
          | 'licensing'
          | 'supplies'
          | 'ce_credits'
          | 'meals'
          | 'lodging'
          | 'uniforms'
          | 'insurance'
          | 'dues'
          | 'parking'
          | 'phone_internet'
          | 'tax_prep'
          | 'other';
        /** @description Integer cents */
        amount: number;
        description: string;
        /** @enum {string} */
        code: 'lodging_without_receipt' | 'no_receipt_75' | 'w2_meals';
        problem: string;
        /** @description What to do about it */
        action: string;
      }[];
    };
    ReceiptReading: {
      date: string | null;
      merchant: string | null;
      /** @description The total in cents (minor units) of `currency` */
      amount: number | null;
      /** @description ISO 4217 code, e.g. USD; null when unknown */
      currency: string | null;
      /** @description A suggested expense category */
      category:
        | (
            | 'travel'
            | 'licensing'
            | 'supplies'
            | 'ce_credits'
            | 'meals'
            | 'lodging'
            | 'uniforms'
            | 'insurance'
            | 'dues'
            | 'parking'
            | 'phone_internet'
            | 'tax_prep'
            | 'other'
          )
        | null;
      source: components['schemas']['ReadingSource'];
    };
    StateIncome: {
      year: number;
      /** @enum {string} */
      employmentType: '1099' | 'w2';
      taxHomeState:
        | (
            | 'AL'
            | 'AK'
            | 'AZ'
            | 'AR'
            | 'CA'
            | 'CO'
            | 'CT'
            | 'DE'
            | 'DC'
            | 'FL'
            | 'GA'
            | 'HI'
            | 'ID'
            | 'IL'
            | 'IN'
            | 'IA'
            | 'KS'
            | 'KY'
            | 'LA'
            | 'ME'
            | 'MD'
            | 'MA'
            | 'MI'
            | 'MN'
            | 'MS'
            | 'MO'
            | 'MT'
            | 'NE'
            | 'NV'
            | 'NH'
            | 'NJ'
            | 'NM'
            | 'NY'
            | 'NC'
            | 'ND'
            | 'OH'
            | 'OK'
            | 'OR'
            | 'PA'
            | 'RI'
            | 'SC'
            | 'SD'
            | 'TN'
            | 'TX'
            | 'UT'
            | 'VT'
            | 'VA'
            | 'WA'
            | 'WV'
            | 'WI'
            | 'WY'
          )
        | null;
      totalStates: number;
      /** @description Integer cents */
      totalStateIncome: number;
      /** @description Integer cents */
      totalStateTax: number;
      totalDays: number;
      states: {
        /** @enum {string} */
        state:
          | 'AL'
          | 'AK'
          | 'AZ'
          | 'AR'
          | 'CA'
          | 'CO'
          | 'CT'
          | 'DE'
          | 'DC'
          | 'FL'
          | 'GA'
          | 'HI'
          | 'ID'
          | 'IL'
          | 'IN'
          | 'IA'
          | 'KS'
          | 'KY'
          | 'LA'
          | 'ME'
          | 'MD'
          | 'MA'
          | 'MI'
          | 'MN'
          | 'MS'
          | 'MO'
          | 'MT'
          | 'NE'
          | 'NV'
          | 'NH'
          | 'NJ'
          | 'NM'
          | 'NY'
          | 'NC'
          | 'ND'
          | 'OH'
          | 'OK'
          | 'OR'
          | 'PA'
          | 'RI'
          | 'SC'
          | 'SD'
          | 'TN'
          | 'TX'
          | 'UT'
          | 'VT'
          | 'VA'
          | 'WA'
          | 'WV'
          | 'WI'
          | 'WY';
        stateName: string;
        /** @description The income the state taxes: a nonresident state’s share; the home state’s, the household’s whole income */
        income: number;
        /** @description Integer cents */
        tax: number;
        /** @description tax / the income the state taxes, 4 decimals */
        effectiveRate: number;
        noTax: boolean;
        days: number;
        reciprocity: {
          exempt: boolean;
          reason: string | null;
        };
        /** @description Cents; null for other states and 1099 users */
        stateDeduction: number | null;
        /** @description A return must be filed (filing.requirement is must) */
        filingRequired: boolean;
        isHomeState: boolean;
        /** @description The return to file; null when none is needed */
        formName: string | null;
        formDescription: string | null;
        /** @description When its return is due; null when none is needed */
        filingDeadline: string | null;
        /** @description Home state only: the base it taxes (the year’s total) */
        taxedIncome?: number;
        /** @description Withheld for it (W-2 box 17) and paid in estimated payments */
        paid: number;
        /** @description tax − paid: above 0 owed, below 0 comes back with its return */
        balance: number;
        /** @description Its return, as the filing year says it: must, should (money comes back only with a return, as when a reciprocal state withheld anyway) or not needed, with the form, deadline and reason */
        filing: {
          /**
           * @description must: a return is required; should: not required, but money comes back (or an exemption is claimed) only with one; not_needed: nothing to file
           * @enum {string}
           */
          requirement: 'must' | 'should' | 'not_needed';
          /**
           * @description The rule that decided (docs/tax-method.md §11 gives each its source)
           * @enum {string}
           */
          rule:
            | 'gross_income'
            | 'self_employment'
            | 'additional_medicare'
            | 'refund'
            | 'below_threshold'
            | 'resident'
            | 'nonresident_income'
            | 'reciprocity_refund'
            | 'reciprocity_exempt'
            | 'no_income_tax'
            | 'no_income'
            | 'with_state_return'
            | 'local_owed'
            | 'local_over_withheld'
            | 'local_withheld'
            | 'local_resident_return';
          /** @description The return to file; null when none or not known */
          form: string | null;
          /** @description A form for the employer so next year’s withholding is right (REV-419) */
          employerForm: string | null;
          /** @description The date to file by; null when nothing is filed */
          deadline: string | null;
          /** @description Why, in one or two plain sentences */
          reason: string;
        };
        assignments: {
          id: number;
          facility: string;
          location: string;
          /**
           * Format: date
           * @description Calendar date, YYYY-MM-DD, from 1900-01-01 to 2100-12-31
           * @example 2026-03-02
           */
          startDate: string;
          /**
           * Format: date
           * @description Calendar date, YYYY-MM-DD, from 1900-01-01 to 2100-12-31
           * @example 2026-03-02
           */
          endDate: string;
          weeks: number;
          days: number;
          /** @description Integer cents */
          income: number;
          gsa: components['schemas']['GsaCheck'];
          /**
           * @description W-2 stipends that are wages: see stipendsTaxableReason
           * @constant
           */
          stipendsTaxable?: true;
          /**
           * @description Why the stipends are wages: no tax home, work in the tax home city, or the 12-month rule
           * @enum {string}
           */
          stipendsTaxableReason?: 'no_tax_home' | 'not_away_from_home' | 'twelve_month';
          /**
           * @description Within 50 miles of the tax home in another city: flagged, not taxed
           * @constant
           */
          nearTaxHome?: true;
        }[];
      }[];
      notes: string[];
    };
    StipendEligibility: {
      assignmentId: number;
      facility: string;
      location: string;
      state: string;
      /**
       * Format: date
       * @description Calendar date, YYYY-MM-DD, from 1900-01-01 to 2100-12-31
       * @example 2026-03-02
       */
      startDate: string;
      /**
       * Format: date
       * @description Calendar date, YYYY-MM-DD, from 1900-01-01 to 2100-12-31
       * @example 2026-03-02
       */
      endDate: string;
      /** @description The year's housing and meals stipends, integer cents */
      stipends: number;
      /**
       * @description tax_free; partly (above the GSA rate); taxable (a condition fails); income (1099 worker)
       * @enum {string}
       */
      status: 'tax_free' | 'partly' | 'taxable' | 'income';
      /** @description The year's stipends that are taxable pay, integer cents */
      taxableStipends: number;
      /** @description In the order the law applies them; the list stops at the first that fails */
      conditions: {
        /** @enum {string} */
        key: 'tax_home' | 'away_from_home' | 'twelve_month' | 'gsa';
        label: string;
        met: boolean;
        detail: string;
      }[];
    };
    StipendEligibilityReport: {
      year: number;
      items: components['schemas']['StipendEligibility'][];
    };
    TakeHome: {
      /** @description The assignments’ pay, stipends included, cents */
      grossComp: number;
      /** @description Their share of every tax, and the Social Security and Medicare withheld, cents */
      taxes: number;
      /** @description grossComp − taxes: the one take-home figure, cents */
      net: number;
      /** @description What it includes, in plain words */
      note: string;
    };
    TaxEstimate: {
      year: number;
      /** @enum {string} */
      employmentType: '1099' | 'w2';
      /** @enum {string} */
      filingStatus: 'single' | 'married_joint' | 'married_separate' | 'head_of_household';
      /** @description Integer cents */
      grossIncome: number;
      /** @description Integer cents */
      taxableIncome: number;
      federal: {
        /** @description Integer cents */
        taxableIncome: number;
        /** @description Integer cents */
        standardDeduction: number;
        /** @description Integer cents */
        tax: number;
        /** @description W-2 qualified overtime deduction (tax years 2025-2028) */
        overtimeDeduction: number;
        /** @description 1099: the qualified business income the QBI deduction starts from (Form 8995 line 1); 0 for W-2, cents */
        qbi: number;
        /** @description Integer cents */
        qbiDeduction: number;
        /** @description Integer cents */
        agi: number;
        /** @description The return’s Additional Medicare Tax (Form 8959 line 18): 0.9% of wages and self-employment income over the threshold */
        additionalMedicareTax: number;
        /** @description The earned income credit (IRC 32); refundable, so it counts as paid */
        earnedIncomeCredit: number;
        /** @description What the 2026 limit on itemized deductions (IRC 68) took off them; 0 when not itemizing */
        itemizedReduction: number;
      };
      /** @description Integer cents */
      ficaTax: number;
      /** @description Integer cents */
      seTax: number;
      /** @description Integer cents */
      stateTax: number;
      /** @description Sum of the local income tax lines */
      localTax: number;
      /** @description The part of localTax that is Pennsylvania’s local services tax (up to $52 a year where the work place levies it) */
      localServicesTax: number;
      locals: {
        id: string;
        name: string;
        /** @enum {string} */
        state:
          | 'AL'
          | 'AK'
          | 'AZ'
          | 'AR'
          | 'CA'
          | 'CO'
          | 'CT'
          | 'DE'
          | 'DC'
          | 'FL'
          | 'GA'
          | 'HI'
          | 'ID'
          | 'IL'
          | 'IN'
          | 'IA'
          | 'KS'
          | 'KY'
          | 'LA'
          | 'ME'
          | 'MD'
          | 'MA'
          | 'MI'
          | 'MN'
          | 'MS'
          | 'MO'
          | 'MT'
          | 'NE'
          | 'NV'
          | 'NH'
          | 'NJ'
          | 'NM'
          | 'NY'
          | 'NC'
          | 'ND'
          | 'OH'
          | 'OK'
          | 'OR'
          | 'PA'
          | 'RI'
          | 'SC'
          | 'SD'
          | 'TN'
          | 'TX'
          | 'UT'
          | 'VT'
          | 'VA'
          | 'WA'
          | 'WV'
          | 'WI'
          | 'WY';
        resident: boolean;
        /** @description Integer cents */
        tax: number;
      }[];
      states: {
        /** @enum {string} */
        state:
          | 'AL'
          | 'AK'
          | 'AZ'
          | 'AR'
          | 'CA'
          | 'CO'
          | 'CT'
          | 'DE'
          | 'DC'
          | 'FL'
          | 'GA'
          | 'HI'
          | 'ID'
          | 'IL'
          | 'IN'
          | 'IA'
          | 'KS'
          | 'KY'
          | 'LA'
          | 'ME'
          | 'MD'
          | 'MA'
          | 'MI'
          | 'MN'
          | 'MS'
          | 'MO'
          | 'MT'
          | 'NE'
          | 'NV'
          | 'NH'
          | 'NJ'
          | 'NM'
          | 'NY'
          | 'NC'
          | 'ND'
          | 'OH'
          | 'OK'
          | 'OR'
          | 'PA'
          | 'RI'
          | 'SC'
          | 'SD'
          | 'TN'
          | 'TX'
          | 'UT'
          | 'VT'
          | 'VA'
          | 'WA'
          | 'WV'
          | 'WI'
          | 'WY';
        /** @description Integer cents */
        tax: number;
      }[];
      /** @description Integer cents */
      totalTax: number;
      /** @description totalTax / grossIncome, 4 decimals */
      effectiveRate: number;
      /** @description federal tax / grossIncome, 4 decimals */
      federalEffectiveRate: number;
      /** @description grossIncome − totalTax: totalTax counts the home state’s whole tax, your household’s share of it included; takeHome.net is your assignments’ own take-home, the figure the app shows */
      estimatedTakeHome: number;
      quarterlyPayments: {
        /** @enum {number} */
        quarter: 1 | 2 | 3 | 4;
        /**
         * Format: date
         * @description Calendar date, YYYY-MM-DD, from 1900-01-01 to 2100-12-31
         * @example 2026-03-02
         */
        dueDate: string;
        /** @description Due this quarter */
        amount: number;
        priorYearSafeHarbor: number | null;
        /** @description Withholding (a quarter of it on each due date) and the payments recorded, each on its paid date, credited to the earliest installment still unpaid (IRC 6654(b)(3)) */
        paid: number;
        /** @description amount − paid */
        remaining: number;
      }[];
      /** @description Each state with tax, as its own estimate (never part of the federal quarterly plan) */
      stateEstimates: {
        /** @enum {string} */
        state:
          | 'AL'
          | 'AK'
          | 'AZ'
          | 'AR'
          | 'CA'
          | 'CO'
          | 'CT'
          | 'DE'
          | 'DC'
          | 'FL'
          | 'GA'
          | 'HI'
          | 'ID'
          | 'IL'
          | 'IN'
          | 'IA'
          | 'KS'
          | 'KY'
          | 'LA'
          | 'ME'
          | 'MD'
          | 'MA'
          | 'MI'
          | 'MN'
          | 'MS'
          | 'MO'
          | 'MT'
          | 'NE'
          | 'NV'
          | 'NH'
          | 'NJ'
          | 'NM'
          | 'NY'
          | 'NC'
          | 'ND'
          | 'OH'
          | 'OK'
          | 'OR'
          | 'PA'
          | 'RI'
          | 'SC'
          | 'SD'
          | 'TN'
          | 'TX'
          | 'UT'
          | 'VT'
          | 'VA'
          | 'WA'
          | 'WV'
          | 'WI'
          | 'WY';
        /** @description Integer cents */
        annualTax: number;
        note: string;
      }[];
      /** @description The federal 1040-ES plan (1099, or a W-2 year with an assignment paid as 1099, withholding credited; null for W-2, whose employer withholds) */
      quarterlyPlan: {
        /** @description This year’s federal tax after every credit (income, SE, Additional Medicare) */
        federalTax: number;
        /** @description 90% of federalTax */
        currentYearRequired: number;
        /** @description 100% or 110% of the prior year’s, cents */
        priorYearRequired: number | null;
        /** @description 1 or 1.1; null without a prior year */
        priorYearRate: number | null;
        /** @description The required annual payment: the lesser of the two */
        annualPayment: number;
        quarters: {
          /** @enum {number} */
          quarter: 1 | 2 | 3 | 4;
          /**
           * Format: date
           * @description Calendar date, YYYY-MM-DD, from 1900-01-01 to 2100-12-31
           * @example 2026-03-02
           */
          dueDate: string;
          /** @description Due this quarter */
          amount: number;
          priorYearSafeHarbor: number | null;
          /** @description Withholding (a quarter of it on each due date) and the payments recorded, each on its paid date, credited to the earliest installment still unpaid (IRC 6654(b)(3)) */
          paid: number;
          /** @description amount − paid */
          remaining: number;
        }[];
        /** @description Integer cents */
        paid: number;
        /** @description Integer cents */
        remaining: number;
      } | null;
      notes: string[];
      federalReturn: components['schemas']['FederalReturn'];
      settlement: components['schemas']['TaxSettlement'];
      withholdingCheck: components['schemas']['WithholdingCheck'];
      auditReadiness: components['schemas']['AuditReadiness'];
      /** @description The filing year’s lines (GET /filing-year): federal, each state, each local tax, each with its balance and its return (must, should or not needed; form, deadline, reason), in filing order */
      governments: components['schemas']['GovernmentLine'][];
      headline: components['schemas']['FilingHeadline'];
      /** @description The estimated-tax plans of the year: federal (1099) and each state that asks for one */
      estimatedPlans: {
        governmentId: string;
        name: string;
        /** @description “Form 1040-ES”, “Ohio IT 1040ES” */
        form: string;
        /** @description The required annual payment, cents */
        required: number;
        installments: {
          /** @enum {number} */
          quarter: 1 | 2 | 3 | 4;
          /**
           * Format: date
           * @description Calendar date, YYYY-MM-DD, from 1900-01-01 to 2100-12-31
           * @example 2026-03-02
           */
          dueDate: string;
          /** @description This installment’s part of the required payment, cents */
          amount: number;
          /** @description Credited to it, earliest installment first (IRC 6654(b)(3)), cents */
          paid: number;
          /** @description amount − paid, cents */
          remaining: number;
          /** @description The part of paid credited after the due date, cents */
          paidLate: number;
          overdue: boolean;
        }[];
        /** @description Cents */
        paid: number;
        /** @description Cents */
        remaining: number;
        /** @description What the overdue installments still miss, cents */
        overdueAmount: number;
        /** @description Why this government asks for estimated payments this year */
        reason: string;
      }[];
      takeHome: components['schemas']['TakeHome'];
    };
    TaxHome: {
      id: number;
      user_id: number;
      address: string;
      city: string;
      state: string;
      zip: string | null;
      /** @description Monthly rent or mortgage, cents */
      rent_amount: number;
      /** @description The later of the last visit a client wrote and the latest `left` of the home's live visits; kept by database triggers, so every reader sees visits without a join */
      last_visit_date: string | null;
      voter_reg: boolean;
      drivers_license_state: string | null;
      property_rented_out: boolean;
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      updated_at: string;
      /** @description null while the record is live; when it was deleted, while it is in the trash */
      deleted_at: string | null;
    };
    TaxHomeCost: {
      id: number;
      user_id: number;
      /** @enum {string} */
      category:
        | 'rent'
        | 'mortgage'
        | 'utilities'
        | 'insurance'
        | 'property_tax'
        | 'maintenance'
        | 'return_trips'
        | 'other';
      amount: number;
      month: number;
      year: number;
      description: string;
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      updated_at: string;
      /** @description null while the record is live; when it was deleted, while it is in the trash */
      deleted_at: string | null;
    };
    TaxHomeDistance: {
      /** @description Miles between the ZIP centroids; null if a ZIP is unknown */
      miles: number | null;
      /** @description Within 50 miles, or in the tax home's city */
      near: boolean;
      note: string;
    };
    TaxHomeDoc: {
      id: number;
      user_id: number;
      /** @enum {string} */
      doc_type:
        | 'lease'
        | 'mortgage_statement'
        | 'utility_bill'
        | 'voter_registration'
        | 'drivers_license'
        | 'vehicle_registration'
        | 'bank_statement'
        | 'insurance'
        | 'other';
      title: string;
      /**
       * Format: date
       * @description Calendar date, YYYY-MM-DD, from 1900-01-01 to 2100-12-31
       * @example 2026-03-02
       */
      date: string;
      /** @description The state the document points to (a driver's license, voter or vehicle registration): one in another state than the tax home's opens a `tie_out_of_state` notification */
      state: string | null;
      objstore_key: string | null;
      file_name: string | null;
      content_type: string | null;
      file_size: number | null;
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      updated_at: string;
      /** @description null while the record is live; when it was deleted, while it is in the trash */
      deleted_at: string | null;
    };
    TaxHomeTest: {
      /**
       * @description 3 factors met: tax_home; 2: facts_and_circumstances; 0-1: itinerant (no tax home)
       * @enum {string}
       */
      verdict: 'tax_home' | 'facts_and_circumstances' | 'itinerant';
      factorsMet: number;
      factors: {
        /** @enum {string} */
        key: 'work_near_home' | 'duplicated_expenses' | 'not_abandoned';
        label: string;
        /** @description The factor in plain words */
        law: string;
        met: boolean;
        /** @description What the worker's records show */
        evidence: string[];
        /** @description What to add, most important first */
        missing: string[];
      }[];
      /** @description What would raise the verdict */
      toImprove: string[];
    };
    TaxHomeVisit: {
      id: number;
      user_id: number;
      /** @description The tax home visited; your current tax home when left out */
      tax_home_id: number;
      /**
       * Format: date
       * @description Calendar date, YYYY-MM-DD, from 1900-01-01 to 2100-12-31
       * @example 2026-03-02
       */
      arrived: string;
      /**
       * Format: date
       * @description The last day at home: on or after `arrived`, today or earlier
       * @example 2026-03-02
       */
      left: string;
      notes: string;
      /** @description Evidence: your trip home */
      mileage_trip_id: number | null;
      /** @description Evidence: an expense at home */
      expense_id: number | null;
      /** @description Evidence: a tax home document dated there */
      tax_home_doc_id: number | null;
      /** @description When you tapped "I'm home" (ISO timestamp, UTC) */
      checked_in_at: string | null;
      /** @description When you tapped "Leaving home" */
      checked_out_at: string | null;
      /** @description Your phone's time zone at check-in, to show the time as you saw it */
      check_in_time_zone: string | null;
      /** @description Where your phone was at check-in, when you allowed it (degrees); null removes the location */
      check_in_latitude: number | null;
      check_in_longitude: number | null;
      /** @description How precise the location is, in meters, as the phone reported it */
      check_in_accuracy_m: number | null;
      /** @description Miles from the center of the tax home's ZIP code at check-in; null without a location or ZIP */
      check_in_distance_miles: number | null;
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      updated_at: string;
      /** @description null while the record is live; when it was deleted, while it is in the trash */
      deleted_at: string | null;
    };
    /** @description What is still owed or comes back when you file */
    TaxSettlement: {
      /**
       * @description What the total comes to: owe (balance > 0), refund (< 0) or even
       * @enum {string}
       */
      outcome: 'owe' | 'refund' | 'even';
      total: {
        /** @description The year’s tax, cents */
        tax: number;
        /** @description Withheld, paid in estimates and refundable credits, cents */
        paid: number;
        /** @description tax − paid: more than 0 is still owed, less than 0 comes back as a refund */
        balance: number;
      };
      /** @description The return’s income tax after credits, self-employment tax and Additional Medicare Tax; the rest of FICA is withheld in full and not settled */
      federal: {
        /** @description The year’s tax, cents */
        tax: number;
        /** @description Withheld, paid in estimates and refundable credits, cents */
        paid: number;
        /** @description tax − paid: more than 0 is still owed, less than 0 comes back as a refund */
        balance: number;
        /** @description Part of paid: the refundable child tax credit, cents */
        refundableCredit: number;
        /** @description Part of paid: the earned income credit (refundable), cents */
        earnedIncomeCredit: number;
        /** @description Part of paid: Additional Medicare Tax employers withheld, cents */
        additionalMedicareWithheld: number;
      };
      states: {
        /** @enum {string} */
        state:
          | 'AL'
          | 'AK'
          | 'AZ'
          | 'AR'
          | 'CA'
          | 'CO'
          | 'CT'
          | 'DE'
          | 'DC'
          | 'FL'
          | 'GA'
          | 'HI'
          | 'ID'
          | 'IL'
          | 'IN'
          | 'IA'
          | 'KS'
          | 'KY'
          | 'LA'
          | 'ME'
          | 'MD'
          | 'MA'
          | 'MI'
          | 'MN'
          | 'MS'
          | 'MO'
          | 'MT'
          | 'NE'
          | 'NV'
          | 'NH'
          | 'NJ'
          | 'NM'
          | 'NY'
          | 'NC'
          | 'ND'
          | 'OH'
          | 'OK'
          | 'OR'
          | 'PA'
          | 'RI'
          | 'SC'
          | 'SD'
          | 'TN'
          | 'TX'
          | 'UT'
          | 'VT'
          | 'VA'
          | 'WA'
          | 'WV'
          | 'WI'
          | 'WY';
        /** @description The year’s tax, cents */
        tax: number;
        /** @description Withheld, paid in estimates and refundable credits, cents */
        paid: number;
        /** @description tax − paid: more than 0 is still owed, less than 0 comes back as a refund */
        balance: number;
      }[];
      local: {
        id: string;
        name: string;
        /** @description The year’s tax, cents */
        tax: number;
        /** @description Withheld, paid in estimates and refundable credits, cents */
        paid: number;
        /** @description tax − paid: more than 0 is still owed, less than 0 comes back as a refund */
        balance: number;
      }[];
      paid: {
        /** @description Yours (W-2 box 2, or pay stubs projected) and your spouse’s, cents */
        federalWithheld: number;
        /** @description Federal quarterly payments recorded, cents */
        federalEstimated: number;
        stateWithheld: {
          /** @enum {string} */
          state:
            | 'AL'
            | 'AK'
            | 'AZ'
            | 'AR'
            | 'CA'
            | 'CO'
            | 'CT'
            | 'DE'
            | 'DC'
            | 'FL'
            | 'GA'
            | 'HI'
            | 'ID'
            | 'IL'
            | 'IN'
            | 'IA'
            | 'KS'
            | 'KY'
            | 'LA'
            | 'ME'
            | 'MD'
            | 'MA'
            | 'MI'
            | 'MN'
            | 'MS'
            | 'MO'
            | 'MT'
            | 'NE'
            | 'NV'
            | 'NH'
            | 'NJ'
            | 'NM'
            | 'NY'
            | 'NC'
            | 'ND'
            | 'OH'
            | 'OK'
            | 'OR'
            | 'PA'
            | 'RI'
            | 'SC'
            | 'SD'
            | 'TN'
            | 'TX'
            | 'UT'
            | 'VT'
            | 'VA'
            | 'WA'
            | 'WV'
            | 'WI'
            | 'WY';
          /** @description Cents */
          amount: number;
        }[];
        stateEstimated: {
          /** @enum {string} */
          state:
            | 'AL'
            | 'AK'
            | 'AZ'
            | 'AR'
            | 'CA'
            | 'CO'
            | 'CT'
            | 'DE'
            | 'DC'
            | 'FL'
            | 'GA'
            | 'HI'
            | 'ID'
            | 'IL'
            | 'IN'
            | 'IA'
            | 'KS'
            | 'KY'
            | 'LA'
            | 'ME'
            | 'MD'
            | 'MA'
            | 'MI'
            | 'MN'
            | 'MS'
            | 'MO'
            | 'MT'
            | 'NE'
            | 'NV'
            | 'NH'
            | 'NJ'
            | 'NM'
            | 'NY'
            | 'NC'
            | 'ND'
            | 'OH'
            | 'OK'
            | 'OR'
            | 'PA'
            | 'RI'
            | 'SC'
            | 'SD'
            | 'TN'
            | 'TX'
            | 'UT'
            | 'VT'
            | 'VA'
            | 'WA'
            | 'WV'
            | 'WI'
            | 'WY';
          /** @description Cents */
          amount: number;
        }[];
      };
      /** @description 1099 only (Form 1040-ES, IRC 6654); null for W-2 */
      estimatedPlan: {
        safeHarbor: {
          /** @description 90% of this year’s tax after credits, cents */
          currentYearRequired: number;
          /** @description 100% (110% above $150,000 of AGI) of last year’s tax, cents; null when unknown */
          priorYearRequired: number | null;
          /** @description The smaller of the two: paid by the year’s end, no underpayment penalty */
          required: number;
          /** @description Payments by the year’s end reach it, or leave under $1,000 owed */
          met: boolean;
          /**
           * @description Which last year: the figures entered on the household, the app’s own full year, only part of it (not used), or none
           * @enum {string}
           */
          basis: 'entered' | 'app_full_year' | 'app_partial_year' | 'unknown';
          /** @description A joint return: both spouses’ withholding and tax */
          household: boolean;
          /** @description Which figures it used, in plain words, and what to enter when last year is not known */
          note: string;
        };
        quarters: {
          /** @enum {number} */
          quarter: 1 | 2 | 3 | 4;
          /**
           * Format: date
           * @description Calendar date, YYYY-MM-DD, from 1900-01-01 to 2100-12-31
           * @example 2026-03-02
           */
          dueDate: string;
          /** @description This quarter’s part of the required payment, cents */
          amount: number;
          /** @description Withholding (a quarter of it) and estimated payments, earliest quarter first, cents */
          paid: number;
          /** @description amount − paid, cents */
          remaining: number;
          /** @description Its due date has passed and something remains */
          overdue: boolean;
        }[];
        /** @description Cents */
        paid: number;
        /** @description Cents */
        remaining: number;
        /** @description What the overdue quarters still miss, cents */
        overdueAmount: number;
      } | null;
      /** @description What the answer assumes, in plain words */
      notes: string[];
    };
    UploadUrl: {
      /** @description Presigned address to upload the file to (15 minutes) */
      uploadUrl: string;
      /** @description <kind>/<user_id>/<uuid>-<sanitized file name> */
      objstoreKey: string;
      /** Format: date-time */
      expiresAt: string;
    };
    User: {
      id: number;
      email: string | null;
      first_name: string;
      /** @description Your full legal name as on your tax return, printed on the audit packet; null until given (the packet then names you by `first_name`) */
      full_name: string | null;
      /** @enum {string} */
      plan: 'free' | 'pro';
      trial_ends_at: string | null;
      /** @enum {string} */
      employment_type: '1099' | 'w2';
      /** @enum {string} */
      filing_status: 'single' | 'married_joint' | 'married_separate' | 'head_of_household';
      /** @enum {string} */
      theme: 'light' | 'dark';
      email_notifications: boolean;
      /**
       * @description The email summary of open notifications: `off` (the default), `daily` or `weekly`
       * @enum {string}
       */
      email_digest: 'off' | 'daily' | 'weekly';
    };
    VisitSuggestions: {
      /** @description The tax home's last visit */
      lastVisit: string | null;
      /** @description Days your records place you at home that no visit covers or cites yet, newest first (at most 50): trips with purpose tax_home_visit, and expenses and tax home documents naming the home city. Confirm one with POST /tax-home-visits (arrived and left its date, with its evidence ids). */
      suggestions: {
        /**
         * Format: date
         * @description Calendar date, YYYY-MM-DD, from 1900-01-01 to 2100-12-31
         * @example 2026-03-02
         */
        date: string;
        mileage_trip_id: number | null;
        expense_id: number | null;
        tax_home_doc_id: number | null;
        /** @description The records found on that day, in words */
        found: string[];
      }[];
      tripsHomeThisYear: number;
    };
    VisitSummary: {
      /** @description The tax home's last visit (`last_visit_date`) */
      lastVisit: string | null;
      /** @description Each year with a visit, newest first */
      years: {
        year: number;
        /** @description Visits with at least one day in the year */
        visits: number;
        /** @description Distinct calendar days at home in the year; overlapping visits count once */
        daysAtHome: number;
      }[];
    };
    /** @description W-2 only; null for 1099 workers */
    WithholdingCheck: {
      /** @description What is paid by December 31 covers the federal tax */
      onTrack: boolean;
      /** @description The federal line’s tax, cents */
      federalTax: number;
      /** @description Counted as paid toward it by December 31, cents */
      paid: number;
      /** @description What is still missing, cents; 0 when on track */
      gap: number;
      /** @enum {string} */
      payFrequency: 'weekly' | 'biweekly' | 'semimonthly' | 'monthly';
      /** @description Pay periods with work left in the year, from the assignments still running */
      paychecksLeft: number;
      /** @description Extra federal withholding per paycheck (Form W-4 line 4(c)) that closes the gap by December 31, whole dollars in cents; 0 on track; null when no paycheck is left */
      extraPerPaycheck: number | null;
      safeHarbor: {
        /** @description 90% of this year’s tax after credits, cents */
        currentYearRequired: number;
        /** @description 100% (110% above $150,000 of AGI) of last year’s tax, cents; null when unknown */
        priorYearRequired: number | null;
        /** @description The smaller of the two: paid by the year’s end, no underpayment penalty */
        required: number;
        /** @description Payments by the year’s end reach it, or leave under $1,000 owed */
        met: boolean;
        /**
         * @description Which last year: the figures entered on the household, the app’s own full year, only part of it (not used), or none
         * @enum {string}
         */
        basis: 'entered' | 'app_full_year' | 'app_partial_year' | 'unknown';
        /** @description A joint return: both spouses’ withholding and tax */
        household: boolean;
        /** @description Which figures it used, in plain words, and what to enter when last year is not known */
        note: string;
      };
      /**
       * @description What to do: nothing; an extra amount on each paycheck left (W-4); with no paycheck left, an estimated payment (estimatedPayment); past the last installment, pay with the return
       * @enum {string}
       */
      action: 'none' | 'w4_extra' | 'estimated_payment' | 'with_return';
      /** @description The estimated payment to make instead of a W-4 change; null unless action says so */
      estimatedPayment: {
        form: string;
        /**
         * Format: date
         * @description Calendar date, YYYY-MM-DD, from 1900-01-01 to 2100-12-31
         * @example 2026-03-02
         */
        dueDate: string;
        /** @description Cents */
        amount: number;
      } | null;
      /** @description The advice in plain words */
      advice: string;
    } | null;
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: {
    /** @description UUID of this request (an inbound UUID is echoed) */
    'X-Request-Id': string;
    /** @description Matching records before pagination */
    'X-Total-Count': number;
    /** @description Requests allowed per minute */
    'X-RateLimit-Limit': number;
    /** @description Requests left in the current window */
    'X-RateLimit-Remaining': number;
    /** @description Unix time (seconds) when the window has room again */
    'X-RateLimit-Reset': number;
    /** @description Seconds to wait before retrying */
    'Retry-After': number;
    /** @description Present (`true`) when this is the stored answer of an earlier request with the same Idempotency-Key */
    'Idempotent-Replayed': 'true';
    /** @description Bearer */
    'WWW-Authenticate': string;
  };
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  getAssignmentProfitability: {
    parameters: {
      query?: {
        /** @description The calendar year; default the current year */
        year?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "year": 2026,
           *       "employmentType": "w2",
           *       "averageNetProfit": 3694445,
           *       "averageProfitMargin": 0.9546,
           *       "totalNetProfit": 3694445,
           *       "assignments": [
           *         {
           *           "assignmentId": 42,
           *           "facility": "Denver Health Medical Center",
           *           "location": "Denver",
           *           "state": "CO",
           *           "agency": "Aya Healthcare",
           *           "weeks": 13,
           *           "grossComp": 3870000,
           *           "taxableIncome": 1270000,
           *           "housingStipend": 1950000,
           *           "mieStipend": 650000,
           *           "bonuses": 100000,
           *           "federalTax": 41200,
           *           "stateTax": 22400,
           *           "localTax": 2300,
           *           "ficaTax": 97155,
           *           "seTax": 0,
           *           "totalTax": 163055,
           *           "linkedExpenses": 12500,
           *           "linkedMiles": 412,
           *           "linkedMileageDeduction": 29870,
           *           "netProfit": 3694445,
           *           "profitMargin": 0.9546,
           *           "gsa": {
           *             "area": "Denver / Aurora",
           *             "checked": true,
           *             "weeklyAllowance": 200000,
           *             "weeklyRateMin": 203700,
           *             "weeklyRateMax": 245700,
           *             "excess": 0
           *           },
           *           "taxLines": [
           *             {
           *               "governmentId": "federal",
           *               "name": "Federal",
           *               "amount": 41200,
           *               "rule": "worker_increment",
           *               "label": "What your assignments’ income adds to your household’s federal return, split by each one’s taxable pay."
           *             },
           *             {
           *               "governmentId": "state-CO",
           *               "name": "Colorado",
           *               "amount": 22400,
           *               "rule": "worked_there",
           *               "label": "Colorado taxes what you earned there: each assignment there carries its share by taxable pay."
           *             },
           *             {
           *               "governmentId": "local-CO-denver",
           *               "name": "Denver",
           *               "amount": 2300,
           *               "rule": "worked_there",
           *               "label": "Denver taxes what you earned there: each assignment there carries its share by taxable pay."
           *             }
           *           ]
           *         }
           *       ],
           *       "notes": [
           *         "Nebraska has not published all of its 2026 figures; some 2025 amounts are used."
           *       ]
           *     }
           */
          'application/json': components['schemas']['AssignmentProfitability'];
        };
      };
      /** @description `validation_error` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `rate_limited` */
      429: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listAssignments: {
    parameters: {
      query?: {
        /** @description Page size */
        limit?: number;
        /** @description Records to skip */
        offset?: number;
        /** @description `true` lists your soft-deleted records (the trash) instead */
        deleted?: boolean;
        /** @description Selects assignments overlapping the year; default the current year */
        year?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Total-Count': components['headers']['X-Total-Count'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example [
           *       {
           *         "id": 42,
           *         "user_id": 7,
           *         "facility": "Denver Health Medical Center",
           *         "location": "Denver",
           *         "state": "CO",
           *         "agency": "Aya Healthcare",
           *         "zip": "80204",
           *         "county": null,
           *         "employment_type": null,
           *         "start_date": "2026-01-05",
           *         "end_date": "2026-04-05",
           *         "base_pay": 90000,
           *         "housing_stipend": 150000,
           *         "mie_stipend": 50000,
           *         "status": "active",
           *         "sign_on_bonus": 100000,
           *         "completion_bonus": 0,
           *         "referral_bonus": 0,
           *         "hours_per_week": 36,
           *         "overtime_pay": 0,
           *         "contract_objstore_key": null,
           *         "created_at": "2026-03-02T15:04:05.123Z",
           *         "updated_at": "2026-03-02T15:04:05.123Z",
           *         "deleted_at": null
           *       }
           *     ]
           */
          'application/json': components['schemas']['Assignment'][];
        };
      };
      /** @description `validation_error` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `rate_limited` */
      429: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  createAssignment: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Optional: a key you make for this action (a UUID), 1 to 255 visible ASCII characters. Sending the same request again with the same key within 24 hours answers the first result (same status and body, with `Idempotent-Replayed: true`) and writes nothing more; the same key with another request is 422 `idempotency_key_reused`. Keys are yours alone: another user’s same key is another key.
         * @example 5f0c6b8e-2d1a-4c3b-9e8f-7a6b5c4d3e2f
         */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "facility": "Denver Health Medical Center",
         *       "location": "Denver",
         *       "state": "CO",
         *       "agency": "Aya Healthcare",
         *       "zip": "80204",
         *       "start_date": "2026-01-05",
         *       "end_date": "2026-04-05",
         *       "base_pay": 90000,
         *       "housing_stipend": 150000,
         *       "mie_stipend": 50000,
         *       "sign_on_bonus": 100000
         *     }
         */
        'application/json': {
          facility: string;
          /** @description City */
          location: string;
          /**
           * @description Two-letter code of a US state or DC
           * @enum {string}
           */
          state:
            | 'AL'
            | 'AK'
            | 'AZ'
            | 'AR'
            | 'CA'
            | 'CO'
            | 'CT'
            | 'DE'
            | 'DC'
            | 'FL'
            | 'GA'
            | 'HI'
            | 'ID'
            | 'IL'
            | 'IN'
            | 'IA'
            | 'KS'
            | 'KY'
            | 'LA'
            | 'ME'
            | 'MD'
            | 'MA'
            | 'MI'
            | 'MN'
            | 'MS'
            | 'MO'
            | 'MT'
            | 'NE'
            | 'NV'
            | 'NH'
            | 'NJ'
            | 'NM'
            | 'NY'
            | 'NC'
            | 'ND'
            | 'OH'
            | 'OK'
            | 'OR'
            | 'PA'
            | 'RI'
            | 'SC'
            | 'SD'
            | 'TN'
            | 'TX'
            | 'UT'
            | 'VT'
            | 'VA'
            | 'WA'
            | 'WV'
            | 'WI'
            | 'WY';
          agency?: string;
          /** @description ZIP of the facility, for the GSA per-diem lookup */
          zip?: string | null;
          /** @description County of the facility ("Hamilton County"), for county taxes where its ZIP lies in more than one; null: the ZIP's primary county. Must be one of the counties the ZIP lies in. */
          county?: string | null;
          /** @description How this contract pays: "w2" (an employee) or "1099" (a contractor), where it differs from the year's employment type (a W-2 and a 1099 in one year); null: the user's employment type. */
          employment_type?: ('1099' | 'w2') | null;
          /**
           * Format: date
           * @description Calendar date, YYYY-MM-DD, from 1900-01-01 to 2100-12-31
           * @example 2026-03-02
           */
          start_date: string;
          /**
           * Format: date
           * @description Calendar date, YYYY-MM-DD, from 1900-01-01 to 2100-12-31
           * @example 2026-03-02
           */
          end_date: string;
          /** @description Taxable base pay, cents per week */
          base_pay: number;
          /** @description Cents per week */
          housing_stipend?: number;
          /** @description Meals & incidentals, cents per week */
          mie_stipend?: number;
          /** @enum {string} */
          status?: 'upcoming' | 'active' | 'complete';
          /** @description Integer cents, 0 to 1,000,000,000 */
          sign_on_bonus?: number;
          /** @description Integer cents, 0 to 1,000,000,000 */
          completion_bonus?: number;
          /** @description Integer cents, 0 to 1,000,000,000 */
          referral_bonus?: number;
          hours_per_week?: number;
          /** @description Total overtime pay of the contract, cents */
          overtime_pay?: number;
          contract_objstore_key?: string | null;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly id?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly user_id?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly created_at?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly updated_at?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly deleted_at?: unknown;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 42,
           *       "user_id": 7,
           *       "facility": "Denver Health Medical Center",
           *       "location": "Denver",
           *       "state": "CO",
           *       "agency": "Aya Healthcare",
           *       "zip": "80204",
           *       "county": null,
           *       "employment_type": null,
           *       "start_date": "2026-01-05",
           *       "end_date": "2026-04-05",
           *       "base_pay": 90000,
           *       "housing_stipend": 150000,
           *       "mie_stipend": 50000,
           *       "status": "active",
           *       "sign_on_bonus": 100000,
           *       "completion_bonus": 0,
           *       "referral_bonus": 0,
           *       "hours_per_week": 36,
           *       "overtime_pay": 0,
           *       "contract_objstore_key": null,
           *       "created_at": "2026-03-02T15:04:05.123Z",
           *       "updated_at": "2026-03-02T15:04:05.123Z",
           *       "deleted_at": null
           *     }
           */
          'application/json': components['schemas']['Assignment'];
        };
      };
      /** @description `validation_error`, `invalid_json` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `not_found` */
      404: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_in_use` */
      409: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `payload_too_large` */
      413: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unsupported_media_type` */
      415: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_reused` */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `rate_limited` */
      429: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getAssignment: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Record id, a positive integer */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 42,
           *       "user_id": 7,
           *       "facility": "Denver Health Medical Center",
           *       "location": "Denver",
           *       "state": "CO",
           *       "agency": "Aya Healthcare",
           *       "zip": "80204",
           *       "county": null,
           *       "employment_type": null,
           *       "start_date": "2026-01-05",
           *       "end_date": "2026-04-05",
           *       "base_pay": 90000,
           *       "housing_stipend": 150000,
           *       "mie_stipend": 50000,
           *       "status": "active",
           *       "sign_on_bonus": 100000,
           *       "completion_bonus": 0,
           *       "referral_bonus": 0,
           *       "hours_per_week": 36,
           *       "overtime_pay": 0,
           *       "contract_objstore_key": null,
           *       "created_at": "2026-03-02T15:04:05.123Z",
           *       "updated_at": "2026-03-02T15:04:05.123Z",
           *       "deleted_at": null
           *     }
           */
          'application/json': components['schemas']['Assignment'];
        };
      };
      /** @description `validation_error` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `not_found` */
      404: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `rate_limited` */
      429: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  deleteAssignment: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Optional: a key you make for this action (a UUID), 1 to 255 visible ASCII characters. Sending the same request again with the same key within 24 hours answers the first result (same status and body, with `Idempotent-Replayed: true`) and writes nothing more; the same key with another request is 422 `idempotency_key_reused`. Keys are yours alone: another user’s same key is another key.
         * @example 5f0c6b8e-2d1a-4c3b-9e8f-7a6b5c4d3e2f
         */
        'Idempotency-Key'?: string;
      };
      path: {
        /** @description Record id, a positive integer */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description No content */
      204: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description `validation_error` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `not_found` */
      404: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_in_use` */
      409: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_reused` */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `rate_limited` */
      429: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  updateAssignment: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Optional: a key you make for this action (a UUID), 1 to 255 visible ASCII characters. Sending the same request again with the same key within 24 hours answers the first result (same status and body, with `Idempotent-Replayed: true`) and writes nothing more; the same key with another request is 422 `idempotency_key_reused`. Keys are yours alone: another user’s same key is another key.
         * @example 5f0c6b8e-2d1a-4c3b-9e8f-7a6b5c4d3e2f
         */
        'Idempotency-Key'?: string;
      };
      path: {
        /** @description Record id, a positive integer */
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "mie_stipend": 50000,
         *       "sign_on_bonus": 100000
         *     }
         */
        'application/json': {
          facility?: string;
          /** @description City */
          location?: string;
          /**
           * @description Two-letter code of a US state or DC
           * @enum {string}
           */
          state?:
            | 'AL'
            | 'AK'
            | 'AZ'
            | 'AR'
            | 'CA'
            | 'CO'
            | 'CT'
            | 'DE'
            | 'DC'
            | 'FL'
            | 'GA'
            | 'HI'
            | 'ID'
            | 'IL'
            | 'IN'
            | 'IA'
            | 'KS'
            | 'KY'
            | 'LA'
            | 'ME'
            | 'MD'
            | 'MA'
            | 'MI'
            | 'MN'
            | 'MS'
            | 'MO'
            | 'MT'
            | 'NE'
            | 'NV'
            | 'NH'
            | 'NJ'
            | 'NM'
            | 'NY'
            | 'NC'
            | 'ND'
            | 'OH'
            | 'OK'
            | 'OR'
            | 'PA'
            | 'RI'
            | 'SC'
            | 'SD'
            | 'TN'
            | 'TX'
            | 'UT'
            | 'VT'
            | 'VA'
            | 'WA'
            | 'WV'
            | 'WI'
            | 'WY';
          agency?: string;
          /** @description ZIP of the facility, for the GSA per-diem lookup */
          zip?: string | null;
          /** @description County of the facility ("Hamilton County"), for county taxes where its ZIP lies in more than one; null: the ZIP's primary county. Must be one of the counties the ZIP lies in. */
          county?: string | null;
          /** @description How this contract pays: "w2" (an employee) or "1099" (a contractor), where it differs from the year's employment type (a W-2 and a 1099 in one year); null: the user's employment type. */
          employment_type?: ('1099' | 'w2') | null;
          /**
           * Format: date
           * @description Calendar date, YYYY-MM-DD, from 1900-01-01 to 2100-12-31
           * @example 2026-03-02
           */
          start_date?: string;
          /**
           * Format: date
           * @description Calendar date, YYYY-MM-DD, from 1900-01-01 to 2100-12-31
           * @example 2026-03-02
           */
          end_date?: string;
          /** @description Taxable base pay, cents per week */
          base_pay?: number;
          /** @description Cents per week */
          housing_stipend?: number;
          /** @description Meals & incidentals, cents per week */
          mie_stipend?: number;
          /** @enum {string} */
          status?: 'upcoming' | 'active' | 'complete';
          /** @description Integer cents, 0 to 1,000,000,000 */
          sign_on_bonus?: number;
          /** @description Integer cents, 0 to 1,000,000,000 */
          completion_bonus?: number;
          /** @description Integer cents, 0 to 1,000,000,000 */
          referral_bonus?: number;
          hours_per_week?: number;
          /** @description Total overtime pay of the contract, cents */
          overtime_pay?: number;
          contract_objstore_key?: string | null;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly id?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly user_id?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly created_at?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly updated_at?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly deleted_at?: unknown;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 42,
           *       "user_id": 7,
           *       "facility": "Denver Health Medical Center",
           *       "location": "Denver",
           *       "state": "CO",
           *       "agency": "Aya Healthcare",
           *       "zip": "80204",
           *       "county": null,
           *       "employment_type": null,
           *       "start_date": "2026-01-05",
           *       "end_date": "2026-04-05",
           *       "base_pay": 90000,
           *       "housing_stipend": 150000,
           *       "mie_stipend": 50000,
           *       "status": "active",
           *       "sign_on_bonus": 100000,
           *       "completion_bonus": 0,
           *       "referral_bonus": 0,
           *       "hours_per_week": 36,
           *       "overtime_pay": 0,
           *       "contract_objstore_key": null,
           *       "created_at": "2026-03-02T15:04:05.123Z",
           *       "updated_at": "2026-03-02T15:04:05.123Z",
           *       "deleted_at": null
           *     }
           */
          'application/json': components['schemas']['Assignment'];
        };
      };
      /** @description `validation_error`, `invalid_json`, `invalid_status_transition` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `not_found` */
      404: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_in_use` */
      409: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `payload_too_large` */
      413: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unsupported_media_type` */
      415: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_reused` */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `rate_limited` */
      429: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  restoreAssignment: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Optional: a key you make for this action (a UUID), 1 to 255 visible ASCII characters. Sending the same request again with the same key within 24 hours answers the first result (same status and body, with `Idempotent-Replayed: true`) and writes nothing more; the same key with another request is 422 `idempotency_key_reused`. Keys are yours alone: another user’s same key is another key.
         * @example 5f0c6b8e-2d1a-4c3b-9e8f-7a6b5c4d3e2f
         */
        'Idempotency-Key'?: string;
      };
      path: {
        /** @description Record id, a positive integer */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 42,
           *       "user_id": 7,
           *       "facility": "Denver Health Medical Center",
           *       "location": "Denver",
           *       "state": "CO",
           *       "agency": "Aya Healthcare",
           *       "zip": "80204",
           *       "county": null,
           *       "employment_type": null,
           *       "start_date": "2026-01-05",
           *       "end_date": "2026-04-05",
           *       "base_pay": 90000,
           *       "housing_stipend": 150000,
           *       "mie_stipend": 50000,
           *       "status": "active",
           *       "sign_on_bonus": 100000,
           *       "completion_bonus": 0,
           *       "referral_bonus": 0,
           *       "hours_per_week": 36,
           *       "overtime_pay": 0,
           *       "contract_objstore_key": null,
           *       "created_at": "2026-03-02T15:04:05.123Z",
           *       "updated_at": "2026-03-02T15:04:05.123Z",
           *       "deleted_at": null
           *     }
           */
          'application/json': components['schemas']['Assignment'];
        };
      };
      /** @description `validation_error` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `not_found` */
      404: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_in_use` */
      409: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_reused` */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `rate_limited` */
      429: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getAssignmentDistance: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Record id, a positive integer */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "miles": 182.4,
           *       "near": false,
           *       "note": "182.4 miles from your tax home."
           *     }
           */
          'application/json': components['schemas']['TaxHomeDistance'];
        };
      };
      /** @description `validation_error` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `not_found` */
      404: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `rate_limited` */
      429: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  simulateAssignmentExtension: {
    parameters: {
      query: {
        /** @description Weeks to extend by, 1 to 52 */
        weeks: number;
      };
      header?: never;
      path: {
        /** @description Record id, a positive integer */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "assignmentId": 12,
           *       "weeks": 13,
           *       "newEndDate": "2026-07-05",
           *       "daysNow": 301,
           *       "daysExtended": 392,
           *       "breakDate": "2026-06-08",
           *       "lastSafeDate": "2026-06-07",
           *       "breaksNow": false,
           *       "breaksExtended": true,
           *       "current": {
           *         "endDate": "2026-04-05",
           *         "stipends": 1170000,
           *         "taxableStipends": 0,
           *         "taxOnStipends": 0,
           *         "pay": 2470000
           *       },
           *       "extended": {
           *         "endDate": "2026-07-05",
           *         "stipends": 2340000,
           *         "taxableStipends": 2340000,
           *         "taxOnStipends": 458000,
           *         "pay": 4940000
           *       },
           *       "stipendsBecomingTaxable": 2340000,
           *       "extraTax": 458000,
           *       "stipendsCause": {
           *         "kind": "twelve_month",
           *         "months": [],
           *         "note": "Work at this place would pass a year: every stipend of the contract becomes taxable pay."
           *       },
           *       "distance": {
           *         "miles": 182.4,
           *         "near": false,
           *         "note": "182.4 miles from your tax home."
           *       }
           *     }
           */
          'application/json': components['schemas']['AssignmentExtension'];
        };
      };
      /** @description `validation_error` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `not_found` */
      404: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `rate_limited` */
      429: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getAuditPacket: {
    parameters: {
      query?: {
        /** @description The calendar year; default the current year */
        year?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The audit packet (audit-packet-2026.pdf) */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/pdf': string;
        };
      };
      /** @description `validation_error` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `pro_required` */
      403: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `rate_limited` */
      429: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getAuditPacketZip: {
    parameters: {
      query?: {
        /** @description The calendar year; default the current year */
        year?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The audit packet and its files (audit-packet-2026.zip) */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/zip': string;
        };
      };
      /** @description `validation_error` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `pro_required` */
      403: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `rate_limited` */
      429: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  billingCheckout: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Optional: a key you make for this action (a UUID), 1 to 255 visible ASCII characters. Sending the same request again with the same key within 24 hours answers the first result (same status and body, with `Idempotent-Replayed: true`) and writes nothing more; the same key with another request is 422 `idempotency_key_reused`. Keys are yours alone: another user’s same key is another key.
         * @example 5f0c6b8e-2d1a-4c3b-9e8f-7a6b5c4d3e2f
         */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "url": "https://checkout.stripe.com/c/pay/cs_test_a1B2c3"
           *     }
           */
          'application/json': {
            /** @description Address to send the browser to */
            url: string;
          };
        };
      };
      /** @description `validation_error`, `already_pro` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_in_use` */
      409: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_reused` */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `rate_limited` */
      429: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `not_configured`, `unavailable` */
      503: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  billingPortal: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Optional: a key you make for this action (a UUID), 1 to 255 visible ASCII characters. Sending the same request again with the same key within 24 hours answers the first result (same status and body, with `Idempotent-Replayed: true`) and writes nothing more; the same key with another request is 422 `idempotency_key_reused`. Keys are yours alone: another user’s same key is another key.
         * @example 5f0c6b8e-2d1a-4c3b-9e8f-7a6b5c4d3e2f
         */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "url": "https://billing.stripe.com/p/session/test_YWNjdF8x"
           *     }
           */
          'application/json': {
            /** @description Address to send the browser to */
            url: string;
          };
        };
      };
      /** @description `validation_error`, `no_customer` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_in_use` */
      409: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_reused` */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `rate_limited` */
      429: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `not_configured`, `unavailable` */
      503: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listComparisons: {
    parameters: {
      query?: {
        /** @description Page size */
        limit?: number;
        /** @description Records to skip */
        offset?: number;
        /** @description `true` lists your soft-deleted records (the trash) instead */
        deleted?: boolean;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Total-Count': components['headers']['X-Total-Count'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example [
           *       {
           *         "id": 12,
           *         "user_id": 7,
           *         "name": "Denver vs Phoenix, spring",
           *         "year": 2026,
           *         "winner": 0,
           *         "diff": 60476,
           *         "contract_a": "{\"input\":{\"name\":\"Denver ICU\",\"state\":\"CO\",\"city\":\"Denver\",\"start_date\":\"2026-01-05\",\"weeks\":13,\"base_pay\":90000,\"housing_stipend\":150000,\"mie_stipend\":50000,\"bonuses\":100000,\"expenses\":120000},\"result\":{\"grossComp\":3870000,\"taxableIncome\":1519414,\"federalTax\":0,\"stateTax\":0,\"homeState\":\"TX\",\"homeStateTax\":0,\"workStateTax\":0,\"localTax\":2300,\"locals\":[{\"id\":\"CO-denver\",\"name\":\"Denver occupational privilege tax\",\"tax\":2300}],\"ficaTax\":116236,\"seTax\":0,\"totalTax\":118536,\"expenses\":120000,\"netTakeHome\":3631464,\"weeklyNet\":279343,\"effectiveHourly\":7760,\"startDate\":\"2026-01-05\",\"endDate\":\"2026-04-05\",\"gsa\":{\"area\":\"Denver / Aurora\",\"checked\":true,\"weeklyAllowance\":200000,\"weeklyRateMin\":179900,\"weeklyRateMax\":214900,\"excess\":249414}}}",
           *         "contract_b": "{\"input\":{\"name\":\"Phoenix ER\",\"state\":\"AZ\",\"zip\":\"85004\",\"start_date\":\"2026-01-05\",\"weeks\":13,\"hours_per_week\":36,\"hourly_rate\":2800,\"housing_stipend\":140000,\"mie_stipend\":49000,\"bonuses\":0,\"expenses\":90000},\"result\":{\"grossComp\":3767400,\"taxableIncome\":1391000,\"federalTax\":0,\"stateTax\":0,\"homeState\":\"TX\",\"homeStateTax\":0,\"workStateTax\":0,\"localTax\":0,\"locals\":[],\"ficaTax\":106412,\"seTax\":0,\"totalTax\":106412,\"expenses\":90000,\"netTakeHome\":3570988,\"weeklyNet\":274691,\"effectiveHourly\":7630,\"startDate\":\"2026-01-05\",\"endDate\":\"2026-04-05\",\"gsa\":{\"area\":\"Phoenix / Scottsdale\",\"checked\":true,\"weeklyAllowance\":189000,\"weeklyRateMin\":172200,\"weeklyRateMax\":220500,\"excess\":80600}}}",
           *         "created_at": "2026-03-02T15:04:05.123Z",
           *         "updated_at": "2026-03-02T15:04:05.123Z",
           *         "deleted_at": null
           *       }
           *     ]
           */
          'application/json': components['schemas']['Comparison'][];
        };
      };
      /** @description `validation_error` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `rate_limited` */
      429: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  createComparison: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Optional: a key you make for this action (a UUID), 1 to 255 visible ASCII characters. Sending the same request again with the same key within 24 hours answers the first result (same status and body, with `Idempotent-Replayed: true`) and writes nothing more; the same key with another request is 422 `idempotency_key_reused`. Keys are yours alone: another user’s same key is another key.
         * @example 5f0c6b8e-2d1a-4c3b-9e8f-7a6b5c4d3e2f
         */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "name": "Denver vs Phoenix, spring",
         *       "year": 2026,
         *       "contract_a": {
         *         "name": "Denver ICU",
         *         "state": "CO",
         *         "city": "Denver",
         *         "start_date": "2026-01-05",
         *         "weeks": 13,
         *         "base_pay": 90000,
         *         "housing_stipend": 150000,
         *         "mie_stipend": 50000,
         *         "bonuses": 100000,
         *         "expenses": 120000
         *       },
         *       "contract_b": {
         *         "name": "Phoenix ER",
         *         "state": "AZ",
         *         "zip": "85004",
         *         "start_date": "2026-01-05",
         *         "weeks": 13,
         *         "hours_per_week": 36,
         *         "hourly_rate": 2800,
         *         "housing_stipend": 140000,
         *         "mie_stipend": 49000,
         *         "bonuses": 0,
         *         "expenses": 90000
         *       }
         *     }
         */
        'application/json': {
          year: number;
          contract_a: {
            name: string;
            /**
             * @description Two-letter code of a US state or DC
             * @enum {string}
             */
            state:
              | 'AL'
              | 'AK'
              | 'AZ'
              | 'AR'
              | 'CA'
              | 'CO'
              | 'CT'
              | 'DE'
              | 'DC'
              | 'FL'
              | 'GA'
              | 'HI'
              | 'ID'
              | 'IL'
              | 'IN'
              | 'IA'
              | 'KS'
              | 'KY'
              | 'LA'
              | 'ME'
              | 'MD'
              | 'MA'
              | 'MI'
              | 'MN'
              | 'MS'
              | 'MO'
              | 'MT'
              | 'NE'
              | 'NV'
              | 'NH'
              | 'NJ'
              | 'NM'
              | 'NY'
              | 'NC'
              | 'ND'
              | 'OH'
              | 'OK'
              | 'OR'
              | 'PA'
              | 'RI'
              | 'SC'
              | 'SD'
              | 'TN'
              | 'TX'
              | 'UT'
              | 'VT'
              | 'VA'
              | 'WA'
              | 'WV'
              | 'WI'
              | 'WY';
            /** @description City, for the GSA area and the tax-home tests */
            city?: string;
            /** @description ZIP of the facility, for the GSA area */
            zip?: string;
            /** @description County of the facility, for county taxes where its ZIP lies in more than one; default: the ZIP's primary county. Must be one of the counties the ZIP lies in. */
            county?: string;
            /**
             * Format: date
             * @description Default: January 1 of year
             * @example 2026-03-02
             */
            start_date?: string;
            weeks: number;
            /** @default 36 */
            hours_per_week?: number;
            /** @description Weekly cents; or give hourly_rate */
            base_pay?: number;
            /** @description Cents per hour; weekly = hourly × hours_per_week */
            hourly_rate?: number;
            /**
             * @description Integer cents, 0 to 1,000,000,000
             * @default 0
             */
            housing_stipend?: number;
            /**
             * @description Integer cents, 0 to 1,000,000,000
             * @default 0
             */
            mie_stipend?: number;
            /**
             * @description Total overtime pay of the contract, cents
             * @default 0
             */
            overtime_pay?: number;
            /**
             * @description Integer cents, 0 to 1,000,000,000
             * @default 0
             */
            bonuses?: number;
            /**
             * @description Integer cents, 0 to 1,000,000,000
             * @default 0
             */
            expenses?: number;
          };
          contract_b: {
            name: string;
            /**
             * @description Two-letter code of a US state or DC
             * @enum {string}
             */
            state:
              | 'AL'
              | 'AK'
              | 'AZ'
              | 'AR'
              | 'CA'
              | 'CO'
              | 'CT'
              | 'DE'
              | 'DC'
              | 'FL'
              | 'GA'
              | 'HI'
              | 'ID'
              | 'IL'
              | 'IN'
              | 'IA'
              | 'KS'
              | 'KY'
              | 'LA'
              | 'ME'
              | 'MD'
              | 'MA'
              | 'MI'
              | 'MN'
              | 'MS'
              | 'MO'
              | 'MT'
              | 'NE'
              | 'NV'
              | 'NH'
              | 'NJ'
              | 'NM'
              | 'NY'
              | 'NC'
              | 'ND'
              | 'OH'
              | 'OK'
              | 'OR'
              | 'PA'
              | 'RI'
              | 'SC'
              | 'SD'
              | 'TN'
              | 'TX'
              | 'UT'
              | 'VT'
              | 'VA'
              | 'WA'
              | 'WV'
              | 'WI'
              | 'WY';
            /** @description City, for the GSA area and the tax-home tests */
            city?: string;
            /** @description ZIP of the facility, for the GSA area */
            zip?: string;
            /** @description County of the facility, for county taxes where its ZIP lies in more than one; default: the ZIP's primary county. Must be one of the counties the ZIP lies in. */
            county?: string;
            /**
             * Format: date
             * @description Default: January 1 of year
             * @example 2026-03-02
             */
            start_date?: string;
            weeks: number;
            /** @default 36 */
            hours_per_week?: number;
            /** @description Weekly cents; or give hourly_rate */
            base_pay?: number;
            /** @description Cents per hour; weekly = hourly × hours_per_week */
            hourly_rate?: number;
            /**
             * @description Integer cents, 0 to 1,000,000,000
             * @default 0
             */
            housing_stipend?: number;
            /**
             * @description Integer cents, 0 to 1,000,000,000
             * @default 0
             */
            mie_stipend?: number;
            /**
             * @description Total overtime pay of the contract, cents
             * @default 0
             */
            overtime_pay?: number;
            /**
             * @description Integer cents, 0 to 1,000,000,000
             * @default 0
             */
            bonuses?: number;
            /**
             * @description Integer cents, 0 to 1,000,000,000
             * @default 0
             */
            expenses?: number;
          };
          name: string;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly id?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly user_id?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly created_at?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly updated_at?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly deleted_at?: unknown;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 12,
           *       "user_id": 7,
           *       "name": "Denver vs Phoenix, spring",
           *       "year": 2026,
           *       "winner": 0,
           *       "diff": 60476,
           *       "contract_a": "{\"input\":{\"name\":\"Denver ICU\",\"state\":\"CO\",\"city\":\"Denver\",\"start_date\":\"2026-01-05\",\"weeks\":13,\"base_pay\":90000,\"housing_stipend\":150000,\"mie_stipend\":50000,\"bonuses\":100000,\"expenses\":120000},\"result\":{\"grossComp\":3870000,\"taxableIncome\":1519414,\"federalTax\":0,\"stateTax\":0,\"homeState\":\"TX\",\"homeStateTax\":0,\"workStateTax\":0,\"localTax\":2300,\"locals\":[{\"id\":\"CO-denver\",\"name\":\"Denver occupational privilege tax\",\"tax\":2300}],\"ficaTax\":116236,\"seTax\":0,\"totalTax\":118536,\"expenses\":120000,\"netTakeHome\":3631464,\"weeklyNet\":279343,\"effectiveHourly\":7760,\"startDate\":\"2026-01-05\",\"endDate\":\"2026-04-05\",\"gsa\":{\"area\":\"Denver / Aurora\",\"checked\":true,\"weeklyAllowance\":200000,\"weeklyRateMin\":179900,\"weeklyRateMax\":214900,\"excess\":249414}}}",
           *       "contract_b": "{\"input\":{\"name\":\"Phoenix ER\",\"state\":\"AZ\",\"zip\":\"85004\",\"start_date\":\"2026-01-05\",\"weeks\":13,\"hours_per_week\":36,\"hourly_rate\":2800,\"housing_stipend\":140000,\"mie_stipend\":49000,\"bonuses\":0,\"expenses\":90000},\"result\":{\"grossComp\":3767400,\"taxableIncome\":1391000,\"federalTax\":0,\"stateTax\":0,\"homeState\":\"TX\",\"homeStateTax\":0,\"workStateTax\":0,\"localTax\":0,\"locals\":[],\"ficaTax\":106412,\"seTax\":0,\"totalTax\":106412,\"expenses\":90000,\"netTakeHome\":3570988,\"weeklyNet\":274691,\"effectiveHourly\":7630,\"startDate\":\"2026-01-05\",\"endDate\":\"2026-04-05\",\"gsa\":{\"area\":\"Phoenix / Scottsdale\",\"checked\":true,\"weeklyAllowance\":189000,\"weeklyRateMin\":172200,\"weeklyRateMax\":220500,\"excess\":80600}}}",
           *       "created_at": "2026-03-02T15:04:05.123Z",
           *       "updated_at": "2026-03-02T15:04:05.123Z",
           *       "deleted_at": null
           *     }
           */
          'application/json': components['schemas']['Comparison'];
        };
      };
      /** @description `validation_error`, `invalid_json` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `pro_required` */
      403: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_in_use` */
      409: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `payload_too_large` */
      413: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unsupported_media_type` */
      415: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_reused` */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `rate_limited` */
      429: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getComparison: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Record id, a positive integer */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 12,
           *       "user_id": 7,
           *       "name": "Denver vs Phoenix, spring",
           *       "year": 2026,
           *       "winner": 0,
           *       "diff": 60476,
           *       "contract_a": "{\"input\":{\"name\":\"Denver ICU\",\"state\":\"CO\",\"city\":\"Denver\",\"start_date\":\"2026-01-05\",\"weeks\":13,\"base_pay\":90000,\"housing_stipend\":150000,\"mie_stipend\":50000,\"bonuses\":100000,\"expenses\":120000},\"result\":{\"grossComp\":3870000,\"taxableIncome\":1519414,\"federalTax\":0,\"stateTax\":0,\"homeState\":\"TX\",\"homeStateTax\":0,\"workStateTax\":0,\"localTax\":2300,\"locals\":[{\"id\":\"CO-denver\",\"name\":\"Denver occupational privilege tax\",\"tax\":2300}],\"ficaTax\":116236,\"seTax\":0,\"totalTax\":118536,\"expenses\":120000,\"netTakeHome\":3631464,\"weeklyNet\":279343,\"effectiveHourly\":7760,\"startDate\":\"2026-01-05\",\"endDate\":\"2026-04-05\",\"gsa\":{\"area\":\"Denver / Aurora\",\"checked\":true,\"weeklyAllowance\":200000,\"weeklyRateMin\":179900,\"weeklyRateMax\":214900,\"excess\":249414}}}",
           *       "contract_b": "{\"input\":{\"name\":\"Phoenix ER\",\"state\":\"AZ\",\"zip\":\"85004\",\"start_date\":\"2026-01-05\",\"weeks\":13,\"hours_per_week\":36,\"hourly_rate\":2800,\"housing_stipend\":140000,\"mie_stipend\":49000,\"bonuses\":0,\"expenses\":90000},\"result\":{\"grossComp\":3767400,\"taxableIncome\":1391000,\"federalTax\":0,\"stateTax\":0,\"homeState\":\"TX\",\"homeStateTax\":0,\"workStateTax\":0,\"localTax\":0,\"locals\":[],\"ficaTax\":106412,\"seTax\":0,\"totalTax\":106412,\"expenses\":90000,\"netTakeHome\":3570988,\"weeklyNet\":274691,\"effectiveHourly\":7630,\"startDate\":\"2026-01-05\",\"endDate\":\"2026-04-05\",\"gsa\":{\"area\":\"Phoenix / Scottsdale\",\"checked\":true,\"weeklyAllowance\":189000,\"weeklyRateMin\":172200,\"weeklyRateMax\":220500,\"excess\":80600}}}",
           *       "created_at": "2026-03-02T15:04:05.123Z",
           *       "updated_at": "2026-03-02T15:04:05.123Z",
           *       "deleted_at": null
           *     }
           */
          'application/json': components['schemas']['Comparison'];
        };
      };
      /** @description `validation_error` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `not_found` */
      404: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `rate_limited` */
      429: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  deleteComparison: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Optional: a key you make for this action (a UUID), 1 to 255 visible ASCII characters. Sending the same request again with the same key within 24 hours answers the first result (same status and body, with `Idempotent-Replayed: true`) and writes nothing more; the same key with another request is 422 `idempotency_key_reused`. Keys are yours alone: another user’s same key is another key.
         * @example 5f0c6b8e-2d1a-4c3b-9e8f-7a6b5c4d3e2f
         */
        'Idempotency-Key'?: string;
      };
      path: {
        /** @description Record id, a positive integer */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description No content */
      204: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description `validation_error` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `not_found` */
      404: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_in_use` */
      409: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_reused` */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `rate_limited` */
      429: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  restoreComparison: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Optional: a key you make for this action (a UUID), 1 to 255 visible ASCII characters. Sending the same request again with the same key within 24 hours answers the first result (same status and body, with `Idempotent-Replayed: true`) and writes nothing more; the same key with another request is 422 `idempotency_key_reused`. Keys are yours alone: another user’s same key is another key.
         * @example 5f0c6b8e-2d1a-4c3b-9e8f-7a6b5c4d3e2f
         */
        'Idempotency-Key'?: string;
      };
      path: {
        /** @description Record id, a positive integer */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 12,
           *       "user_id": 7,
           *       "name": "Denver vs Phoenix, spring",
           *       "year": 2026,
           *       "winner": 0,
           *       "diff": 60476,
           *       "contract_a": "{\"input\":{\"name\":\"Denver ICU\",\"state\":\"CO\",\"city\":\"Denver\",\"start_date\":\"2026-01-05\",\"weeks\":13,\"base_pay\":90000,\"housing_stipend\":150000,\"mie_stipend\":50000,\"bonuses\":100000,\"expenses\":120000},\"result\":{\"grossComp\":3870000,\"taxableIncome\":1519414,\"federalTax\":0,\"stateTax\":0,\"homeState\":\"TX\",\"homeStateTax\":0,\"workStateTax\":0,\"localTax\":2300,\"locals\":[{\"id\":\"CO-denver\",\"name\":\"Denver occupational privilege tax\",\"tax\":2300}],\"ficaTax\":116236,\"seTax\":0,\"totalTax\":118536,\"expenses\":120000,\"netTakeHome\":3631464,\"weeklyNet\":279343,\"effectiveHourly\":7760,\"startDate\":\"2026-01-05\",\"endDate\":\"2026-04-05\",\"gsa\":{\"area\":\"Denver / Aurora\",\"checked\":true,\"weeklyAllowance\":200000,\"weeklyRateMin\":179900,\"weeklyRateMax\":214900,\"excess\":249414}}}",
           *       "contract_b": "{\"input\":{\"name\":\"Phoenix ER\",\"state\":\"AZ\",\"zip\":\"85004\",\"start_date\":\"2026-01-05\",\"weeks\":13,\"hours_per_week\":36,\"hourly_rate\":2800,\"housing_stipend\":140000,\"mie_stipend\":49000,\"bonuses\":0,\"expenses\":90000},\"result\":{\"grossComp\":3767400,\"taxableIncome\":1391000,\"federalTax\":0,\"stateTax\":0,\"homeState\":\"TX\",\"homeStateTax\":0,\"workStateTax\":0,\"localTax\":0,\"locals\":[],\"ficaTax\":106412,\"seTax\":0,\"totalTax\":106412,\"expenses\":90000,\"netTakeHome\":3570988,\"weeklyNet\":274691,\"effectiveHourly\":7630,\"startDate\":\"2026-01-05\",\"endDate\":\"2026-04-05\",\"gsa\":{\"area\":\"Phoenix / Scottsdale\",\"checked\":true,\"weeklyAllowance\":189000,\"weeklyRateMin\":172200,\"weeklyRateMax\":220500,\"excess\":80600}}}",
           *       "created_at": "2026-03-02T15:04:05.123Z",
           *       "updated_at": "2026-03-02T15:04:05.123Z",
           *       "deleted_at": null
           *     }
           */
          'application/json': components['schemas']['Comparison'];
        };
      };
      /** @description `validation_error` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `not_found` */
      404: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_in_use` */
      409: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_reused` */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `rate_limited` */
      429: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  analyzeContract: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Optional: a key you make for this action (a UUID), 1 to 255 visible ASCII characters. Sending the same request again with the same key within 24 hours answers the first result (same status and body, with `Idempotent-Replayed: true`) and writes nothing more; the same key with another request is 422 `idempotency_key_reused`. Keys are yours alone: another user’s same key is another key.
         * @example 5f0c6b8e-2d1a-4c3b-9e8f-7a6b5c4d3e2f
         */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "objstore_key": "contracts/7/3b2f6c1e-8a4d-4f0e-9c57-1d2e3f4a5b6c-aya-denver-contract.pdf"
         *     }
         */
        'application/json': {
          /** @description Key returned by POST /contracts/upload-url */
          objstore_key: string;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly id?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly user_id?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly created_at?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly updated_at?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly deleted_at?: unknown;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "facility": "Denver Health Medical Center",
           *       "location": "Denver",
           *       "state": "CO",
           *       "agency": "Aya Healthcare",
           *       "start_date": "2026-01-05",
           *       "end_date": "2026-04-05",
           *       "hours_per_week": 36,
           *       "base_pay": 90000,
           *       "housing_stipend": 150000,
           *       "mie_stipend": 50000,
           *       "sign_on_bonus": 100000,
           *       "completion_bonus": null,
           *       "referral_bonus": null,
           *       "overtime_rate": 3750,
           *       "source": "ai"
           *     }
           */
          'application/json': components['schemas']['ContractExtraction'];
        };
      };
      /** @description `validation_error`, `invalid_json` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `not_found` */
      404: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_in_use` */
      409: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `payload_too_large` */
      413: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unsupported_media_type` */
      415: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_reused`, `unprocessable_contract` */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `rate_limited` */
      429: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `not_configured`, `unavailable` */
      503: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getContractsStatus: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "available": true,
           *       "reader": "ocr"
           *     }
           */
          'application/json': {
            /** @description Whether contract analysis (and receipt reading) is available */
            available: boolean;
            /** @description Who reads files first on this server; null when nobody can */
            reader: components['schemas']['ReadingSource'] | null;
          };
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `rate_limited` */
      429: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  contractsUploadUrl: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Optional: a key you make for this action (a UUID), 1 to 255 visible ASCII characters. Sending the same request again with the same key within 24 hours answers the first result (same status and body, with `Idempotent-Replayed: true`) and writes nothing more; the same key with another request is 422 `idempotency_key_reused`. Keys are yours alone: another user’s same key is another key.
         * @example 5f0c6b8e-2d1a-4c3b-9e8f-7a6b5c4d3e2f
         */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "file_name": "aya-denver-contract.pdf",
         *       "content_type": "application/pdf",
         *       "file_size": 248113
         *     }
         */
        'application/json': {
          file_name: string;
          /** @enum {string} */
          content_type: 'application/pdf' | 'image/jpeg' | 'image/png';
          /** @description Bytes, 1 to 26,214,400 */
          file_size: number;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly id?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly user_id?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly created_at?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly updated_at?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly deleted_at?: unknown;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "uploadUrl": "https://travel-ledger.s3.us-east-1.amazonaws.com/contracts/7/3b2f6c1e-8a4d-4f0e-9c57-1d2e3f4a5b6c-aya-denver-contract.pdf?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Expires=900&X-Amz-Signature=…",
           *       "objstoreKey": "contracts/7/3b2f6c1e-8a4d-4f0e-9c57-1d2e3f4a5b6c-aya-denver-contract.pdf",
           *       "expiresAt": "2026-03-02T15:19:05.123Z"
           *     }
           */
          'application/json': components['schemas']['UploadUrl'];
        };
      };
      /** @description `validation_error`, `invalid_json` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_in_use` */
      409: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `payload_too_large` */
      413: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unsupported_media_type` */
      415: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_reused` */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `rate_limited` */
      429: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listCredentials: {
    parameters: {
      query?: {
        /** @description Page size */
        limit?: number;
        /** @description Records to skip */
        offset?: number;
        /** @description `true` lists your soft-deleted records (the trash) instead */
        deleted?: boolean;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Total-Count': components['headers']['X-Total-Count'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example [
           *       {
           *         "id": 42,
           *         "user_id": 7,
           *         "type": "license",
           *         "name": "Registered Nurse",
           *         "issuer": "Nebraska DHHS",
           *         "state": "NE",
           *         "number": "RN-123456",
           *         "issue_date": "2024-10-01",
           *         "expiration_date": "2026-10-31",
           *         "notes": "",
           *         "objstore_key": null,
           *         "file_name": null,
           *         "content_type": null,
           *         "file_size": null,
           *         "status": "valid",
           *         "created_at": "2026-03-02T15:04:05.123Z",
           *         "updated_at": "2026-03-02T15:04:05.123Z",
           *         "deleted_at": null
           *       }
           *     ]
           */
          'application/json': components['schemas']['Credential'][];
        };
      };
      /** @description `validation_error` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `rate_limited` */
      429: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  createCredential: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Optional: a key you make for this action (a UUID), 1 to 255 visible ASCII characters. Sending the same request again with the same key within 24 hours answers the first result (same status and body, with `Idempotent-Replayed: true`) and writes nothing more; the same key with another request is 422 `idempotency_key_reused`. Keys are yours alone: another user’s same key is another key.
         * @example 5f0c6b8e-2d1a-4c3b-9e8f-7a6b5c4d3e2f
         */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "type": "license",
         *       "name": "Registered Nurse",
         *       "issuer": "Nebraska DHHS",
         *       "state": "NE",
         *       "number": "RN-123456",
         *       "issue_date": "2024-10-01",
         *       "expiration_date": "2026-10-31"
         *     }
         */
        'application/json': {
          /** @enum {string} */
          type: 'license' | 'certification' | 'bls' | 'acls' | 'pals' | 'other';
          name: string;
          issuer?: string;
          state?:
            | (
                | 'AL'
                | 'AK'
                | 'AZ'
                | 'AR'
                | 'CA'
                | 'CO'
                | 'CT'
                | 'DE'
                | 'DC'
                | 'FL'
                | 'GA'
                | 'HI'
                | 'ID'
                | 'IL'
                | 'IN'
                | 'IA'
                | 'KS'
                | 'KY'
                | 'LA'
                | 'ME'
                | 'MD'
                | 'MA'
                | 'MI'
                | 'MN'
                | 'MS'
                | 'MO'
                | 'MT'
                | 'NE'
                | 'NV'
                | 'NH'
                | 'NJ'
                | 'NM'
                | 'NY'
                | 'NC'
                | 'ND'
                | 'OH'
                | 'OK'
                | 'OR'
                | 'PA'
                | 'RI'
                | 'SC'
                | 'SD'
                | 'TN'
                | 'TX'
                | 'UT'
                | 'VT'
                | 'VA'
                | 'WA'
                | 'WV'
                | 'WI'
                | 'WY'
              )
            | null;
          number?: string;
          issue_date?: string | null;
          expiration_date?: string | null;
          notes?: string;
          objstore_key?: string | null;
          file_name?: string | null;
          content_type?: ('application/pdf' | 'image/jpeg' | 'image/png') | null;
          file_size?: number | null;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly id?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly user_id?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly created_at?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly updated_at?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly deleted_at?: unknown;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 42,
           *       "user_id": 7,
           *       "type": "license",
           *       "name": "Registered Nurse",
           *       "issuer": "Nebraska DHHS",
           *       "state": "NE",
           *       "number": "RN-123456",
           *       "issue_date": "2024-10-01",
           *       "expiration_date": "2026-10-31",
           *       "notes": "",
           *       "objstore_key": null,
           *       "file_name": null,
           *       "content_type": null,
           *       "file_size": null,
           *       "status": "valid",
           *       "created_at": "2026-03-02T15:04:05.123Z",
           *       "updated_at": "2026-03-02T15:04:05.123Z",
           *       "deleted_at": null
           *     }
           */
          'application/json': components['schemas']['Credential'];
        };
      };
      /** @description `validation_error`, `invalid_json` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `not_found` */
      404: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_in_use` */
      409: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `payload_too_large` */
      413: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unsupported_media_type` */
      415: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_reused` */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `rate_limited` */
      429: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getCredential: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Record id, a positive integer */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 42,
           *       "user_id": 7,
           *       "type": "license",
           *       "name": "Registered Nurse",
           *       "issuer": "Nebraska DHHS",
           *       "state": "NE",
           *       "number": "RN-123456",
           *       "issue_date": "2024-10-01",
           *       "expiration_date": "2026-10-31",
           *       "notes": "",
           *       "objstore_key": null,
           *       "file_name": null,
           *       "content_type": null,
           *       "file_size": null,
           *       "status": "valid",
           *       "created_at": "2026-03-02T15:04:05.123Z",
           *       "updated_at": "2026-03-02T15:04:05.123Z",
           *       "deleted_at": null
           *     }
           */
          'application/json': components['schemas']['Credential'];
        };
      };
      /** @description `validation_error` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `not_found` */
      404: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `rate_limited` */
      429: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  deleteCredential: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Optional: a key you make for this action (a UUID), 1 to 255 visible ASCII characters. Sending the same request again with the same key within 24 hours answers the first result (same status and body, with `Idempotent-Replayed: true`) and writes nothing more; the same key with another request is 422 `idempotency_key_reused`. Keys are yours alone: another user’s same key is another key.
         * @example 5f0c6b8e-2d1a-4c3b-9e8f-7a6b5c4d3e2f
         */
        'Idempotency-Key'?: string;
      };
      path: {
        /** @description Record id, a positive integer */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description No content */
      204: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description `validation_error` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `not_found` */
      404: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_in_use` */
      409: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_reused` */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `rate_limited` */
      429: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  updateCredential: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Optional: a key you make for this action (a UUID), 1 to 255 visible ASCII characters. Sending the same request again with the same key within 24 hours answers the first result (same status and body, with `Idempotent-Replayed: true`) and writes nothing more; the same key with another request is 422 `idempotency_key_reused`. Keys are yours alone: another user’s same key is another key.
         * @example 5f0c6b8e-2d1a-4c3b-9e8f-7a6b5c4d3e2f
         */
        'Idempotency-Key'?: string;
      };
      path: {
        /** @description Record id, a positive integer */
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "issue_date": "2024-10-01",
         *       "expiration_date": "2026-10-31"
         *     }
         */
        'application/json': {
          /** @enum {string} */
          type?: 'license' | 'certification' | 'bls' | 'acls' | 'pals' | 'other';
          name?: string;
          issuer?: string;
          state?:
            | (
                | 'AL'
                | 'AK'
                | 'AZ'
                | 'AR'
                | 'CA'
                | 'CO'
                | 'CT'
                | 'DE'
                | 'DC'
                | 'FL'
                | 'GA'
                | 'HI'
                | 'ID'
                | 'IL'
                | 'IN'
                | 'IA'
                | 'KS'
                | 'KY'
                | 'LA'
                | 'ME'
                | 'MD'
                | 'MA'
                | 'MI'
                | 'MN'
                | 'MS'
                | 'MO'
                | 'MT'
                | 'NE'
                | 'NV'
                | 'NH'
                | 'NJ'
                | 'NM'
                | 'NY'
                | 'NC'
                | 'ND'
                | 'OH'
                | 'OK'
                | 'OR'
                | 'PA'
                | 'RI'
                | 'SC'
                | 'SD'
                | 'TN'
                | 'TX'
                | 'UT'
                | 'VT'
                | 'VA'
                | 'WA'
                | 'WV'
                | 'WI'
                | 'WY'
              )
            | null;
          number?: string;
          issue_date?: string | null;
          expiration_date?: string | null;
          notes?: string;
          objstore_key?: string | null;
          file_name?: string | null;
          content_type?: ('application/pdf' | 'image/jpeg' | 'image/png') | null;
          file_size?: number | null;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly id?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly user_id?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly created_at?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly updated_at?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly deleted_at?: unknown;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 42,
           *       "user_id": 7,
           *       "type": "license",
           *       "name": "Registered Nurse",
           *       "issuer": "Nebraska DHHS",
           *       "state": "NE",
           *       "number": "RN-123456",
           *       "issue_date": "2024-10-01",
           *       "expiration_date": "2026-10-31",
           *       "notes": "",
           *       "objstore_key": null,
           *       "file_name": null,
           *       "content_type": null,
           *       "file_size": null,
           *       "status": "valid",
           *       "created_at": "2026-03-02T15:04:05.123Z",
           *       "updated_at": "2026-03-02T15:04:05.123Z",
           *       "deleted_at": null
           *     }
           */
          'application/json': components['schemas']['Credential'];
        };
      };
      /** @description `validation_error`, `invalid_json` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `not_found` */
      404: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_in_use` */
      409: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `payload_too_large` */
      413: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unsupported_media_type` */
      415: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_reused` */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `rate_limited` */
      429: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  restoreCredential: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Optional: a key you make for this action (a UUID), 1 to 255 visible ASCII characters. Sending the same request again with the same key within 24 hours answers the first result (same status and body, with `Idempotent-Replayed: true`) and writes nothing more; the same key with another request is 422 `idempotency_key_reused`. Keys are yours alone: another user’s same key is another key.
         * @example 5f0c6b8e-2d1a-4c3b-9e8f-7a6b5c4d3e2f
         */
        'Idempotency-Key'?: string;
      };
      path: {
        /** @description Record id, a positive integer */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 42,
           *       "user_id": 7,
           *       "type": "license",
           *       "name": "Registered Nurse",
           *       "issuer": "Nebraska DHHS",
           *       "state": "NE",
           *       "number": "RN-123456",
           *       "issue_date": "2024-10-01",
           *       "expiration_date": "2026-10-31",
           *       "notes": "",
           *       "objstore_key": null,
           *       "file_name": null,
           *       "content_type": null,
           *       "file_size": null,
           *       "status": "valid",
           *       "created_at": "2026-03-02T15:04:05.123Z",
           *       "updated_at": "2026-03-02T15:04:05.123Z",
           *       "deleted_at": null
           *     }
           */
          'application/json': components['schemas']['Credential'];
        };
      };
      /** @description `validation_error` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `not_found` */
      404: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_in_use` */
      409: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_reused` */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `rate_limited` */
      429: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  credentialsUploadUrl: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Optional: a key you make for this action (a UUID), 1 to 255 visible ASCII characters. Sending the same request again with the same key within 24 hours answers the first result (same status and body, with `Idempotent-Replayed: true`) and writes nothing more; the same key with another request is 422 `idempotency_key_reused`. Keys are yours alone: another user’s same key is another key.
         * @example 5f0c6b8e-2d1a-4c3b-9e8f-7a6b5c4d3e2f
         */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "file_name": "rn-license.pdf",
         *       "content_type": "application/pdf",
         *       "file_size": 248113
         *     }
         */
        'application/json': {
          file_name: string;
          /** @enum {string} */
          content_type: 'application/pdf' | 'image/jpeg' | 'image/png';
          /** @description Bytes, 1 to 26,214,400 */
          file_size: number;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly id?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly user_id?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly created_at?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly updated_at?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly deleted_at?: unknown;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "uploadUrl": "https://travel-ledger.s3.us-east-1.amazonaws.com/credentials/7/3b2f6c1e-8a4d-4f0e-9c57-1d2e3f4a5b6c-rn-license.pdf?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Expires=900&X-Amz-Signature=…",
           *       "objstoreKey": "credentials/7/3b2f6c1e-8a4d-4f0e-9c57-1d2e3f4a5b6c-rn-license.pdf",
           *       "expiresAt": "2026-03-02T15:19:05.123Z"
           *     }
           */
          'application/json': components['schemas']['UploadUrl'];
        };
      };
      /** @description `validation_error`, `invalid_json` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_in_use` */
      409: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `payload_too_large` */
      413: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unsupported_media_type` */
      415: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_reused` */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `rate_limited` */
      429: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  runNotificationRules: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "day": "2026-03-02",
           *       "queued": false,
           *       "run": {
           *         "started_at": "2026-03-02T06:00:00.412Z",
           *         "finished_at": "2026-03-02T06:00:01.930Z",
           *         "users": 1200
           *       },
           *       "file_deletions": {
           *         "cleared": 6,
           *         "files": 14,
           *         "failed": 0,
           *         "gaveUp": 0
           *       }
           *     }
           */
          'application/json': {
            /**
             * Format: date
             * @description The UTC day whose run was asked for
             */
            day: string;
            /** @description True when this call queued the day’s run; false when it was already queued, running or done */
            queued: boolean;
            /** @description The day’s run once a worker has started it */
            run: {
              /** Format: date-time */
              started_at: string;
              finished_at: string | null;
              /** @description Users whose jobs the run queued */
              users: number;
            } | null;
            file_deletions: components['schemas']['FileDeletions'];
          };
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `not_configured` */
      503: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getDashboard: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "user": {
           *         "id": 7,
           *         "first_name": "Maya",
           *         "plan": "pro",
           *         "employment_type": "w2"
           *       },
           *       "assignments": [
           *         {
           *           "id": 42,
           *           "facility": "Denver Health Medical Center",
           *           "location": "Denver",
           *           "state": "CO",
           *           "status": "active",
           *           "start_date": "2026-01-05",
           *           "end_date": "2026-04-05",
           *           "base_pay": 90000,
           *           "housing_stipend": 150000,
           *           "mie_stipend": 50000,
           *           "gsa": {
           *             "area": "Denver / Aurora",
           *             "checked": true,
           *             "weeklyAllowance": 200000,
           *             "weeklyRateMin": 203700,
           *             "weeklyRateMax": 245700,
           *             "excess": 0
           *           }
           *         }
           *       ],
           *       "taxHome": {
           *         "id": 42,
           *         "user_id": 7,
           *         "address": "1234 Maple St",
           *         "city": "Omaha",
           *         "state": "NE",
           *         "zip": "68102",
           *         "rent_amount": 95000,
           *         "last_visit_date": "2026-03-21",
           *         "voter_reg": true,
           *         "drivers_license_state": "NE",
           *         "property_rented_out": false,
           *         "created_at": "2026-03-02T15:04:05.123Z",
           *         "updated_at": "2026-03-02T15:04:05.123Z",
           *         "deleted_at": null
           *       },
           *       "taxHomeDocs": [
           *         {
           *           "id": 42,
           *           "user_id": 7,
           *           "doc_type": "lease",
           *           "title": "Lease 2026",
           *           "date": "2026-01-01",
           *           "state": null,
           *           "objstore_key": null,
           *           "file_name": null,
           *           "content_type": null,
           *           "file_size": null,
           *           "created_at": "2026-03-02T15:04:05.123Z",
           *           "updated_at": "2026-03-02T15:04:05.123Z",
           *           "deleted_at": null
           *         }
           *       ],
           *       "expenses": [
           *         {
           *           "id": 42,
           *           "user_id": 7,
           *           "date": "2026-02-14",
           *           "category": "licensing",
           *           "amount": 12500,
           *           "description": "Colorado RN license",
           *           "vendor": "",
           *           "assignment_id": null,
           *           "receipt_objstore_key": null,
           *           "created_at": "2026-03-02T15:04:05.123Z",
           *           "updated_at": "2026-03-02T15:04:05.123Z",
           *           "deleted_at": null
           *         }
           *       ],
           *       "taxHomeCosts": [],
           *       "mileageTrips": [
           *         {
           *           "id": 42,
           *           "user_id": 7,
           *           "date": "2026-03-20",
           *           "miles": 412,
           *           "purpose": "tax_home_visit",
           *           "origin": "Denver, CO",
           *           "destination": "Omaha, NE",
           *           "notes": "",
           *           "assignment_id": null,
           *           "created_at": "2026-03-02T15:04:05.123Z",
           *           "updated_at": "2026-03-02T15:04:05.123Z",
           *           "deleted_at": null
           *         }
           *       ],
           *       "auditReadiness": {
           *         "score": 10,
           *         "total": 11,
           *         "status": "action_needed",
           *         "criteria": [
           *           {
           *             "key": "rent_paid",
           *             "label": "Rent being paid",
           *             "passed": true,
           *             "hint": "Done",
           *             "autoPassed": false
           *           },
           *           {
           *             "key": "active_assignment",
           *             "label": "Active assignment",
           *             "passed": true,
           *             "hint": "Done",
           *             "autoPassed": false
           *           },
           *           {
           *             "key": "recent_visit",
           *             "label": "Recent visit",
           *             "passed": true,
           *             "hint": "Done",
           *             "autoPassed": false
           *           },
           *           {
           *             "key": "voter_reg",
           *             "label": "Voter registration",
           *             "passed": true,
           *             "hint": "Done",
           *             "autoPassed": false
           *           },
           *           {
           *             "key": "drivers_license",
           *             "label": "Driver's license",
           *             "passed": true,
           *             "hint": "Done",
           *             "autoPassed": false
           *           },
           *           {
           *             "key": "property_status",
           *             "label": "Property not rented out",
           *             "passed": true,
           *             "hint": "Done",
           *             "autoPassed": false
           *           },
           *           {
           *             "key": "twelve_month",
           *             "label": "12-month rule",
           *             "passed": true,
           *             "hint": "Done",
           *             "autoPassed": false
           *           },
           *           {
           *             "key": "costs_recorded",
           *             "label": "Tax home costs",
           *             "passed": false,
           *             "hint": "Record what keeping your tax home costs (rent, utilities)",
           *             "autoPassed": false
           *           },
           *           {
           *             "key": "gsa_compliance",
           *             "label": "GSA compliance",
           *             "passed": true,
           *             "hint": "Done",
           *             "autoPassed": false
           *           },
           *           {
           *             "key": "expenses_tracked",
           *             "label": "Expenses tracked",
           *             "passed": true,
           *             "hint": "Done",
           *             "autoPassed": false
           *           },
           *           {
           *             "key": "mileage_logged",
           *             "label": "Mileage logged",
           *             "passed": true,
           *             "hint": "Done",
           *             "autoPassed": false
           *           }
           *         ]
           *       }
           *     }
           */
          'application/json': components['schemas']['Dashboard'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `rate_limited` */
      429: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listExpenses: {
    parameters: {
      query?: {
        /** @description Page size */
        limit?: number;
        /** @description Records to skip */
        offset?: number;
        /** @description `true` lists your soft-deleted records (the trash) instead */
        deleted?: boolean;
        /** @description Selects expenses by their `date`; default the current year */
        year?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Total-Count': components['headers']['X-Total-Count'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example [
           *       {
           *         "id": 42,
           *         "user_id": 7,
           *         "date": "2026-02-14",
           *         "category": "licensing",
           *         "amount": 12500,
           *         "description": "Colorado RN license",
           *         "vendor": "",
           *         "assignment_id": null,
           *         "receipt_objstore_key": null,
           *         "created_at": "2026-03-02T15:04:05.123Z",
           *         "updated_at": "2026-03-02T15:04:05.123Z",
           *         "deleted_at": null
           *       }
           *     ]
           */
          'application/json': components['schemas']['Expense'][];
        };
      };
      /** @description `validation_error` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `rate_limited` */
      429: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  createExpense: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Optional: a key you make for this action (a UUID), 1 to 255 visible ASCII characters. Sending the same request again with the same key within 24 hours answers the first result (same status and body, with `Idempotent-Replayed: true`) and writes nothing more; the same key with another request is 422 `idempotency_key_reused`. Keys are yours alone: another user’s same key is another key.
         * @example 5f0c6b8e-2d1a-4c3b-9e8f-7a6b5c4d3e2f
         */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "date": "2026-02-14",
         *       "category": "licensing",
         *       "amount": 12500,
         *       "description": "Colorado RN license"
         *     }
         */
        'application/json': {
          /**
           * Format: date
           * @description Calendar date, YYYY-MM-DD, from 1900-01-01 to 2100-12-31
           * @example 2026-03-02
           */
          date: string;
          /** @enum {string} */
          category:
            | 'travel'
            | 'licensing'
            | 'supplies'
            | 'ce_credits'
            | 'meals'
            | 'lodging'
            | 'uniforms'
            | 'insurance'
            | 'dues'
            | 'parking'
            | 'phone_internet'
            | 'tax_prep'
            | 'other';
          /** @description Integer cents, 0 to 1,000,000,000 */
          amount: number;
          description?: string;
          /** @description Who was paid: the store, board or agency on the receipt */
          vendor?: string;
          assignment_id?: number | null;
          receipt_objstore_key?: string | null;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly id?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly user_id?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly created_at?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly updated_at?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly deleted_at?: unknown;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 42,
           *       "user_id": 7,
           *       "date": "2026-02-14",
           *       "category": "licensing",
           *       "amount": 12500,
           *       "description": "Colorado RN license",
           *       "vendor": "",
           *       "assignment_id": null,
           *       "receipt_objstore_key": null,
           *       "created_at": "2026-03-02T15:04:05.123Z",
           *       "updated_at": "2026-03-02T15:04:05.123Z",
           *       "deleted_at": null
           *     }
           */
          'application/json': components['schemas']['Expense'];
        };
      };
      /** @description `validation_error`, `invalid_json` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `not_found` */
      404: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_in_use` */
      409: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `payload_too_large` */
      413: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unsupported_media_type` */
      415: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_reused` */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `rate_limited` */
      429: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getExpense: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Record id, a positive integer */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 42,
           *       "user_id": 7,
           *       "date": "2026-02-14",
           *       "category": "licensing",
           *       "amount": 12500,
           *       "description": "Colorado RN license",
           *       "vendor": "",
           *       "assignment_id": null,
           *       "receipt_objstore_key": null,
           *       "created_at": "2026-03-02T15:04:05.123Z",
           *       "updated_at": "2026-03-02T15:04:05.123Z",
           *       "deleted_at": null
           *     }
           */
          'application/json': components['schemas']['Expense'];
        };
      };
      /** @description `validation_error` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `not_found` */
      404: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `rate_limited` */
      429: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  deleteExpense: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Optional: a key you make for this action (a UUID), 1 to 255 visible ASCII characters. Sending the same request again with the same key within 24 hours answers the first result (same status and body, with `Idempotent-Replayed: true`) and writes nothing more; the same key with another request is 422 `idempotency_key_reused`. Keys are yours alone: another user’s same key is another key.
         * @example 5f0c6b8e-2d1a-4c3b-9e8f-7a6b5c4d3e2f
         */
        'Idempotency-Key'?: string;
      };
      path: {
        /** @description Record id, a positive integer */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description No content */
      204: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description `validation_error` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `not_found` */
      404: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_in_use` */
      409: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_reused` */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `rate_limited` */
      429: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  updateExpense: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Optional: a key you make for this action (a UUID), 1 to 255 visible ASCII characters. Sending the same request again with the same key within 24 hours answers the first result (same status and body, with `Idempotent-Replayed: true`) and writes nothing more; the same key with another request is 422 `idempotency_key_reused`. Keys are yours alone: another user’s same key is another key.
         * @example 5f0c6b8e-2d1a-4c3b-9e8f-7a6b5c4d3e2f
         */
        'Idempotency-Key'?: string;
      };
      path: {
        /** @description Record id, a positive integer */
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "amount": 12500,
         *       "description": "Colorado RN license"
         *     }
         */
        'application/json': {
          /**
           * Format: date
           * @description Calendar date, YYYY-MM-DD, from 1900-01-01 to 2100-12-31
           * @example 2026-03-02
           */
          date?: string;
          /** @enum {string} */
          category?:
            | 'travel'
            | 'licensing'
            | 'supplies'
            | 'ce_credits'
            | 'meals'
            | 'lodging'
            | 'uniforms'
            | 'insurance'
            | 'dues'
            | 'parking'
            | 'phone_internet'
            | 'tax_prep'
            | 'other';
          /** @description Integer cents, 0 to 1,000,000,000 */
          amount?: number;
          description?: string;
          /** @description Who was paid: the store, board or agency on the receipt */
          vendor?: string;
          assignment_id?: number | null;
          receipt_objstore_key?: string | null;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly id?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly user_id?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly created_at?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly updated_at?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly deleted_at?: unknown;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 42,
           *       "user_id": 7,
           *       "date": "2026-02-14",
           *       "category": "licensing",
           *       "amount": 12500,
           *       "description": "Colorado RN license",
           *       "vendor": "",
           *       "assignment_id": null,
           *       "receipt_objstore_key": null,
           *       "created_at": "2026-03-02T15:04:05.123Z",
           *       "updated_at": "2026-03-02T15:04:05.123Z",
           *       "deleted_at": null
           *     }
           */
          'application/json': components['schemas']['Expense'];
        };
      };
      /** @description `validation_error`, `invalid_json` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `not_found` */
      404: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_in_use` */
      409: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `payload_too_large` */
      413: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unsupported_media_type` */
      415: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_reused` */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `rate_limited` */
      429: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  restoreExpense: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Optional: a key you make for this action (a UUID), 1 to 255 visible ASCII characters. Sending the same request again with the same key within 24 hours answers the first result (same status and body, with `Idempotent-Replayed: true`) and writes nothing more; the same key with another request is 422 `idempotency_key_reused`. Keys are yours alone: another user’s same key is another key.
         * @example 5f0c6b8e-2d1a-4c3b-9e8f-7a6b5c4d3e2f
         */
        'Idempotency-Key'?: string;
      };
      path: {
        /** @description Record id, a positive integer */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 42,
           *       "user_id": 7,
           *       "date": "2026-02-14",
           *       "category": "licensing",
           *       "amount": 12500,
           *       "description": "Colorado RN license",
           *       "vendor": "",
           *       "assignment_id": null,
           *       "receipt_objstore_key": null,
           *       "created_at": "2026-03-02T15:04:05.123Z",
           *       "updated_at": "2026-03-02T15:04:05.123Z",
           *       "deleted_at": null
           *     }
           */
          'application/json': components['schemas']['Expense'];
        };
      };
      /** @description `validation_error` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `not_found` */
      404: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_in_use` */
      409: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_reused` */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `rate_limited` */
      429: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  analyzeReceipt: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Optional: a key you make for this action (a UUID), 1 to 255 visible ASCII characters. Sending the same request again with the same key within 24 hours answers the first result (same status and body, with `Idempotent-Replayed: true`) and writes nothing more; the same key with another request is 422 `idempotency_key_reused`. Keys are yours alone: another user’s same key is another key.
         * @example 5f0c6b8e-2d1a-4c3b-9e8f-7a6b5c4d3e2f
         */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "objstore_key": "receipts/7/3b2f6c1e-8a4d-4f0e-9c57-1d2e3f4a5b6c-receipt.jpg"
         *     }
         */
        'application/json': {
          /** @description Key returned by POST /expenses/upload-url */
          objstore_key: string;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly id?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly user_id?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly created_at?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly updated_at?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly deleted_at?: unknown;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "date": "2026-03-14",
           *       "merchant": "Shell",
           *       "amount": 5237,
           *       "currency": "USD",
           *       "category": "travel",
           *       "source": "ai"
           *     }
           */
          'application/json': components['schemas']['ReceiptReading'];
        };
      };
      /** @description `validation_error`, `invalid_json` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `not_found` */
      404: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_in_use` */
      409: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `payload_too_large` */
      413: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unsupported_media_type` */
      415: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_reused`, `unprocessable_receipt` */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `rate_limited` */
      429: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `not_configured`, `unavailable` */
      503: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getReceiptFlags: {
    parameters: {
      query?: {
        /** @description The calendar year; default the current year */
        year?: number;
        limit?: number;
        offset?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "year": 2026,
           *       "total": 1,
           *       "items": [
           *         {
           *           "expenseId": 41,
           *           "date": "2026-03-02",
           *           "category": "lodging",
           *           "amount": 48000,
           *           "description": "Extended stay, week 1",
           *           "code": "lodging_without_receipt",
           *           "problem": "Lodging needs a receipt at any amount",
           *           "action": "Attach the receipt, bill or lease for this stay"
           *         }
           *       ]
           *     }
           */
          'application/json': components['schemas']['ReceiptFlags'];
        };
      };
      /** @description `validation_error` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `rate_limited` */
      429: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  expensesUploadUrl: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Optional: a key you make for this action (a UUID), 1 to 255 visible ASCII characters. Sending the same request again with the same key within 24 hours answers the first result (same status and body, with `Idempotent-Replayed: true`) and writes nothing more; the same key with another request is 422 `idempotency_key_reused`. Keys are yours alone: another user’s same key is another key.
         * @example 5f0c6b8e-2d1a-4c3b-9e8f-7a6b5c4d3e2f
         */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "file_name": "receipt.jpg",
         *       "content_type": "image/jpeg",
         *       "file_size": 248113
         *     }
         */
        'application/json': {
          file_name: string;
          /** @enum {string} */
          content_type: 'application/pdf' | 'image/jpeg' | 'image/png' | 'image/webp';
          /** @description Bytes, 1 to 26,214,400 */
          file_size: number;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly id?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly user_id?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly created_at?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly updated_at?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly deleted_at?: unknown;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "uploadUrl": "https://travel-ledger.s3.us-east-1.amazonaws.com/receipts/7/3b2f6c1e-8a4d-4f0e-9c57-1d2e3f4a5b6c-receipt.jpg?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Expires=900&X-Amz-Signature=…",
           *       "objstoreKey": "receipts/7/3b2f6c1e-8a4d-4f0e-9c57-1d2e3f4a5b6c-receipt.jpg",
           *       "expiresAt": "2026-03-02T15:19:05.123Z"
           *     }
           */
          'application/json': components['schemas']['UploadUrl'];
        };
      };
      /** @description `validation_error`, `invalid_json` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_in_use` */
      409: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `payload_too_large` */
      413: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unsupported_media_type` */
      415: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_reused` */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `rate_limited` */
      429: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  fileDownloadUrl: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Optional: a key you make for this action (a UUID), 1 to 255 visible ASCII characters. Sending the same request again with the same key within 24 hours answers the first result (same status and body, with `Idempotent-Replayed: true`) and writes nothing more; the same key with another request is 422 `idempotency_key_reused`. Keys are yours alone: another user’s same key is another key.
         * @example 5f0c6b8e-2d1a-4c3b-9e8f-7a6b5c4d3e2f
         */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "objstore_key": "contracts/7/3b2f6c1e-8a4d-4f0e-9c57-1d2e3f4a5b6c-aya-denver-contract.pdf"
         *     }
         */
        'application/json': {
          /** @description Key returned by an upload-url call */
          objstore_key: string;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly id?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly user_id?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly created_at?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly updated_at?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly deleted_at?: unknown;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "downloadUrl": "https://travel-ledger.s3.us-east-1.amazonaws.com/contracts/7/3b2f6c1e-8a4d-4f0e-9c57-1d2e3f4a5b6c-aya-denver-contract.pdf?X-Amz-Signature=…"
           *     }
           */
          'application/json': {
            /** @description Presigned address, valid 5 minutes */
            downloadUrl: string;
          };
        };
      };
      /** @description `validation_error`, `invalid_json` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `not_found` */
      404: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_in_use` */
      409: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `payload_too_large` */
      413: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unsupported_media_type` */
      415: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_reused` */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `rate_limited` */
      429: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getFilingYear: {
    parameters: {
      query?: {
        /** @description The calendar year; default the current year */
        year?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "year": 2026,
           *       "today": "2026-12-08",
           *       "employmentType": "w2",
           *       "filingStatus": "married_joint",
           *       "governments": [
           *         {
           *           "id": "federal",
           *           "kind": "federal",
           *           "name": "Federal",
           *           "state": null,
           *           "resident": null,
           *           "income": 9256000,
           *           "tax": 429760,
           *           "creditForTaxElsewhere": 0,
           *           "paid": 908850,
           *           "paidParts": [
           *             {
           *               "kind": "withheld",
           *               "label": "W-2 box 2",
           *               "amount": 908850
           *             }
           *           ],
           *           "balance": -479090,
           *           "outcome": "refund",
           *           "filing": {
           *             "requirement": "must",
           *             "rule": "gross_income",
           *             "form": "Form 1040",
           *             "employerForm": null,
           *             "deadline": "2027-04-15",
           *             "reason": "Your gross income of $92,560.00 is over $32,200.00, the filing threshold for a joint return. File Form 1040 by Apr 15, 2027. You get $4,790.90 back."
           *           },
           *           "order": 1,
           *           "allocation": {
           *             "rule": "worker_increment",
           *             "label": "What your assignments’ income adds to your household’s federal return, split by each one’s taxable pay.",
           *             "items": [
           *               {
           *                 "assignmentId": 42,
           *                 "amount": 429760
           *               }
           *             ],
           *             "household": 0
           *           }
           *         },
           *         {
           *           "id": "state-PA",
           *           "kind": "state",
           *           "name": "Pennsylvania",
           *           "state": "PA",
           *           "resident": false,
           *           "income": 4056000,
           *           "tax": 0,
           *           "creditForTaxElsewhere": 0,
           *           "paid": 97767,
           *           "paidParts": [
           *             {
           *               "kind": "withheld",
           *               "label": "W-2 box 17",
           *               "amount": 97767
           *             }
           *           ],
           *           "balance": -97767,
           *           "outcome": "refund",
           *           "filing": {
           *             "requirement": "should",
           *             "rule": "reciprocity_refund",
           *             "form": "PA-40 (nonresident)",
           *             "employerForm": "REV-419",
           *             "deadline": "2027-04-15",
           *             "reason": "Pennsylvania does not tax your wages under its agreement with Ohio, but your agency withheld $977.67: claim the exemption to get it back. File PA-40 (nonresident) by Apr 15, 2027. You get $977.67 back. Give your agency Form REV-419 so it stops withholding Pennsylvania tax."
           *           },
           *           "order": 2,
           *           "allocation": {
           *             "rule": "worked_there",
           *             "label": "Pennsylvania taxes what you earned there: each assignment there carries its share by taxable pay.",
           *             "items": [
           *               {
           *                 "assignmentId": 42,
           *                 "amount": 0
           *               }
           *             ],
           *             "household": 0
           *           }
           *         },
           *         {
           *           "id": "state-OH",
           *           "kind": "state",
           *           "name": "Ohio",
           *           "state": "OH",
           *           "resident": true,
           *           "income": 9256000,
           *           "tax": 200428,
           *           "creditForTaxElsewhere": 0,
           *           "paid": 0,
           *           "paidParts": [],
           *           "balance": 200428,
           *           "outcome": "owe",
           *           "filing": {
           *             "requirement": "must",
           *             "rule": "resident",
           *             "form": "IT 1040",
           *             "employerForm": null,
           *             "deadline": "2027-04-15",
           *             "reason": "Ohio taxes your household’s whole income as your home state. File IT 1040 by Apr 15, 2027. You owe $2,004.28."
           *           },
           *           "order": 3,
           *           "allocation": {
           *             "rule": "household_income_share",
           *             "label": "Ohio taxes your household’s whole income ($92,560.00): each assignment carries its share of that income; $1,126.00 is your household’s other income’s share.",
           *             "items": [
           *               {
           *                 "assignmentId": 42,
           *                 "amount": 87828
           *               }
           *             ],
           *             "household": 112600
           *           }
           *         },
           *         {
           *           "id": "local-PA-philadelphia",
           *           "kind": "local",
           *           "name": "Philadelphia",
           *           "state": "PA",
           *           "resident": false,
           *           "income": 4056000,
           *           "tax": 139121,
           *           "creditForTaxElsewhere": 0,
           *           "paid": 139121,
           *           "paidParts": [
           *             {
           *               "kind": "withheld",
           *               "label": "W-2 box 19",
           *               "amount": 139121
           *             }
           *           ],
           *           "balance": 0,
           *           "outcome": "even",
           *           "filing": {
           *             "requirement": "not_needed",
           *             "rule": "local_withheld",
           *             "form": null,
           *             "employerForm": null,
           *             "deadline": null,
           *             "reason": "Your employer withheld all of Philadelphia’s tax: no return is needed."
           *           },
           *           "order": null,
           *           "allocation": {
           *             "rule": "worked_there",
           *             "label": "Philadelphia taxes what you earned there: each assignment there carries its share by taxable pay.",
           *             "items": [
           *               {
           *                 "assignmentId": 42,
           *                 "amount": 139121
           *               }
           *             ],
           *             "household": 0
           *           }
           *         },
           *         {
           *           "id": "local-OH-columbus",
           *           "kind": "local",
           *           "name": "Columbus",
           *           "state": "OH",
           *           "resident": true,
           *           "income": 4056000,
           *           "tax": 101400,
           *           "creditForTaxElsewhere": 0,
           *           "paid": 21785,
           *           "paidParts": [
           *             {
           *               "kind": "withheld",
           *               "label": "W-2 box 19",
           *               "amount": 21785
           *             }
           *           ],
           *           "balance": 79615,
           *           "outcome": "owe",
           *           "filing": {
           *             "requirement": "must",
           *             "rule": "local_owed",
           *             "form": "Form IR-25",
           *             "employerForm": null,
           *             "deadline": "2027-04-15",
           *             "reason": "Your employers did not withhold all of Columbus’s tax ($1,014.00). File Form IR-25 by Apr 15, 2027. You owe $796.15."
           *           },
           *           "order": 4,
           *           "allocation": {
           *             "rule": "household_income_share",
           *             "label": "Columbus taxes your wages as a resident: each assignment carries its share by taxable pay.",
           *             "items": [
           *               {
           *                 "assignmentId": 42,
           *                 "amount": 101400
           *               }
           *             ],
           *             "household": 0
           *           }
           *         }
           *       ],
           *       "headline": {
           *         "parts": [
           *           {
           *             "governmentId": "federal",
           *             "name": "Federal",
           *             "outcome": "refund",
           *             "amount": 479090
           *           },
           *           {
           *             "governmentId": "state-PA",
           *             "name": "Pennsylvania",
           *             "outcome": "refund",
           *             "amount": 97767
           *           },
           *           {
           *             "governmentId": "state-OH",
           *             "name": "Ohio",
           *             "outcome": "owe",
           *             "amount": 200428
           *           },
           *           {
           *             "governmentId": "local-OH-columbus",
           *             "name": "Columbus",
           *             "outcome": "owe",
           *             "amount": 79615
           *           }
           *         ],
           *         "text": "Federal: refund $4,790.90 · Pennsylvania: refund $977.67 · Ohio: you owe $2,004.28 · Columbus: you owe $796.15"
           *       },
           *       "estimatedPlans": [
           *         {
           *           "governmentId": "state-OH",
           *           "name": "Ohio",
           *           "form": "Ohio IT 1040ES",
           *           "required": 180385,
           *           "installments": [
           *             {
           *               "quarter": 1,
           *               "dueDate": "2026-04-15",
           *               "amount": 45096,
           *               "paid": 0,
           *               "remaining": 45096,
           *               "paidLate": 0,
           *               "overdue": true
           *             },
           *             {
           *               "quarter": 2,
           *               "dueDate": "2026-06-15",
           *               "amount": 45096,
           *               "paid": 0,
           *               "remaining": 45096,
           *               "paidLate": 0,
           *               "overdue": true
           *             },
           *             {
           *               "quarter": 3,
           *               "dueDate": "2026-09-15",
           *               "amount": 45096,
           *               "paid": 0,
           *               "remaining": 45096,
           *               "paidLate": 0,
           *               "overdue": true
           *             },
           *             {
           *               "quarter": 4,
           *               "dueDate": "2027-01-15",
           *               "amount": 45097,
           *               "paid": 0,
           *               "remaining": 45097,
           *               "paidLate": 0,
           *               "overdue": false
           *             }
           *           ],
           *           "paid": 0,
           *           "remaining": 180385,
           *           "overdueAmount": 135288,
           *           "reason": "Ohio asks for estimated payments when its tax less withholding is more than $500.00: yours is $2,004.28."
           *         }
           *       ],
           *       "withholding": {
           *         "gap": 0,
           *         "payFrequency": "weekly",
           *         "paychecksLeft": 0,
           *         "onTrack": true,
           *         "action": "none",
           *         "extraPerPaycheck": 0,
           *         "estimatedPayment": null,
           *         "text": "On track: what is withheld by December 31 covers your federal tax.",
           *         "safeHarbor": {
           *           "currentYearRequired": 386784,
           *           "priorYearRequired": null,
           *           "required": 386784,
           *           "met": true,
           *           "basis": "unknown",
           *           "household": true,
           *           "note": "Last year’s tax is not known here, so the penalty-free amount is 90% of this year’s tax. Enter last year’s total tax (Form 1040, line 24) and adjusted gross income in Settings to use last year’s figure. On your joint return, your withholding and your spouse’s count together against your household’s tax."
           *         }
           *       },
           *       "safeHarbor": {
           *         "currentYearRequired": 386784,
           *         "priorYearRequired": null,
           *         "required": 386784,
           *         "met": true,
           *         "basis": "unknown",
           *         "household": true,
           *         "note": "Last year’s tax is not known here, so the penalty-free amount is 90% of this year’s tax. Enter last year’s total tax (Form 1040, line 24) and adjusted gross income in Settings to use last year’s figure. On your joint return, your withholding and your spouse’s count together against your household’s tax."
           *       },
           *       "assignments": [
           *         {
           *           "assignmentId": 42,
           *           "grossComp": 5876000,
           *           "lines": [
           *             {
           *               "governmentId": "federal",
           *               "amount": 429760
           *             },
           *             {
           *               "governmentId": "state-PA",
           *               "amount": 0
           *             },
           *             {
           *               "governmentId": "state-OH",
           *               "amount": 87828
           *             },
           *             {
           *               "governmentId": "local-PA-philadelphia",
           *               "amount": 139121
           *             },
           *             {
           *               "governmentId": "local-OH-columbus",
           *               "amount": 101400
           *             }
           *           ],
           *           "payroll": 310284,
           *           "total": 1068393
           *         }
           *       ],
           *       "dates": [
           *         {
           *           "date": "2026-04-15",
           *           "kind": "payment",
           *           "governmentId": "state-OH",
           *           "title": "Ohio estimated tax, payment 1 (Ohio IT 1040ES)",
           *           "amount": 45096
           *         },
           *         {
           *           "date": "2026-06-15",
           *           "kind": "payment",
           *           "governmentId": "state-OH",
           *           "title": "Ohio estimated tax, payment 2 (Ohio IT 1040ES)",
           *           "amount": 45096
           *         },
           *         {
           *           "date": "2026-09-15",
           *           "kind": "payment",
           *           "governmentId": "state-OH",
           *           "title": "Ohio estimated tax, payment 3 (Ohio IT 1040ES)",
           *           "amount": 45096
           *         },
           *         {
           *           "date": "2027-01-15",
           *           "kind": "payment",
           *           "governmentId": "state-OH",
           *           "title": "Ohio estimated tax, payment 4 (Ohio IT 1040ES)",
           *           "amount": 45097
           *         },
           *         {
           *           "date": "2027-04-15",
           *           "kind": "return",
           *           "governmentId": "federal",
           *           "title": "Federal return due (Form 1040)",
           *           "amount": -479090
           *         },
           *         {
           *           "date": "2027-04-15",
           *           "kind": "return",
           *           "governmentId": "state-PA",
           *           "title": "Pennsylvania return to get your refund (PA-40 (nonresident))",
           *           "amount": -97767
           *         },
           *         {
           *           "date": "2027-04-15",
           *           "kind": "return",
           *           "governmentId": "state-OH",
           *           "title": "Ohio return due (IT 1040)",
           *           "amount": 200428
           *         },
           *         {
           *           "date": "2027-04-15",
           *           "kind": "return",
           *           "governmentId": "local-OH-columbus",
           *           "title": "Columbus return due (Form IR-25)",
           *           "amount": 79615
           *         }
           *       ],
           *       "takeHome": {
           *         "grossComp": 5876000,
           *         "taxes": 1068393,
           *         "net": 4807607,
           *         "note": "Your assignments’ pay, stipends included, less their share of each tax (federal, state and local) and the Social Security and Medicare withheld; your household’s other income and its tax are left out. Business expenses are not taken off."
           *       },
           *       "notes": [
           *         "Last year’s tax is not known here, so the penalty-free amount is 90% of this year’s tax. Enter last year’s total tax (Form 1040, line 24) and adjusted gross income in Settings to use last year’s figure. On your joint return, your withholding and your spouse’s count together against your household’s tax."
           *       ]
           *     }
           */
          'application/json': components['schemas']['FilingYear'];
        };
      };
      /** @description `validation_error` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `pro_required` */
      403: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `rate_limited` */
      429: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listImports: {
    parameters: {
      query?: {
        limit?: number;
        offset?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Total-Count': components['headers']['X-Total-Count'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example [
           *       {
           *         "id": 31,
           *         "user_id": 7,
           *         "kind": "expenses",
           *         "status": "preview",
           *         "file_name": "chase-2026.csv",
           *         "objstore_key": "imports/7/3b2f6c1e-8a4d-4f0e-9c57-1d2e3f4a5b6c-chase-2026.csv",
           *         "row_count": 3,
           *         "imported_count": 0,
           *         "counts": {
           *           "rows": 3,
           *           "ready": 1,
           *           "duplicate": 0,
           *           "skipped": 2,
           *           "failed": 0
           *         },
           *         "committed_at": null,
           *         "undone_at": null,
           *         "created_at": "2026-03-02T15:04:05.123Z",
           *         "updated_at": "2026-03-02T15:04:05.123Z"
           *       }
           *     ]
           */
          'application/json': components['schemas']['ImportSummary'][];
        };
      };
      /** @description `validation_error` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `rate_limited` */
      429: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  createImport: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Optional: a key you make for this action (a UUID), 1 to 255 visible ASCII characters. Sending the same request again with the same key within 24 hours answers the first result (same status and body, with `Idempotent-Replayed: true`) and writes nothing more; the same key with another request is 422 `idempotency_key_reused`. Keys are yours alone: another user’s same key is another key.
         * @example 5f0c6b8e-2d1a-4c3b-9e8f-7a6b5c4d3e2f
         */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "objstore_key": "imports/7/3b2f6c1e-8a4d-4f0e-9c57-1d2e3f4a5b6c-chase-2026.csv",
         *       "kind": "expenses"
         *     }
         */
        'application/json': {
          /** @description Key returned by POST /imports/upload-url */
          objstore_key: string;
          /**
           * @description What the file holds
           * @enum {string}
           */
          kind: 'expenses' | 'mileage';
          /** @description Set by the server: accepted in a request body and ignored */
          readonly id?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly user_id?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly created_at?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly updated_at?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly deleted_at?: unknown;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 31,
           *       "user_id": 7,
           *       "kind": "expenses",
           *       "status": "preview",
           *       "file_name": "chase-2026.csv",
           *       "objstore_key": "imports/7/3b2f6c1e-8a4d-4f0e-9c57-1d2e3f4a5b6c-chase-2026.csv",
           *       "row_count": 3,
           *       "imported_count": 0,
           *       "counts": {
           *         "rows": 3,
           *         "ready": 1,
           *         "duplicate": 0,
           *         "skipped": 2,
           *         "failed": 0
           *       },
           *       "committed_at": null,
           *       "undone_at": null,
           *       "created_at": "2026-03-02T15:04:05.123Z",
           *       "updated_at": "2026-03-02T15:04:05.123Z",
           *       "preview": {
           *         "detected": {
           *           "encoding": "utf-8",
           *           "delimiter": ",",
           *           "header_line": 1,
           *           "date_format": "MM/DD/YYYY",
           *           "date_format_ambiguous": true,
           *           "amount_style": {
           *             "currencySymbol": false,
           *             "thousandsSeparator": false,
           *             "parenthesesNegative": false
           *           },
           *           "expense_sign": "negative",
           *           "formula_cells": 0
           *         },
           *         "columns": [
           *           "Transaction Date",
           *           "Post Date",
           *           "Description",
           *           "Category",
           *           "Type",
           *           "Amount",
           *           "Memo"
           *         ],
           *         "mapping": {
           *           "date": "Transaction Date",
           *           "amount": "Amount",
           *           "debit": null,
           *           "credit": null,
           *           "description": "Description",
           *           "category": "Category"
           *         },
           *         "date_format": "MM/DD/YYYY",
           *         "expense_sign": "negative",
           *         "default_value": "other",
           *         "words": [
           *           {
           *             "source": "Gas",
           *             "rows": 1,
           *             "value": "travel",
           *             "suggested": "travel"
           *           },
           *           {
           *             "source": "Groceries",
           *             "rows": 1,
           *             "value": "skip",
           *             "suggested": "skip"
           *           }
           *         ],
           *         "counts": {
           *           "rows": 3,
           *           "ready": 1,
           *           "duplicate": 0,
           *           "skipped": 2,
           *           "failed": 0
           *         },
           *         "total": 4510,
           *         "date_range": {
           *           "from": "2026-01-05",
           *           "to": "2026-01-05"
           *         },
           *         "rows": [
           *           {
           *             "line": 2,
           *             "status": "ready",
           *             "reason": null,
           *             "date": "2026-01-05",
           *             "amount": 4510,
           *             "category": "travel",
           *             "description": "SHELL OIL 57444",
           *             "source_category": "Gas"
           *           },
           *           {
           *             "line": 3,
           *             "status": "skipped",
           *             "reason": "Money in (a payment, refund or deposit of $500.00), not an expense",
           *             "date": "2026-01-06",
           *             "amount": 50000,
           *             "category": "other",
           *             "description": "Payment Thank You-Mobile",
           *             "source_category": ""
           *           },
           *           {
           *             "line": 4,
           *             "status": "skipped",
           *             "reason": "Category \"Groceries\" is set to not import",
           *             "date": "2026-01-07",
           *             "amount": 8233,
           *             "category": null,
           *             "description": "KING SOOPERS #0012",
           *             "source_category": "Groceries"
           *           }
           *         ],
           *         "problems": [
           *           {
           *             "line": 3,
           *             "status": "skipped",
           *             "reason": "Money in (a payment, refund or deposit of $500.00), not an expense",
           *             "date": "2026-01-06",
           *             "amount": 50000,
           *             "category": "other",
           *             "description": "Payment Thank You-Mobile",
           *             "source_category": ""
           *           },
           *           {
           *             "line": 4,
           *             "status": "skipped",
           *             "reason": "Category \"Groceries\" is set to not import",
           *             "date": "2026-01-07",
           *             "amount": 8233,
           *             "category": null,
           *             "description": "KING SOOPERS #0012",
           *             "source_category": "Groceries"
           *           }
           *         ],
           *         "problems_truncated": false
           *       }
           *     }
           */
          'application/json': components['schemas']['Import'];
        };
      };
      /** @description `validation_error`, `invalid_json` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `not_found` */
      404: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_in_use` */
      409: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `payload_too_large` */
      413: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unsupported_media_type` */
      415: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_reused`, `unprocessable_import` */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `rate_limited` */
      429: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getImport: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Record id, a positive integer */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 31,
           *       "user_id": 7,
           *       "kind": "expenses",
           *       "status": "preview",
           *       "file_name": "chase-2026.csv",
           *       "objstore_key": "imports/7/3b2f6c1e-8a4d-4f0e-9c57-1d2e3f4a5b6c-chase-2026.csv",
           *       "row_count": 3,
           *       "imported_count": 0,
           *       "counts": {
           *         "rows": 3,
           *         "ready": 1,
           *         "duplicate": 0,
           *         "skipped": 2,
           *         "failed": 0
           *       },
           *       "committed_at": null,
           *       "undone_at": null,
           *       "created_at": "2026-03-02T15:04:05.123Z",
           *       "updated_at": "2026-03-02T15:04:05.123Z",
           *       "preview": {
           *         "detected": {
           *           "encoding": "utf-8",
           *           "delimiter": ",",
           *           "header_line": 1,
           *           "date_format": "MM/DD/YYYY",
           *           "date_format_ambiguous": true,
           *           "amount_style": {
           *             "currencySymbol": false,
           *             "thousandsSeparator": false,
           *             "parenthesesNegative": false
           *           },
           *           "expense_sign": "negative",
           *           "formula_cells": 0
           *         },
           *         "columns": [
           *           "Transaction Date",
           *           "Post Date",
           *           "Description",
           *           "Category",
           *           "Type",
           *           "Amount",
           *           "Memo"
           *         ],
           *         "mapping": {
           *           "date": "Transaction Date",
           *           "amount": "Amount",
           *           "debit": null,
           *           "credit": null,
           *           "description": "Description",
           *           "category": "Category"
           *         },
           *         "date_format": "MM/DD/YYYY",
           *         "expense_sign": "negative",
           *         "default_value": "other",
           *         "words": [
           *           {
           *             "source": "Gas",
           *             "rows": 1,
           *             "value": "travel",
           *             "suggested": "travel"
           *           },
           *           {
           *             "source": "Groceries",
           *             "rows": 1,
           *             "value": "skip",
           *             "suggested": "skip"
           *           }
           *         ],
           *         "counts": {
           *           "rows": 3,
           *           "ready": 1,
           *           "duplicate": 0,
           *           "skipped": 2,
           *           "failed": 0
           *         },
           *         "total": 4510,
           *         "date_range": {
           *           "from": "2026-01-05",
           *           "to": "2026-01-05"
           *         },
           *         "rows": [
           *           {
           *             "line": 2,
           *             "status": "ready",
           *             "reason": null,
           *             "date": "2026-01-05",
           *             "amount": 4510,
           *             "category": "travel",
           *             "description": "SHELL OIL 57444",
           *             "source_category": "Gas"
           *           },
           *           {
           *             "line": 3,
           *             "status": "skipped",
           *             "reason": "Money in (a payment, refund or deposit of $500.00), not an expense",
           *             "date": "2026-01-06",
           *             "amount": 50000,
           *             "category": "other",
           *             "description": "Payment Thank You-Mobile",
           *             "source_category": ""
           *           },
           *           {
           *             "line": 4,
           *             "status": "skipped",
           *             "reason": "Category \"Groceries\" is set to not import",
           *             "date": "2026-01-07",
           *             "amount": 8233,
           *             "category": null,
           *             "description": "KING SOOPERS #0012",
           *             "source_category": "Groceries"
           *           }
           *         ],
           *         "problems": [
           *           {
           *             "line": 3,
           *             "status": "skipped",
           *             "reason": "Money in (a payment, refund or deposit of $500.00), not an expense",
           *             "date": "2026-01-06",
           *             "amount": 50000,
           *             "category": "other",
           *             "description": "Payment Thank You-Mobile",
           *             "source_category": ""
           *           },
           *           {
           *             "line": 4,
           *             "status": "skipped",
           *             "reason": "Category \"Groceries\" is set to not import",
           *             "date": "2026-01-07",
           *             "amount": 8233,
           *             "category": null,
           *             "description": "KING SOOPERS #0012",
           *             "source_category": "Groceries"
           *           }
           *         ],
           *         "problems_truncated": false
           *       }
           *     }
           */
          'application/json': components['schemas']['Import'];
        };
      };
      /** @description `validation_error` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `not_found` */
      404: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `rate_limited` */
      429: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  updateImport: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Optional: a key you make for this action (a UUID), 1 to 255 visible ASCII characters. Sending the same request again with the same key within 24 hours answers the first result (same status and body, with `Idempotent-Replayed: true`) and writes nothing more; the same key with another request is 422 `idempotency_key_reused`. Keys are yours alone: another user’s same key is another key.
         * @example 5f0c6b8e-2d1a-4c3b-9e8f-7a6b5c4d3e2f
         */
        'Idempotency-Key'?: string;
      };
      path: {
        /** @description Record id, a positive integer */
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "date_format": "MM/DD/YYYY"
         *     }
         */
        'application/json': {
          mapping?: {
            /** @description A column name of `columns`, or null */
            date?: string | null;
            /** @description A column name of `columns`, or null */
            amount?: string | null;
            /** @description A column name of `columns`, or null */
            debit?: string | null;
            /** @description A column name of `columns`, or null */
            credit?: string | null;
            /** @description A column name of `columns`, or null */
            description?: string | null;
            /** @description A column name of `columns`, or null */
            category?: string | null;
            /** @description A column name of `columns`, or null */
            miles?: string | null;
            /** @description A column name of `columns`, or null */
            purpose?: string | null;
            /** @description A column name of `columns`, or null */
            classification?: string | null;
            /** @description A column name of `columns`, or null */
            origin?: string | null;
            /** @description A column name of `columns`, or null */
            destination?: string | null;
            /** @description A column name of `columns`, or null */
            notes?: string | null;
          };
          /** @enum {string} */
          date_format?:
            'YYYY-MM-DD' | 'MM/DD/YYYY' | 'M/D/YY' | 'MMM D, YYYY' | 'D MMM YYYY' | 'DD/MM/YYYY' | 'D/M/YY';
          /**
           * @description negative: purchases are negative amounts (bank and card statements)
           * @enum {string}
           */
          expense_sign?: 'negative' | 'positive';
          /** @enum {string} */
          default_category?:
            | 'travel'
            | 'licensing'
            | 'supplies'
            | 'ce_credits'
            | 'meals'
            | 'lodging'
            | 'uniforms'
            | 'insurance'
            | 'dues'
            | 'parking'
            | 'phone_internet'
            | 'tax_prep'
            | 'other';
          /** @enum {string} */
          default_purpose?: 'work_travel' | 'tax_home_visit' | 'licensing' | 'personal' | 'other';
          category_map?: {
            [key: string]:
              | 'travel'
              | 'licensing'
              | 'supplies'
              | 'ce_credits'
              | 'meals'
              | 'lodging'
              | 'uniforms'
              | 'insurance'
              | 'dues'
              | 'parking'
              | 'phone_internet'
              | 'tax_prep'
              | 'other'
              | 'skip';
          };
          purpose_map?: {
            [key: string]: 'work_travel' | 'tax_home_visit' | 'licensing' | 'personal' | 'other' | 'skip';
          };
          /** @description Lines not to import */
          skip_lines?: number[];
          /** @description Duplicate lines to import anyway */
          include_lines?: number[];
          /** @description Set by the server: accepted in a request body and ignored */
          readonly id?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly user_id?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly created_at?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly updated_at?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly deleted_at?: unknown;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 31,
           *       "user_id": 7,
           *       "kind": "expenses",
           *       "status": "preview",
           *       "file_name": "chase-2026.csv",
           *       "objstore_key": "imports/7/3b2f6c1e-8a4d-4f0e-9c57-1d2e3f4a5b6c-chase-2026.csv",
           *       "row_count": 3,
           *       "imported_count": 0,
           *       "counts": {
           *         "rows": 3,
           *         "ready": 1,
           *         "duplicate": 0,
           *         "skipped": 2,
           *         "failed": 0
           *       },
           *       "committed_at": null,
           *       "undone_at": null,
           *       "created_at": "2026-03-02T15:04:05.123Z",
           *       "updated_at": "2026-03-02T15:04:05.123Z",
           *       "preview": {
           *         "detected": {
           *           "encoding": "utf-8",
           *           "delimiter": ",",
           *           "header_line": 1,
           *           "date_format": "MM/DD/YYYY",
           *           "date_format_ambiguous": true,
           *           "amount_style": {
           *             "currencySymbol": false,
           *             "thousandsSeparator": false,
           *             "parenthesesNegative": false
           *           },
           *           "expense_sign": "negative",
           *           "formula_cells": 0
           *         },
           *         "columns": [
           *           "Transaction Date",
           *           "Post Date",
           *           "Description",
           *           "Category",
           *           "Type",
           *           "Amount",
           *           "Memo"
           *         ],
           *         "mapping": {
           *           "date": "Transaction Date",
           *           "amount": "Amount",
           *           "debit": null,
           *           "credit": null,
           *           "description": "Description",
           *           "category": "Category"
           *         },
           *         "date_format": "MM/DD/YYYY",
           *         "expense_sign": "negative",
           *         "default_value": "other",
           *         "words": [
           *           {
           *             "source": "Gas",
           *             "rows": 1,
           *             "value": "travel",
           *             "suggested": "travel"
           *           },
           *           {
           *             "source": "Groceries",
           *             "rows": 1,
           *             "value": "skip",
           *             "suggested": "skip"
           *           }
           *         ],
           *         "counts": {
           *           "rows": 3,
           *           "ready": 1,
           *           "duplicate": 0,
           *           "skipped": 2,
           *           "failed": 0
           *         },
           *         "total": 4510,
           *         "date_range": {
           *           "from": "2026-01-05",
           *           "to": "2026-01-05"
           *         },
           *         "rows": [
           *           {
           *             "line": 2,
           *             "status": "ready",
           *             "reason": null,
           *             "date": "2026-01-05",
           *             "amount": 4510,
           *             "category": "travel",
           *             "description": "SHELL OIL 57444",
           *             "source_category": "Gas"
           *           },
           *           {
           *             "line": 3,
           *             "status": "skipped",
           *             "reason": "Money in (a payment, refund or deposit of $500.00), not an expense",
           *             "date": "2026-01-06",
           *             "amount": 50000,
           *             "category": "other",
           *             "description": "Payment Thank You-Mobile",
           *             "source_category": ""
           *           },
           *           {
           *             "line": 4,
           *             "status": "skipped",
           *             "reason": "Category \"Groceries\" is set to not import",
           *             "date": "2026-01-07",
           *             "amount": 8233,
           *             "category": null,
           *             "description": "KING SOOPERS #0012",
           *             "source_category": "Groceries"
           *           }
           *         ],
           *         "problems": [
           *           {
           *             "line": 3,
           *             "status": "skipped",
           *             "reason": "Money in (a payment, refund or deposit of $500.00), not an expense",
           *             "date": "2026-01-06",
           *             "amount": 50000,
           *             "category": "other",
           *             "description": "Payment Thank You-Mobile",
           *             "source_category": ""
           *           },
           *           {
           *             "line": 4,
           *             "status": "skipped",
           *             "reason": "Category \"Groceries\" is set to not import",
           *             "date": "2026-01-07",
           *             "amount": 8233,
           *             "category": null,
           *             "description": "KING SOOPERS #0012",
           *             "source_category": "Groceries"
           *           }
           *         ],
           *         "problems_truncated": false
           *       }
           *     }
           */
          'application/json': components['schemas']['Import'];
        };
      };
      /** @description `validation_error`, `invalid_json` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `not_found` */
      404: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_in_use`, `conflict` */
      409: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `payload_too_large` */
      413: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unsupported_media_type` */
      415: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_reused`, `unprocessable_import` */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `rate_limited` */
      429: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  commitImport: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Optional: a key you make for this action (a UUID), 1 to 255 visible ASCII characters. Sending the same request again with the same key within 24 hours answers the first result (same status and body, with `Idempotent-Replayed: true`) and writes nothing more; the same key with another request is 422 `idempotency_key_reused`. Keys are yours alone: another user’s same key is another key.
         * @example 5f0c6b8e-2d1a-4c3b-9e8f-7a6b5c4d3e2f
         */
        'Idempotency-Key'?: string;
      };
      path: {
        /** @description Record id, a positive integer */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 31,
           *       "user_id": 7,
           *       "kind": "expenses",
           *       "status": "committed",
           *       "file_name": "chase-2026.csv",
           *       "objstore_key": "imports/7/3b2f6c1e-8a4d-4f0e-9c57-1d2e3f4a5b6c-chase-2026.csv",
           *       "row_count": 3,
           *       "imported_count": 1,
           *       "counts": {
           *         "rows": 3,
           *         "ready": 1,
           *         "duplicate": 0,
           *         "skipped": 2,
           *         "failed": 0
           *       },
           *       "committed_at": "2026-03-02T15:04:05.123Z",
           *       "undone_at": null,
           *       "created_at": "2026-03-02T15:04:05.123Z",
           *       "updated_at": "2026-03-02T15:04:05.123Z",
           *       "preview": {
           *         "detected": {
           *           "encoding": "utf-8",
           *           "delimiter": ",",
           *           "header_line": 1,
           *           "date_format": "MM/DD/YYYY",
           *           "date_format_ambiguous": true,
           *           "amount_style": {
           *             "currencySymbol": false,
           *             "thousandsSeparator": false,
           *             "parenthesesNegative": false
           *           },
           *           "expense_sign": "negative",
           *           "formula_cells": 0
           *         },
           *         "columns": [
           *           "Transaction Date",
           *           "Post Date",
           *           "Description",
           *           "Category",
           *           "Type",
           *           "Amount",
           *           "Memo"
           *         ],
           *         "mapping": {
           *           "date": "Transaction Date",
           *           "amount": "Amount",
           *           "debit": null,
           *           "credit": null,
           *           "description": "Description",
           *           "category": "Category"
           *         },
           *         "date_format": "MM/DD/YYYY",
           *         "expense_sign": "negative",
           *         "default_value": "other",
           *         "words": [
           *           {
           *             "source": "Gas",
           *             "rows": 1,
           *             "value": "travel",
           *             "suggested": "travel"
           *           },
           *           {
           *             "source": "Groceries",
           *             "rows": 1,
           *             "value": "skip",
           *             "suggested": "skip"
           *           }
           *         ],
           *         "counts": {
           *           "rows": 3,
           *           "ready": 1,
           *           "duplicate": 0,
           *           "skipped": 2,
           *           "failed": 0
           *         },
           *         "total": 4510,
           *         "date_range": {
           *           "from": "2026-01-05",
           *           "to": "2026-01-05"
           *         },
           *         "rows": [
           *           {
           *             "line": 2,
           *             "status": "ready",
           *             "reason": null,
           *             "date": "2026-01-05",
           *             "amount": 4510,
           *             "category": "travel",
           *             "description": "SHELL OIL 57444",
           *             "source_category": "Gas"
           *           },
           *           {
           *             "line": 3,
           *             "status": "skipped",
           *             "reason": "Money in (a payment, refund or deposit of $500.00), not an expense",
           *             "date": "2026-01-06",
           *             "amount": 50000,
           *             "category": "other",
           *             "description": "Payment Thank You-Mobile",
           *             "source_category": ""
           *           },
           *           {
           *             "line": 4,
           *             "status": "skipped",
           *             "reason": "Category \"Groceries\" is set to not import",
           *             "date": "2026-01-07",
           *             "amount": 8233,
           *             "category": null,
           *             "description": "KING SOOPERS #0012",
           *             "source_category": "Groceries"
           *           }
           *         ],
           *         "problems": [
           *           {
           *             "line": 3,
           *             "status": "skipped",
           *             "reason": "Money in (a payment, refund or deposit of $500.00), not an expense",
           *             "date": "2026-01-06",
           *             "amount": 50000,
           *             "category": "other",
           *             "description": "Payment Thank You-Mobile",
           *             "source_category": ""
           *           },
           *           {
           *             "line": 4,
           *             "status": "skipped",
           *             "reason": "Category \"Groceries\" is set to not import",
           *             "date": "2026-01-07",
           *             "amount": 8233,
           *             "category": null,
           *             "description": "KING SOOPERS #0012",
           *             "source_category": "Groceries"
           *           }
           *         ],
           *         "problems_truncated": false
           *       }
           *     }
           */
          'application/json': components['schemas']['Import'];
        };
      };
      /** @description `validation_error` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `not_found` */
      404: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_in_use`, `conflict` */
      409: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_reused`, `unprocessable_import` */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `rate_limited` */
      429: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  restoreImport: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Optional: a key you make for this action (a UUID), 1 to 255 visible ASCII characters. Sending the same request again with the same key within 24 hours answers the first result (same status and body, with `Idempotent-Replayed: true`) and writes nothing more; the same key with another request is 422 `idempotency_key_reused`. Keys are yours alone: another user’s same key is another key.
         * @example 5f0c6b8e-2d1a-4c3b-9e8f-7a6b5c4d3e2f
         */
        'Idempotency-Key'?: string;
      };
      path: {
        /** @description Record id, a positive integer */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 31,
           *       "user_id": 7,
           *       "kind": "expenses",
           *       "status": "committed",
           *       "file_name": "chase-2026.csv",
           *       "objstore_key": "imports/7/3b2f6c1e-8a4d-4f0e-9c57-1d2e3f4a5b6c-chase-2026.csv",
           *       "row_count": 3,
           *       "imported_count": 1,
           *       "counts": {
           *         "rows": 3,
           *         "ready": 1,
           *         "duplicate": 0,
           *         "skipped": 2,
           *         "failed": 0
           *       },
           *       "committed_at": "2026-03-02T15:04:05.123Z",
           *       "undone_at": null,
           *       "created_at": "2026-03-02T15:04:05.123Z",
           *       "updated_at": "2026-03-02T15:04:05.123Z",
           *       "preview": {
           *         "detected": {
           *           "encoding": "utf-8",
           *           "delimiter": ",",
           *           "header_line": 1,
           *           "date_format": "MM/DD/YYYY",
           *           "date_format_ambiguous": true,
           *           "amount_style": {
           *             "currencySymbol": false,
           *             "thousandsSeparator": false,
           *             "parenthesesNegative": false
           *           },
           *           "expense_sign": "negative",
           *           "formula_cells": 0
           *         },
           *         "columns": [
           *           "Transaction Date",
           *           "Post Date",
           *           "Description",
           *           "Category",
           *           "Type",
           *           "Amount",
           *           "Memo"
           *         ],
           *         "mapping": {
           *           "date": "Transaction Date",
           *           "amount": "Amount",
           *           "debit": null,
           *           "credit": null,
           *           "description": "Description",
           *           "category": "Category"
           *         },
           *         "date_format": "MM/DD/YYYY",
           *         "expense_sign": "negative",
           *         "default_value": "other",
           *         "words": [
           *           {
           *             "source": "Gas",
           *             "rows": 1,
           *             "value": "travel",
           *             "suggested": "travel"
           *           },
           *           {
           *             "source": "Groceries",
           *             "rows": 1,
           *             "value": "skip",
           *             "suggested": "skip"
           *           }
           *         ],
           *         "counts": {
           *           "rows": 3,
           *           "ready": 1,
           *           "duplicate": 0,
           *           "skipped": 2,
           *           "failed": 0
           *         },
           *         "total": 4510,
           *         "date_range": {
           *           "from": "2026-01-05",
           *           "to": "2026-01-05"
           *         },
           *         "rows": [
           *           {
           *             "line": 2,
           *             "status": "ready",
           *             "reason": null,
           *             "date": "2026-01-05",
           *             "amount": 4510,
           *             "category": "travel",
           *             "description": "SHELL OIL 57444",
           *             "source_category": "Gas"
           *           },
           *           {
           *             "line": 3,
           *             "status": "skipped",
           *             "reason": "Money in (a payment, refund or deposit of $500.00), not an expense",
           *             "date": "2026-01-06",
           *             "amount": 50000,
           *             "category": "other",
           *             "description": "Payment Thank You-Mobile",
           *             "source_category": ""
           *           },
           *           {
           *             "line": 4,
           *             "status": "skipped",
           *             "reason": "Category \"Groceries\" is set to not import",
           *             "date": "2026-01-07",
           *             "amount": 8233,
           *             "category": null,
           *             "description": "KING SOOPERS #0012",
           *             "source_category": "Groceries"
           *           }
           *         ],
           *         "problems": [
           *           {
           *             "line": 3,
           *             "status": "skipped",
           *             "reason": "Money in (a payment, refund or deposit of $500.00), not an expense",
           *             "date": "2026-01-06",
           *             "amount": 50000,
           *             "category": "other",
           *             "description": "Payment Thank You-Mobile",
           *             "source_category": ""
           *           },
           *           {
           *             "line": 4,
           *             "status": "skipped",
           *             "reason": "Category \"Groceries\" is set to not import",
           *             "date": "2026-01-07",
           *             "amount": 8233,
           *             "category": null,
           *             "description": "KING SOOPERS #0012",
           *             "source_category": "Groceries"
           *           }
           *         ],
           *         "problems_truncated": false
           *       }
           *     }
           */
          'application/json': components['schemas']['Import'];
        };
      };
      /** @description `validation_error` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `not_found` */
      404: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_in_use`, `conflict` */
      409: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_reused` */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `rate_limited` */
      429: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  undoImport: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Optional: a key you make for this action (a UUID), 1 to 255 visible ASCII characters. Sending the same request again with the same key within 24 hours answers the first result (same status and body, with `Idempotent-Replayed: true`) and writes nothing more; the same key with another request is 422 `idempotency_key_reused`. Keys are yours alone: another user’s same key is another key.
         * @example 5f0c6b8e-2d1a-4c3b-9e8f-7a6b5c4d3e2f
         */
        'Idempotency-Key'?: string;
      };
      path: {
        /** @description Record id, a positive integer */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 31,
           *       "user_id": 7,
           *       "kind": "expenses",
           *       "status": "undone",
           *       "file_name": "chase-2026.csv",
           *       "objstore_key": "imports/7/3b2f6c1e-8a4d-4f0e-9c57-1d2e3f4a5b6c-chase-2026.csv",
           *       "row_count": 3,
           *       "imported_count": 1,
           *       "counts": {
           *         "rows": 3,
           *         "ready": 1,
           *         "duplicate": 0,
           *         "skipped": 2,
           *         "failed": 0
           *       },
           *       "committed_at": "2026-03-02T15:04:05.123Z",
           *       "undone_at": "2026-03-02T15:04:05.123Z",
           *       "created_at": "2026-03-02T15:04:05.123Z",
           *       "updated_at": "2026-03-02T15:04:05.123Z",
           *       "preview": {
           *         "detected": {
           *           "encoding": "utf-8",
           *           "delimiter": ",",
           *           "header_line": 1,
           *           "date_format": "MM/DD/YYYY",
           *           "date_format_ambiguous": true,
           *           "amount_style": {
           *             "currencySymbol": false,
           *             "thousandsSeparator": false,
           *             "parenthesesNegative": false
           *           },
           *           "expense_sign": "negative",
           *           "formula_cells": 0
           *         },
           *         "columns": [
           *           "Transaction Date",
           *           "Post Date",
           *           "Description",
           *           "Category",
           *           "Type",
           *           "Amount",
           *           "Memo"
           *         ],
           *         "mapping": {
           *           "date": "Transaction Date",
           *           "amount": "Amount",
           *           "debit": null,
           *           "credit": null,
           *           "description": "Description",
           *           "category": "Category"
           *         },
           *         "date_format": "MM/DD/YYYY",
           *         "expense_sign": "negative",
           *         "default_value": "other",
           *         "words": [
           *           {
           *             "source": "Gas",
           *             "rows": 1,
           *             "value": "travel",
           *             "suggested": "travel"
           *           },
           *           {
           *             "source": "Groceries",
           *             "rows": 1,
           *             "value": "skip",
           *             "suggested": "skip"
           *           }
           *         ],
           *         "counts": {
           *           "rows": 3,
           *           "ready": 1,
           *           "duplicate": 0,
           *           "skipped": 2,
           *           "failed": 0
           *         },
           *         "total": 4510,
           *         "date_range": {
           *           "from": "2026-01-05",
           *           "to": "2026-01-05"
           *         },
           *         "rows": [
           *           {
           *             "line": 2,
           *             "status": "ready",
           *             "reason": null,
           *             "date": "2026-01-05",
           *             "amount": 4510,
           *             "category": "travel",
           *             "description": "SHELL OIL 57444",
           *             "source_category": "Gas"
           *           },
           *           {
           *             "line": 3,
           *             "status": "skipped",
           *             "reason": "Money in (a payment, refund or deposit of $500.00), not an expense",
           *             "date": "2026-01-06",
           *             "amount": 50000,
           *             "category": "other",
           *             "description": "Payment Thank You-Mobile",
           *             "source_category": ""
           *           },
           *           {
           *             "line": 4,
           *             "status": "skipped",
           *             "reason": "Category \"Groceries\" is set to not import",
           *             "date": "2026-01-07",
           *             "amount": 8233,
           *             "category": null,
           *             "description": "KING SOOPERS #0012",
           *             "source_category": "Groceries"
           *           }
           *         ],
           *         "problems": [
           *           {
           *             "line": 3,
           *             "status": "skipped",
           *             "reason": "Money in (a payment, refund or deposit of $500.00), not an expense",
           *             "date": "2026-01-06",
           *             "amount": 50000,
           *             "category": "other",
           *             "description": "Payment Thank You-Mobile",
           *             "source_category": ""
           *           },
           *           {
           *             "line": 4,
           *             "status": "skipped",
           *             "reason": "Category \"Groceries\" is set to not import",
           *             "date": "2026-01-07",
           *             "amount": 8233,
           *             "category": null,
           *             "description": "KING SOOPERS #0012",
           *             "source_category": "Groceries"
           *           }
           *         ],
           *         "problems_truncated": false
           *       }
           *     }
           */
          'application/json': components['schemas']['Import'];
        };
      };
      /** @description `validation_error` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `not_found` */
      404: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_in_use`, `conflict` */
      409: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_reused` */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `rate_limited` */
      429: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  importsUploadUrl: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Optional: a key you make for this action (a UUID), 1 to 255 visible ASCII characters. Sending the same request again with the same key within 24 hours answers the first result (same status and body, with `Idempotent-Replayed: true`) and writes nothing more; the same key with another request is 422 `idempotency_key_reused`. Keys are yours alone: another user’s same key is another key.
         * @example 5f0c6b8e-2d1a-4c3b-9e8f-7a6b5c4d3e2f
         */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "file_name": "chase-2026.csv",
         *       "content_type": "text/csv",
         *       "file_size": 248113
         *     }
         */
        'application/json': {
          file_name: string;
          /** @enum {string} */
          content_type: 'text/csv' | 'application/vnd.ms-excel' | 'text/plain';
          /** @description Bytes, 1 to 26,214,400 */
          file_size: number;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly id?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly user_id?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly created_at?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly updated_at?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly deleted_at?: unknown;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "uploadUrl": "https://travel-ledger.s3.us-east-1.amazonaws.com/imports/7/3b2f6c1e-8a4d-4f0e-9c57-1d2e3f4a5b6c-chase-2026.csv?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Expires=900&X-Amz-Signature=…",
           *       "objstoreKey": "imports/7/3b2f6c1e-8a4d-4f0e-9c57-1d2e3f4a5b6c-chase-2026.csv",
           *       "expiresAt": "2026-03-02T15:19:05.123Z"
           *     }
           */
          'application/json': components['schemas']['UploadUrl'];
        };
      };
      /** @description `validation_error`, `invalid_json` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_in_use` */
      409: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `payload_too_large` */
      413: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unsupported_media_type` */
      415: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_reused` */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `rate_limited` */
      429: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listIncomeDocuments: {
    parameters: {
      query?: {
        /** @description Page size */
        limit?: number;
        /** @description Records to skip */
        offset?: number;
        /** @description `true` lists your soft-deleted records (the trash) instead */
        deleted?: boolean;
        /** @description Selects documents of the tax year; default the current year */
        year?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Total-Count': components['headers']['X-Total-Count'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example [
           *       {
           *         "id": 42,
           *         "user_id": 7,
           *         "agency": "Aya Healthcare",
           *         "year": 2026,
           *         "kind": "w2",
           *         "box1_wages": 4512000,
           *         "box2_federal_tax_withheld": 512300,
           *         "box3_social_security_wages": 4790000,
           *         "box4_social_security_tax_withheld": 296980,
           *         "box5_medicare_wages": 4790000,
           *         "box6_medicare_tax_withheld": 69455,
           *         "box12_tt_overtime": null,
           *         "state_lines": [
           *           {
           *             "state": "CO",
           *             "state_wages": 4512000,
           *             "state_tax": 198500
           *           }
           *         ],
           *         "local_lines": [
           *           {
           *             "locality": "DENVER",
           *             "local_wages": 4512000,
           *             "local_tax": 6900
           *           }
           *         ],
           *         "amount": null,
           *         "pay_date": null,
           *         "notes": "",
           *         "objstore_key": null,
           *         "file_name": null,
           *         "content_type": null,
           *         "file_size": null,
           *         "warnings": [],
           *         "created_at": "2026-03-02T15:04:05.123Z",
           *         "updated_at": "2026-03-02T15:04:05.123Z",
           *         "deleted_at": null
           *       }
           *     ]
           */
          'application/json': components['schemas']['IncomeDocument'][];
        };
      };
      /** @description `validation_error` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `rate_limited` */
      429: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  createIncomeDocument: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Optional: a key you make for this action (a UUID), 1 to 255 visible ASCII characters. Sending the same request again with the same key within 24 hours answers the first result (same status and body, with `Idempotent-Replayed: true`) and writes nothing more; the same key with another request is 422 `idempotency_key_reused`. Keys are yours alone: another user’s same key is another key.
         * @example 5f0c6b8e-2d1a-4c3b-9e8f-7a6b5c4d3e2f
         */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "agency": "Aya Healthcare",
         *       "year": 2026,
         *       "kind": "w2",
         *       "box1_wages": 4512000,
         *       "box2_federal_tax_withheld": 512300,
         *       "box3_social_security_wages": 4790000,
         *       "box4_social_security_tax_withheld": 296980,
         *       "box5_medicare_wages": 4790000,
         *       "box6_medicare_tax_withheld": 69455,
         *       "state_lines": [
         *         {
         *           "state": "CO",
         *           "state_wages": 4512000,
         *           "state_tax": 198500
         *         }
         *       ],
         *       "local_lines": [
         *         {
         *           "locality": "DENVER",
         *           "local_wages": 4512000,
         *           "local_tax": 6900
         *         }
         *       ]
         *     }
         */
        'application/json': {
          agency: string;
          /** @description Tax year of the document */
          year: number;
          /** @enum {string} */
          kind: 'w2' | '1099_nec' | '1099_misc' | 'paystub' | 'other';
          /** @description W-2 box 1: wages, tips, other compensation, cents */
          box1_wages?: number | null;
          /** @description W-2 box 2: federal income tax withheld, cents */
          box2_federal_tax_withheld?: number | null;
          /** @description W-2 box 3: Social Security wages, cents */
          box3_social_security_wages?: number | null;
          /** @description W-2 box 4: Social Security tax withheld, cents */
          box4_social_security_tax_withheld?: number | null;
          /** @description W-2 box 5: Medicare wages and tips, cents */
          box5_medicare_wages?: number | null;
          /** @description W-2 box 6: Medicare tax withheld (with any Additional Medicare Tax), cents */
          box6_medicare_tax_withheld?: number | null;
          /** @description W-2 box 12 code TT: qualified overtime compensation (from 2026), cents */
          box12_tt_overtime?: number | null;
          state_lines?: {
            /**
             * @description Box 15: two-letter state code
             * @enum {string}
             */
            state:
              | 'AL'
              | 'AK'
              | 'AZ'
              | 'AR'
              | 'CA'
              | 'CO'
              | 'CT'
              | 'DE'
              | 'DC'
              | 'FL'
              | 'GA'
              | 'HI'
              | 'ID'
              | 'IL'
              | 'IN'
              | 'IA'
              | 'KS'
              | 'KY'
              | 'LA'
              | 'ME'
              | 'MD'
              | 'MA'
              | 'MI'
              | 'MN'
              | 'MS'
              | 'MO'
              | 'MT'
              | 'NE'
              | 'NV'
              | 'NH'
              | 'NJ'
              | 'NM'
              | 'NY'
              | 'NC'
              | 'ND'
              | 'OH'
              | 'OK'
              | 'OR'
              | 'PA'
              | 'RI'
              | 'SC'
              | 'SD'
              | 'TN'
              | 'TX'
              | 'UT'
              | 'VT'
              | 'VA'
              | 'WA'
              | 'WV'
              | 'WI'
              | 'WY';
            /** @description Box 16: state wages, cents */
            state_wages: number;
            /** @description Box 17: state income tax withheld, cents */
            state_tax: number;
          }[];
          /** @description W-2 boxes 18-20 (and a pay stub’s local withholding, year to date): one line per locality */
          local_lines?: {
            /** @description Box 20: locality name as printed (e.g. PHILA, CLEVELAND) */
            locality: string;
            /** @description Box 18: local wages, cents */
            local_wages: number;
            /** @description Box 19: local income tax withheld, cents */
            local_tax: number;
          }[];
          /** @description 1099-NEC box 1 (nonemployee compensation) or the 1099-MISC amount, cents */
          amount?: number | null;
          /** @description A pay stub’s pay date, in the tax year: its boxes then hold year-to-date figures as of that day */
          pay_date?: string | null;
          notes?: string;
          objstore_key?: string | null;
          file_name?: string | null;
          content_type?: ('application/pdf' | 'image/jpeg' | 'image/png') | null;
          file_size?: number | null;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly id?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly user_id?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly created_at?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly updated_at?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly deleted_at?: unknown;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 42,
           *       "user_id": 7,
           *       "agency": "Aya Healthcare",
           *       "year": 2026,
           *       "kind": "w2",
           *       "box1_wages": 4512000,
           *       "box2_federal_tax_withheld": 512300,
           *       "box3_social_security_wages": 4790000,
           *       "box4_social_security_tax_withheld": 296980,
           *       "box5_medicare_wages": 4790000,
           *       "box6_medicare_tax_withheld": 69455,
           *       "box12_tt_overtime": null,
           *       "state_lines": [
           *         {
           *           "state": "CO",
           *           "state_wages": 4512000,
           *           "state_tax": 198500
           *         }
           *       ],
           *       "local_lines": [
           *         {
           *           "locality": "DENVER",
           *           "local_wages": 4512000,
           *           "local_tax": 6900
           *         }
           *       ],
           *       "amount": null,
           *       "pay_date": null,
           *       "notes": "",
           *       "objstore_key": null,
           *       "file_name": null,
           *       "content_type": null,
           *       "file_size": null,
           *       "warnings": [],
           *       "created_at": "2026-03-02T15:04:05.123Z",
           *       "updated_at": "2026-03-02T15:04:05.123Z",
           *       "deleted_at": null
           *     }
           */
          'application/json': components['schemas']['IncomeDocument'];
        };
      };
      /** @description `validation_error`, `invalid_json` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `not_found` */
      404: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_in_use` */
      409: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `payload_too_large` */
      413: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unsupported_media_type` */
      415: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_reused` */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `rate_limited` */
      429: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getIncomeDocument: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Record id, a positive integer */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 42,
           *       "user_id": 7,
           *       "agency": "Aya Healthcare",
           *       "year": 2026,
           *       "kind": "w2",
           *       "box1_wages": 4512000,
           *       "box2_federal_tax_withheld": 512300,
           *       "box3_social_security_wages": 4790000,
           *       "box4_social_security_tax_withheld": 296980,
           *       "box5_medicare_wages": 4790000,
           *       "box6_medicare_tax_withheld": 69455,
           *       "box12_tt_overtime": null,
           *       "state_lines": [
           *         {
           *           "state": "CO",
           *           "state_wages": 4512000,
           *           "state_tax": 198500
           *         }
           *       ],
           *       "local_lines": [
           *         {
           *           "locality": "DENVER",
           *           "local_wages": 4512000,
           *           "local_tax": 6900
           *         }
           *       ],
           *       "amount": null,
           *       "pay_date": null,
           *       "notes": "",
           *       "objstore_key": null,
           *       "file_name": null,
           *       "content_type": null,
           *       "file_size": null,
           *       "warnings": [],
           *       "created_at": "2026-03-02T15:04:05.123Z",
           *       "updated_at": "2026-03-02T15:04:05.123Z",
           *       "deleted_at": null
           *     }
           */
          'application/json': components['schemas']['IncomeDocument'];
        };
      };
      /** @description `validation_error` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `not_found` */
      404: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `rate_limited` */
      429: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  deleteIncomeDocument: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Optional: a key you make for this action (a UUID), 1 to 255 visible ASCII characters. Sending the same request again with the same key within 24 hours answers the first result (same status and body, with `Idempotent-Replayed: true`) and writes nothing more; the same key with another request is 422 `idempotency_key_reused`. Keys are yours alone: another user’s same key is another key.
         * @example 5f0c6b8e-2d1a-4c3b-9e8f-7a6b5c4d3e2f
         */
        'Idempotency-Key'?: string;
      };
      path: {
        /** @description Record id, a positive integer */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description No content */
      204: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description `validation_error` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `not_found` */
      404: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_in_use` */
      409: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_reused` */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `rate_limited` */
      429: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  updateIncomeDocument: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Optional: a key you make for this action (a UUID), 1 to 255 visible ASCII characters. Sending the same request again with the same key within 24 hours answers the first result (same status and body, with `Idempotent-Replayed: true`) and writes nothing more; the same key with another request is 422 `idempotency_key_reused`. Keys are yours alone: another user’s same key is another key.
         * @example 5f0c6b8e-2d1a-4c3b-9e8f-7a6b5c4d3e2f
         */
        'Idempotency-Key'?: string;
      };
      path: {
        /** @description Record id, a positive integer */
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "state_lines": [
         *         {
         *           "state": "CO",
         *           "state_wages": 4512000,
         *           "state_tax": 198500
         *         }
         *       ],
         *       "local_lines": [
         *         {
         *           "locality": "DENVER",
         *           "local_wages": 4512000,
         *           "local_tax": 6900
         *         }
         *       ]
         *     }
         */
        'application/json': {
          agency?: string;
          /** @description Tax year of the document */
          year?: number;
          /** @enum {string} */
          kind?: 'w2' | '1099_nec' | '1099_misc' | 'paystub' | 'other';
          /** @description W-2 box 1: wages, tips, other compensation, cents */
          box1_wages?: number | null;
          /** @description W-2 box 2: federal income tax withheld, cents */
          box2_federal_tax_withheld?: number | null;
          /** @description W-2 box 3: Social Security wages, cents */
          box3_social_security_wages?: number | null;
          /** @description W-2 box 4: Social Security tax withheld, cents */
          box4_social_security_tax_withheld?: number | null;
          /** @description W-2 box 5: Medicare wages and tips, cents */
          box5_medicare_wages?: number | null;
          /** @description W-2 box 6: Medicare tax withheld (with any Additional Medicare Tax), cents */
          box6_medicare_tax_withheld?: number | null;
          /** @description W-2 box 12 code TT: qualified overtime compensation (from 2026), cents */
          box12_tt_overtime?: number | null;
          state_lines?: {
            /**
             * @description Box 15: two-letter state code
             * @enum {string}
             */
            state:
              | 'AL'
              | 'AK'
              | 'AZ'
              | 'AR'
              | 'CA'
              | 'CO'
              | 'CT'
              | 'DE'
              | 'DC'
              | 'FL'
              | 'GA'
              | 'HI'
              | 'ID'
              | 'IL'
              | 'IN'
              | 'IA'
              | 'KS'
              | 'KY'
              | 'LA'
              | 'ME'
              | 'MD'
              | 'MA'
              | 'MI'
              | 'MN'
              | 'MS'
              | 'MO'
              | 'MT'
              | 'NE'
              | 'NV'
              | 'NH'
              | 'NJ'
              | 'NM'
              | 'NY'
              | 'NC'
              | 'ND'
              | 'OH'
              | 'OK'
              | 'OR'
              | 'PA'
              | 'RI'
              | 'SC'
              | 'SD'
              | 'TN'
              | 'TX'
              | 'UT'
              | 'VT'
              | 'VA'
              | 'WA'
              | 'WV'
              | 'WI'
              | 'WY';
            /** @description Box 16: state wages, cents */
            state_wages: number;
            /** @description Box 17: state income tax withheld, cents */
            state_tax: number;
          }[];
          /** @description W-2 boxes 18-20 (and a pay stub’s local withholding, year to date): one line per locality */
          local_lines?: {
            /** @description Box 20: locality name as printed (e.g. PHILA, CLEVELAND) */
            locality: string;
            /** @description Box 18: local wages, cents */
            local_wages: number;
            /** @description Box 19: local income tax withheld, cents */
            local_tax: number;
          }[];
          /** @description 1099-NEC box 1 (nonemployee compensation) or the 1099-MISC amount, cents */
          amount?: number | null;
          /** @description A pay stub’s pay date, in the tax year: its boxes then hold year-to-date figures as of that day */
          pay_date?: string | null;
          notes?: string;
          objstore_key?: string | null;
          file_name?: string | null;
          content_type?: ('application/pdf' | 'image/jpeg' | 'image/png') | null;
          file_size?: number | null;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly id?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly user_id?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly created_at?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly updated_at?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly deleted_at?: unknown;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 42,
           *       "user_id": 7,
           *       "agency": "Aya Healthcare",
           *       "year": 2026,
           *       "kind": "w2",
           *       "box1_wages": 4512000,
           *       "box2_federal_tax_withheld": 512300,
           *       "box3_social_security_wages": 4790000,
           *       "box4_social_security_tax_withheld": 296980,
           *       "box5_medicare_wages": 4790000,
           *       "box6_medicare_tax_withheld": 69455,
           *       "box12_tt_overtime": null,
           *       "state_lines": [
           *         {
           *           "state": "CO",
           *           "state_wages": 4512000,
           *           "state_tax": 198500
           *         }
           *       ],
           *       "local_lines": [
           *         {
           *           "locality": "DENVER",
           *           "local_wages": 4512000,
           *           "local_tax": 6900
           *         }
           *       ],
           *       "amount": null,
           *       "pay_date": null,
           *       "notes": "",
           *       "objstore_key": null,
           *       "file_name": null,
           *       "content_type": null,
           *       "file_size": null,
           *       "warnings": [],
           *       "created_at": "2026-03-02T15:04:05.123Z",
           *       "updated_at": "2026-03-02T15:04:05.123Z",
           *       "deleted_at": null
           *     }
           */
          'application/json': components['schemas']['IncomeDocument'];
        };
      };
      /** @description `validation_error`, `invalid_json` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `not_found` */
      404: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_in_use` */
      409: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `payload_too_large` */
      413: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unsupported_media_type` */
      415: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_reused` */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `rate_limited` */
      429: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  restoreIncomeDocument: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Optional: a key you make for this action (a UUID), 1 to 255 visible ASCII characters. Sending the same request again with the same key within 24 hours answers the first result (same status and body, with `Idempotent-Replayed: true`) and writes nothing more; the same key with another request is 422 `idempotency_key_reused`. Keys are yours alone: another user’s same key is another key.
         * @example 5f0c6b8e-2d1a-4c3b-9e8f-7a6b5c4d3e2f
         */
        'Idempotency-Key'?: string;
      };
      path: {
        /** @description Record id, a positive integer */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 42,
           *       "user_id": 7,
           *       "agency": "Aya Healthcare",
           *       "year": 2026,
           *       "kind": "w2",
           *       "box1_wages": 4512000,
           *       "box2_federal_tax_withheld": 512300,
           *       "box3_social_security_wages": 4790000,
           *       "box4_social_security_tax_withheld": 296980,
           *       "box5_medicare_wages": 4790000,
           *       "box6_medicare_tax_withheld": 69455,
           *       "box12_tt_overtime": null,
           *       "state_lines": [
           *         {
           *           "state": "CO",
           *           "state_wages": 4512000,
           *           "state_tax": 198500
           *         }
           *       ],
           *       "local_lines": [
           *         {
           *           "locality": "DENVER",
           *           "local_wages": 4512000,
           *           "local_tax": 6900
           *         }
           *       ],
           *       "amount": null,
           *       "pay_date": null,
           *       "notes": "",
           *       "objstore_key": null,
           *       "file_name": null,
           *       "content_type": null,
           *       "file_size": null,
           *       "warnings": [],
           *       "created_at": "2026-03-02T15:04:05.123Z",
           *       "updated_at": "2026-03-02T15:04:05.123Z",
           *       "deleted_at": null
           *     }
           */
          'application/json': components['schemas']['IncomeDocument'];
        };
      };
      /** @description `validation_error` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `not_found` */
      404: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_in_use` */
      409: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_reused` */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `rate_limited` */
      429: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getIncomeChecklist: {
    parameters: {
      query?: {
        /** @description The calendar year; default the current year */
        year?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "year": 2026,
           *       "employmentType": "w2",
           *       "items": [
           *         {
           *           "agency": "Aya Healthcare",
           *           "expectedKind": "w2",
           *           "status": "received",
           *           "assignmentIds": [
           *             12
           *           ],
           *           "documentIds": [
           *             3
           *           ]
           *         },
           *         {
           *           "agency": "Trusted Nurse Staffing",
           *           "expectedKind": "w2",
           *           "status": "missing",
           *           "assignmentIds": [
           *             15
           *           ],
           *           "documentIds": []
           *         }
           *       ],
           *       "received": 1,
           *       "missing": 1,
           *       "assignmentsWithoutAgency": [],
           *       "otherDocuments": []
           *     }
           */
          'application/json': components['schemas']['IncomeChecklist'];
        };
      };
      /** @description `validation_error` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `rate_limited` */
      429: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getIncomeReconciliation: {
    parameters: {
      query?: {
        /** @description The calendar year; default the current year */
        year?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "year": 2026,
           *       "employmentType": "w2",
           *       "agencies": [
           *         {
           *           "agency": "Aya Healthcare",
           *           "assignmentIds": [
           *             12
           *           ],
           *           "documentIds": [
           *             3
           *           ],
           *           "expected": 4680000,
           *           "reported": 4512000,
           *           "difference": -168000,
           *           "status": "differs",
           *           "reasons": [
           *             {
           *               "code": "pretax_deductions",
           *               "text": "Pre-tax deductions: box 5 (Medicare wages, $47,900) is $2,780 higher than box 1, which is what 401(k) contributions and similar deductions do."
           *             },
           *             {
           *               "code": "pay_timing",
           *               "text": "Pay timing: pay for the last days of December is often paid in January and lands on the next year's form."
           *             }
           *           ]
           *         },
           *         {
           *           "agency": "Trusted Nurse Staffing",
           *           "assignmentIds": [
           *             15
           *           ],
           *           "documentIds": [],
           *           "expected": 2106000,
           *           "reported": null,
           *           "difference": null,
           *           "status": "missing_document",
           *           "reasons": []
           *         }
           *       ],
           *       "totals": {
           *         "expected": 4680000,
           *         "reported": 4512000,
           *         "difference": -168000
           *       }
           *     }
           */
          'application/json': components['schemas']['IncomeReconciliation'];
        };
      };
      /** @description `validation_error` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `rate_limited` */
      429: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  incomeDocumentsUploadUrl: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Optional: a key you make for this action (a UUID), 1 to 255 visible ASCII characters. Sending the same request again with the same key within 24 hours answers the first result (same status and body, with `Idempotent-Replayed: true`) and writes nothing more; the same key with another request is 422 `idempotency_key_reused`. Keys are yours alone: another user’s same key is another key.
         * @example 5f0c6b8e-2d1a-4c3b-9e8f-7a6b5c4d3e2f
         */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "file_name": "w2-2026-aya.pdf",
         *       "content_type": "application/pdf",
         *       "file_size": 248113
         *     }
         */
        'application/json': {
          file_name: string;
          /** @enum {string} */
          content_type: 'application/pdf' | 'image/jpeg' | 'image/png';
          /** @description Bytes, 1 to 26,214,400 */
          file_size: number;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly id?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly user_id?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly created_at?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly updated_at?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly deleted_at?: unknown;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "uploadUrl": "https://travel-ledger.s3.us-east-1.amazonaws.com/income-documents/7/3b2f6c1e-8a4d-4f0e-9c57-1d2e3f4a5b6c-w2-2026-aya.pdf?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Expires=900&X-Amz-Signature=…",
           *       "objstoreKey": "income-documents/7/3b2f6c1e-8a4d-4f0e-9c57-1d2e3f4a5b6c-w2-2026-aya.pdf",
           *       "expiresAt": "2026-03-02T15:19:05.123Z"
           *     }
           */
          'application/json': components['schemas']['UploadUrl'];
        };
      };
      /** @description `validation_error`, `invalid_json` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_in_use` */
      409: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `payload_too_large` */
      413: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unsupported_media_type` */
      415: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_reused` */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `rate_limited` */
      429: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getHealth: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "status": "ok",
           *       "database": "ok"
           *     }
           */
          'application/json': {
            /** @enum {string} */
            status: 'ok' | 'degraded';
            /** @enum {string} */
            database: 'ok' | 'down';
          };
        };
      };
      /** @description The database is down */
      503: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "status": "degraded",
           *       "database": "down"
           *     }
           */
          'application/json': {
            /** @enum {string} */
            status: 'ok' | 'degraded';
            /** @enum {string} */
            database: 'ok' | 'down';
          };
        };
      };
    };
  };
  getHousehold: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        year: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "year": 2026,
           *       "spouse_wages": 7000000,
           *       "spouse_medicare_wages": null,
           *       "spouse_federal_withheld": 620000,
           *       "spouse_state_withheld": 210000,
           *       "spouse_local_wages": null,
           *       "spouse_local_withheld": null,
           *       "other_income": null,
           *       "investment_income": null,
           *       "birth_year": 1988,
           *       "spouse_birth_year": null,
           *       "dependents_under_17": 2,
           *       "other_dependents": null,
           *       "property_taxes": null,
           *       "mortgage_interest": null,
           *       "mortgage_balance": null,
           *       "charitable_gifts": null,
           *       "prior_year_state_balance_paid": null,
           *       "general_sales_tax": null,
           *       "health_insurance_premiums": null,
           *       "retirement_contributions": null,
           *       "spouse_qualified_overtime": null,
           *       "prior_year_total_tax": null,
           *       "prior_year_agi": null,
           *       "retirement_plan": null,
           *       "mortgage_loan_date": null,
           *       "spouse_itemizes": null,
           *       "pay_frequency": null,
           *       "spouse_locality": null,
           *       "updated_at": "2026-02-03T15:04:05.123Z"
           *     }
           */
          'application/json': components['schemas']['HouseholdProfile'];
        };
      };
      /** @description `validation_error` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `rate_limited` */
      429: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  replaceHousehold: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Optional: a key you make for this action (a UUID), 1 to 255 visible ASCII characters. Sending the same request again with the same key within 24 hours answers the first result (same status and body, with `Idempotent-Replayed: true`) and writes nothing more; the same key with another request is 422 `idempotency_key_reused`. Keys are yours alone: another user’s same key is another key.
         * @example 5f0c6b8e-2d1a-4c3b-9e8f-7a6b5c4d3e2f
         */
        'Idempotency-Key'?: string;
      };
      path: {
        year: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "spouse_wages": 7000000,
         *       "spouse_federal_withheld": 620000,
         *       "spouse_state_withheld": 210000,
         *       "birth_year": 1988,
         *       "dependents_under_17": 2
         *     }
         */
        'application/json': {
          /** @description The spouse’s W-2 wages (box 1); counted on a married-joint return only; cents */
          spouse_wages?: number | null;
          /** @description The spouse’s Medicare wages (box 5), when they differ from box 1; cents */
          spouse_medicare_wages?: number | null;
          /** @description Federal income tax withheld from the spouse’s pay (W-2 box 2); cents */
          spouse_federal_withheld?: number | null;
          /** @description Home-state income tax withheld from the spouse’s pay (W-2 box 17); cents */
          spouse_state_withheld?: number | null;
          /** @description The spouse’s local wages (W-2 box 18) for spouse_locality; joint return only. Null: their box 1 wages; cents */
          spouse_local_wages?: number | null;
          /** @description Local income tax withheld from the spouse’s pay (W-2 box 19) for spouse_locality; joint return only; it counts as paid and in SALT; cents */
          spouse_local_withheld?: number | null;
          /** @description Interest, dividends and other wages of the household; cents */
          other_income?: number | null;
          /** @description The household’s investment income: interest (tax-exempt too), dividends, capital gains, net rents; for the earned income credit’s limit. Null: all of other_income counts as investment income; cents */
          investment_income?: number | null;
          /** @description Your birth year (65 or older at the year’s end adds deductions); not after the tax year */
          birth_year?: number | null;
          /** @description The spouse’s birth year; not after the tax year */
          spouse_birth_year?: number | null;
          /** @description Children under 17 at the year’s end (child tax credit); 0 to 20 */
          dependents_under_17?: number | null;
          /** @description Other dependents (credit for other dependents); 0 to 20 */
          other_dependents?: number | null;
          /** @description Property taxes paid (itemized, within the SALT cap); cents */
          property_taxes?: number | null;
          /** @description Mortgage interest paid on your home (itemized); cents */
          mortgage_interest?: number | null;
          /** @description The average balance over the year of the loans that bought, built or improved the home (Form 1098 box 2 is the balance on January 1): above $750,000 ($375,000 married filing separately; $1,000,000 and $500,000 for a loan taken out by December 15, 2017) only that share of the interest counts. Null: all of it; cents */
          mortgage_balance?: number | null;
          /** @description Gifts to charity (itemized); cents */
          charitable_gifts?: number | null;
          /** @description State and local income tax of an earlier year paid in this year (the balance due with last year’s state or local return): counted in SALT as paid this year; cents */
          prior_year_state_balance_paid?: number | null;
          /** @description General sales taxes paid in the year (receipts, or the IRS sales tax table’s amount for your state plus the tax on a car or boat): SALT takes it instead of the income taxes when it is larger; cents */
          general_sales_tax?: number | null;
          /** @description 1099: health insurance premiums you paid yourself; cents */
          health_insurance_premiums?: number | null;
          /** @description 1099: SEP IRA or solo 401(k) contributions; cents */
          retirement_contributions?: number | null;
          /** @description The spouse’s qualified overtime (W-2 box 12 code TT), joint return only; the yearly cap is shared; cents */
          spouse_qualified_overtime?: number | null;
          /** @description Last year’s total tax (Form 1040 line 24 of the year before), for the underpayment safe harbor; with prior_year_agi (both or neither); cents */
          prior_year_total_tax?: number | null;
          /** @description Last year’s adjusted gross income (Form 1040 of the year before): over $150,000 the safe harbor is 110% of last year’s tax; cents */
          prior_year_agi?: number | null;
          /** @description 1099: the plan the retirement contributions go to, `sep` (SEP IRA: 20% of net earnings after half the SE tax, up to the 415(c) limit) or `solo_401k` (the deferral limit plus that 20%, up to 415(c)); null: a solo 401(k), the larger limit */
          retirement_plan?: ('sep' | 'solo_401k') | null;
          /** @description The date the home loan was taken out (Form 1098 box 3): on or before December 15, 2017 the higher $1,000,000 limit applies to mortgage_balance ($500,000 married filing separately). Null: a later loan */
          mortgage_loan_date?: string | null;
          /** @description Married filing separately: true when your spouse itemizes on their return; then you must itemize too and your standard deduction is $0. Null or false: the standard deduction as usual */
          spouse_itemizes?: boolean | null;
          /** @description How often your W-2 pay comes: `weekly`, `biweekly` (every two weeks), `semimonthly` (twice a month) or `monthly`; the withholding advice counts the paychecks left by it. Null: weekly, as most agencies pay */
          pay_frequency?: ('weekly' | 'biweekly' | 'semimonthly' | 'monthly') | null;
          /** @description The locality on the spouse’s W-2 (box 20, e.g. PHILA), joint return only: their city wage tax is figured on box 18 (Philadelphia and the cities in our tables; elsewhere the tax withheld stands in), and box 19 pays it. Required with spouse_local_wages or spouse_local_withheld */
          spouse_locality?: string | null;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly id?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly user_id?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly created_at?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly updated_at?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly deleted_at?: unknown;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "year": 2026,
           *       "spouse_wages": 7000000,
           *       "spouse_medicare_wages": null,
           *       "spouse_federal_withheld": 620000,
           *       "spouse_state_withheld": 210000,
           *       "spouse_local_wages": null,
           *       "spouse_local_withheld": null,
           *       "other_income": null,
           *       "investment_income": null,
           *       "birth_year": 1988,
           *       "spouse_birth_year": null,
           *       "dependents_under_17": 2,
           *       "other_dependents": null,
           *       "property_taxes": null,
           *       "mortgage_interest": null,
           *       "mortgage_balance": null,
           *       "charitable_gifts": null,
           *       "prior_year_state_balance_paid": null,
           *       "general_sales_tax": null,
           *       "health_insurance_premiums": null,
           *       "retirement_contributions": null,
           *       "spouse_qualified_overtime": null,
           *       "prior_year_total_tax": null,
           *       "prior_year_agi": null,
           *       "retirement_plan": null,
           *       "mortgage_loan_date": null,
           *       "spouse_itemizes": null,
           *       "pay_frequency": null,
           *       "spouse_locality": null,
           *       "updated_at": "2026-02-03T15:04:05.123Z"
           *     }
           */
          'application/json': components['schemas']['HouseholdProfile'];
        };
      };
      /** @description `validation_error`, `invalid_json` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_in_use` */
      409: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `payload_too_large` */
      413: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unsupported_media_type` */
      415: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_reused` */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `rate_limited` */
      429: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  updateHousehold: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Optional: a key you make for this action (a UUID), 1 to 255 visible ASCII characters. Sending the same request again with the same key within 24 hours answers the first result (same status and body, with `Idempotent-Replayed: true`) and writes nothing more; the same key with another request is 422 `idempotency_key_reused`. Keys are yours alone: another user’s same key is another key.
         * @example 5f0c6b8e-2d1a-4c3b-9e8f-7a6b5c4d3e2f
         */
        'Idempotency-Key'?: string;
      };
      path: {
        year: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "spouse_wages": 7000000,
         *       "spouse_federal_withheld": 620000,
         *       "spouse_state_withheld": 210000,
         *       "birth_year": 1988,
         *       "dependents_under_17": 2
         *     }
         */
        'application/json': {
          /** @description The spouse’s W-2 wages (box 1); counted on a married-joint return only; cents */
          spouse_wages?: number | null;
          /** @description The spouse’s Medicare wages (box 5), when they differ from box 1; cents */
          spouse_medicare_wages?: number | null;
          /** @description Federal income tax withheld from the spouse’s pay (W-2 box 2); cents */
          spouse_federal_withheld?: number | null;
          /** @description Home-state income tax withheld from the spouse’s pay (W-2 box 17); cents */
          spouse_state_withheld?: number | null;
          /** @description The spouse’s local wages (W-2 box 18) for spouse_locality; joint return only. Null: their box 1 wages; cents */
          spouse_local_wages?: number | null;
          /** @description Local income tax withheld from the spouse’s pay (W-2 box 19) for spouse_locality; joint return only; it counts as paid and in SALT; cents */
          spouse_local_withheld?: number | null;
          /** @description Interest, dividends and other wages of the household; cents */
          other_income?: number | null;
          /** @description The household’s investment income: interest (tax-exempt too), dividends, capital gains, net rents; for the earned income credit’s limit. Null: all of other_income counts as investment income; cents */
          investment_income?: number | null;
          /** @description Your birth year (65 or older at the year’s end adds deductions); not after the tax year */
          birth_year?: number | null;
          /** @description The spouse’s birth year; not after the tax year */
          spouse_birth_year?: number | null;
          /** @description Children under 17 at the year’s end (child tax credit); 0 to 20 */
          dependents_under_17?: number | null;
          /** @description Other dependents (credit for other dependents); 0 to 20 */
          other_dependents?: number | null;
          /** @description Property taxes paid (itemized, within the SALT cap); cents */
          property_taxes?: number | null;
          /** @description Mortgage interest paid on your home (itemized); cents */
          mortgage_interest?: number | null;
          /** @description The average balance over the year of the loans that bought, built or improved the home (Form 1098 box 2 is the balance on January 1): above $750,000 ($375,000 married filing separately; $1,000,000 and $500,000 for a loan taken out by December 15, 2017) only that share of the interest counts. Null: all of it; cents */
          mortgage_balance?: number | null;
          /** @description Gifts to charity (itemized); cents */
          charitable_gifts?: number | null;
          /** @description State and local income tax of an earlier year paid in this year (the balance due with last year’s state or local return): counted in SALT as paid this year; cents */
          prior_year_state_balance_paid?: number | null;
          /** @description General sales taxes paid in the year (receipts, or the IRS sales tax table’s amount for your state plus the tax on a car or boat): SALT takes it instead of the income taxes when it is larger; cents */
          general_sales_tax?: number | null;
          /** @description 1099: health insurance premiums you paid yourself; cents */
          health_insurance_premiums?: number | null;
          /** @description 1099: SEP IRA or solo 401(k) contributions; cents */
          retirement_contributions?: number | null;
          /** @description The spouse’s qualified overtime (W-2 box 12 code TT), joint return only; the yearly cap is shared; cents */
          spouse_qualified_overtime?: number | null;
          /** @description Last year’s total tax (Form 1040 line 24 of the year before), for the underpayment safe harbor; with prior_year_agi (both or neither); cents */
          prior_year_total_tax?: number | null;
          /** @description Last year’s adjusted gross income (Form 1040 of the year before): over $150,000 the safe harbor is 110% of last year’s tax; cents */
          prior_year_agi?: number | null;
          /** @description 1099: the plan the retirement contributions go to, `sep` (SEP IRA: 20% of net earnings after half the SE tax, up to the 415(c) limit) or `solo_401k` (the deferral limit plus that 20%, up to 415(c)); null: a solo 401(k), the larger limit */
          retirement_plan?: ('sep' | 'solo_401k') | null;
          /** @description The date the home loan was taken out (Form 1098 box 3): on or before December 15, 2017 the higher $1,000,000 limit applies to mortgage_balance ($500,000 married filing separately). Null: a later loan */
          mortgage_loan_date?: string | null;
          /** @description Married filing separately: true when your spouse itemizes on their return; then you must itemize too and your standard deduction is $0. Null or false: the standard deduction as usual */
          spouse_itemizes?: boolean | null;
          /** @description How often your W-2 pay comes: `weekly`, `biweekly` (every two weeks), `semimonthly` (twice a month) or `monthly`; the withholding advice counts the paychecks left by it. Null: weekly, as most agencies pay */
          pay_frequency?: ('weekly' | 'biweekly' | 'semimonthly' | 'monthly') | null;
          /** @description The locality on the spouse’s W-2 (box 20, e.g. PHILA), joint return only: their city wage tax is figured on box 18 (Philadelphia and the cities in our tables; elsewhere the tax withheld stands in), and box 19 pays it. Required with spouse_local_wages or spouse_local_withheld */
          spouse_locality?: string | null;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly id?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly user_id?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly created_at?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly updated_at?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly deleted_at?: unknown;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "year": 2026,
           *       "spouse_wages": 7000000,
           *       "spouse_medicare_wages": null,
           *       "spouse_federal_withheld": 620000,
           *       "spouse_state_withheld": 210000,
           *       "spouse_local_wages": null,
           *       "spouse_local_withheld": null,
           *       "other_income": null,
           *       "investment_income": null,
           *       "birth_year": 1988,
           *       "spouse_birth_year": null,
           *       "dependents_under_17": 2,
           *       "other_dependents": null,
           *       "property_taxes": null,
           *       "mortgage_interest": null,
           *       "mortgage_balance": null,
           *       "charitable_gifts": null,
           *       "prior_year_state_balance_paid": null,
           *       "general_sales_tax": null,
           *       "health_insurance_premiums": null,
           *       "retirement_contributions": null,
           *       "spouse_qualified_overtime": null,
           *       "prior_year_total_tax": null,
           *       "prior_year_agi": null,
           *       "retirement_plan": null,
           *       "mortgage_loan_date": null,
           *       "spouse_itemizes": null,
           *       "pay_frequency": null,
           *       "spouse_locality": null,
           *       "updated_at": "2026-02-03T15:04:05.123Z"
           *     }
           */
          'application/json': components['schemas']['HouseholdProfile'];
        };
      };
      /** @description `validation_error`, `invalid_json` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_in_use` */
      409: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `payload_too_large` */
      413: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unsupported_media_type` */
      415: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_reused` */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `rate_limited` */
      429: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getLocationDurations: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example [
           *       {
           *         "location": "Phoenix",
           *         "state": "AZ",
           *         "days": 300,
           *         "facilities": [
           *           "Banner University",
           *           "HonorHealth"
           *         ],
           *         "status": "approaching"
           *       },
           *       {
           *         "location": "Denver",
           *         "state": "CO",
           *         "days": 91,
           *         "facilities": [
           *           "Denver Health Medical Center"
           *         ],
           *         "status": "safe"
           *       }
           *     ]
           */
          'application/json': components['schemas']['LocationDuration'][];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `rate_limited` */
      429: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getMe: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 7,
           *       "email": "maya@example.com",
           *       "first_name": "Maya",
           *       "full_name": "Maya R. Lopez",
           *       "plan": "pro",
           *       "trial_ends_at": "2026-03-16T15:04:05.123Z",
           *       "employment_type": "w2",
           *       "filing_status": "single",
           *       "theme": "light",
           *       "email_notifications": true,
           *       "email_digest": "off"
           *     }
           */
          'application/json': components['schemas']['User'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `rate_limited` */
      429: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  deleteMe: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Optional: a key you make for this action (a UUID), 1 to 255 visible ASCII characters. Sending the same request again with the same key within 24 hours answers the first result (same status and body, with `Idempotent-Replayed: true`) and writes nothing more; the same key with another request is 422 `idempotency_key_reused`. Keys are yours alone: another user’s same key is another key.
         * @example 5f0c6b8e-2d1a-4c3b-9e8f-7a6b5c4d3e2f
         */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "confirm": "DELETE"
         *     }
         */
        'application/json': {
          /** @description The word DELETE, or your account email: proof that the deletion is meant */
          confirm: string;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly id?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly user_id?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly created_at?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly updated_at?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly deleted_at?: unknown;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "deleted": true,
           *       "canceledSubscriptions": 1,
           *       "deletedFiles": 14,
           *       "filesPending": false,
           *       "backups": "Backups: Travel Ledger keeps no backups of its own. If the people who run this server back up its database or file storage, copies made before today keep your data until those backups expire; they are never used to bring your account back. Stripe keeps its record of past payments, as tax law requires."
           *     }
           */
          'application/json': components['schemas']['AccountDeletion'];
        };
      };
      /** @description `validation_error`, `invalid_json` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_in_use` */
      409: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `payload_too_large` */
      413: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unsupported_media_type` */
      415: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_reused` */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `rate_limited` */
      429: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `not_configured`, `unavailable` */
      503: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  updateMe: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Optional: a key you make for this action (a UUID), 1 to 255 visible ASCII characters. Sending the same request again with the same key within 24 hours answers the first result (same status and body, with `Idempotent-Replayed: true`) and writes nothing more; the same key with another request is 422 `idempotency_key_reused`. Keys are yours alone: another user’s same key is another key.
         * @example 5f0c6b8e-2d1a-4c3b-9e8f-7a6b5c4d3e2f
         */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "employment_type": "1099",
         *       "filing_status": "married_joint"
         *     }
         */
        'application/json': {
          first_name?: string;
          full_name?: string | null;
          /** @enum {string} */
          employment_type?: '1099' | 'w2';
          /** @enum {string} */
          filing_status?: 'single' | 'married_joint' | 'married_separate' | 'head_of_household';
          /** @enum {string} */
          theme?: 'light' | 'dark';
          email_notifications?: boolean;
          /**
           * @description The email summary of open notifications: `off` (the default), `daily` or `weekly`
           * @enum {string}
           */
          email_digest?: 'off' | 'daily' | 'weekly';
          /** @description Set by the server: accepted in a request body and ignored */
          readonly id?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly user_id?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly created_at?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly updated_at?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly deleted_at?: unknown;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 7,
           *       "email": "maya@example.com",
           *       "first_name": "Maya",
           *       "full_name": "Maya R. Lopez",
           *       "plan": "pro",
           *       "trial_ends_at": "2026-03-16T15:04:05.123Z",
           *       "employment_type": "w2",
           *       "filing_status": "single",
           *       "theme": "light",
           *       "email_notifications": true,
           *       "email_digest": "off"
           *     }
           */
          'application/json': components['schemas']['User'];
        };
      };
      /** @description `validation_error`, `invalid_json` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_in_use` */
      409: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `payload_too_large` */
      413: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unsupported_media_type` */
      415: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_reused` */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `rate_limited` */
      429: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  rotateCalendarSecret: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Optional: a key you make for this action (a UUID), 1 to 255 visible ASCII characters. Sending the same request again with the same key within 24 hours answers the first result (same status and body, with `Idempotent-Replayed: true`) and writes nothing more; the same key with another request is 422 `idempotency_key_reused`. Keys are yours alone: another user’s same key is another key.
         * @example 5f0c6b8e-2d1a-4c3b-9e8f-7a6b5c4d3e2f
         */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "url": "https://travelledger.app/api/calendar/3q2-7wEcQ1n0ZlB5x9JtYd0mK4pR8sVaHbCeFgIjLkM.ics",
           *       "createdAt": "2026-11-23T15:04:05.123Z"
           *     }
           */
          'application/json': components['schemas']['CalendarFeed'];
        };
      };
      /** @description `validation_error` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_in_use` */
      409: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_reused` */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `rate_limited` */
      429: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  disableCalendarFeed: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Optional: a key you make for this action (a UUID), 1 to 255 visible ASCII characters. Sending the same request again with the same key within 24 hours answers the first result (same status and body, with `Idempotent-Replayed: true`) and writes nothing more; the same key with another request is 422 `idempotency_key_reused`. Keys are yours alone: another user’s same key is another key.
         * @example 5f0c6b8e-2d1a-4c3b-9e8f-7a6b5c4d3e2f
         */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description No content */
      204: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description `validation_error` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_in_use` */
      409: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_reused` */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `rate_limited` */
      429: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  exportMyData: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Your data (travel-ledger-export-2026-11-23.zip) */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/zip': string;
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `rate_limited` */
      429: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  updateTheme: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Optional: a key you make for this action (a UUID), 1 to 255 visible ASCII characters. Sending the same request again with the same key within 24 hours answers the first result (same status and body, with `Idempotent-Replayed: true`) and writes nothing more; the same key with another request is 422 `idempotency_key_reused`. Keys are yours alone: another user’s same key is another key.
         * @example 5f0c6b8e-2d1a-4c3b-9e8f-7a6b5c4d3e2f
         */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "theme": "dark"
         *     }
         */
        'application/json': {
          /** @enum {string} */
          theme: 'light' | 'dark';
          /** @description Set by the server: accepted in a request body and ignored */
          readonly id?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly user_id?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly created_at?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly updated_at?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly deleted_at?: unknown;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "theme": "dark"
           *     }
           */
          'application/json': {
            /** @enum {string} */
            theme: 'light' | 'dark';
          };
        };
      };
      /** @description `validation_error`, `invalid_json` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_in_use` */
      409: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `payload_too_large` */
      413: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unsupported_media_type` */
      415: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_reused` */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `rate_limited` */
      429: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listMileageTrips: {
    parameters: {
      query?: {
        /** @description Page size */
        limit?: number;
        /** @description Records to skip */
        offset?: number;
        /** @description `true` lists your soft-deleted records (the trash) instead */
        deleted?: boolean;
        /** @description Selects trips by their `date`; default the current year */
        year?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Total-Count': components['headers']['X-Total-Count'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example [
           *       {
           *         "id": 42,
           *         "user_id": 7,
           *         "date": "2026-03-20",
           *         "miles": 412,
           *         "purpose": "tax_home_visit",
           *         "origin": "Denver, CO",
           *         "destination": "Omaha, NE",
           *         "notes": "",
           *         "assignment_id": null,
           *         "created_at": "2026-03-02T15:04:05.123Z",
           *         "updated_at": "2026-03-02T15:04:05.123Z",
           *         "deleted_at": null
           *       }
           *     ]
           */
          'application/json': components['schemas']['MileageTrip'][];
        };
      };
      /** @description `validation_error` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `rate_limited` */
      429: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  createMileageTrip: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Optional: a key you make for this action (a UUID), 1 to 255 visible ASCII characters. Sending the same request again with the same key within 24 hours answers the first result (same status and body, with `Idempotent-Replayed: true`) and writes nothing more; the same key with another request is 422 `idempotency_key_reused`. Keys are yours alone: another user’s same key is another key.
         * @example 5f0c6b8e-2d1a-4c3b-9e8f-7a6b5c4d3e2f
         */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "date": "2026-03-20",
         *       "miles": 412,
         *       "purpose": "tax_home_visit",
         *       "origin": "Denver, CO",
         *       "destination": "Omaha, NE"
         *     }
         */
        'application/json': {
          /**
           * Format: date
           * @description Calendar date, YYYY-MM-DD, from 1900-01-01 to 2100-12-31
           * @example 2026-03-02
           */
          date: string;
          miles: number;
          /** @enum {string} */
          purpose: 'work_travel' | 'tax_home_visit' | 'licensing' | 'personal' | 'other';
          origin?: string;
          destination?: string;
          notes?: string;
          assignment_id?: number | null;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly id?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly user_id?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly created_at?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly updated_at?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly deleted_at?: unknown;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 42,
           *       "user_id": 7,
           *       "date": "2026-03-20",
           *       "miles": 412,
           *       "purpose": "tax_home_visit",
           *       "origin": "Denver, CO",
           *       "destination": "Omaha, NE",
           *       "notes": "",
           *       "assignment_id": null,
           *       "created_at": "2026-03-02T15:04:05.123Z",
           *       "updated_at": "2026-03-02T15:04:05.123Z",
           *       "deleted_at": null
           *     }
           */
          'application/json': components['schemas']['MileageTrip'];
        };
      };
      /** @description `validation_error`, `invalid_json` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_in_use` */
      409: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `payload_too_large` */
      413: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unsupported_media_type` */
      415: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_reused` */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `rate_limited` */
      429: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getMileageTrip: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Record id, a positive integer */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 42,
           *       "user_id": 7,
           *       "date": "2026-03-20",
           *       "miles": 412,
           *       "purpose": "tax_home_visit",
           *       "origin": "Denver, CO",
           *       "destination": "Omaha, NE",
           *       "notes": "",
           *       "assignment_id": null,
           *       "created_at": "2026-03-02T15:04:05.123Z",
           *       "updated_at": "2026-03-02T15:04:05.123Z",
           *       "deleted_at": null
           *     }
           */
          'application/json': components['schemas']['MileageTrip'];
        };
      };
      /** @description `validation_error` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `not_found` */
      404: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `rate_limited` */
      429: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  deleteMileageTrip: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Optional: a key you make for this action (a UUID), 1 to 255 visible ASCII characters. Sending the same request again with the same key within 24 hours answers the first result (same status and body, with `Idempotent-Replayed: true`) and writes nothing more; the same key with another request is 422 `idempotency_key_reused`. Keys are yours alone: another user’s same key is another key.
         * @example 5f0c6b8e-2d1a-4c3b-9e8f-7a6b5c4d3e2f
         */
        'Idempotency-Key'?: string;
      };
      path: {
        /** @description Record id, a positive integer */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description No content */
      204: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description `validation_error` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `not_found` */
      404: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_in_use` */
      409: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_reused` */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `rate_limited` */
      429: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  updateMileageTrip: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Optional: a key you make for this action (a UUID), 1 to 255 visible ASCII characters. Sending the same request again with the same key within 24 hours answers the first result (same status and body, with `Idempotent-Replayed: true`) and writes nothing more; the same key with another request is 422 `idempotency_key_reused`. Keys are yours alone: another user’s same key is another key.
         * @example 5f0c6b8e-2d1a-4c3b-9e8f-7a6b5c4d3e2f
         */
        'Idempotency-Key'?: string;
      };
      path: {
        /** @description Record id, a positive integer */
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "origin": "Denver, CO",
         *       "destination": "Omaha, NE"
         *     }
         */
        'application/json': {
          /**
           * Format: date
           * @description Calendar date, YYYY-MM-DD, from 1900-01-01 to 2100-12-31
           * @example 2026-03-02
           */
          date?: string;
          miles?: number;
          /** @enum {string} */
          purpose?: 'work_travel' | 'tax_home_visit' | 'licensing' | 'personal' | 'other';
          origin?: string;
          destination?: string;
          notes?: string;
          assignment_id?: number | null;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly id?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly user_id?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly created_at?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly updated_at?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly deleted_at?: unknown;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 42,
           *       "user_id": 7,
           *       "date": "2026-03-20",
           *       "miles": 412,
           *       "purpose": "tax_home_visit",
           *       "origin": "Denver, CO",
           *       "destination": "Omaha, NE",
           *       "notes": "",
           *       "assignment_id": null,
           *       "created_at": "2026-03-02T15:04:05.123Z",
           *       "updated_at": "2026-03-02T15:04:05.123Z",
           *       "deleted_at": null
           *     }
           */
          'application/json': components['schemas']['MileageTrip'];
        };
      };
      /** @description `validation_error`, `invalid_json` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `not_found` */
      404: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_in_use` */
      409: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `payload_too_large` */
      413: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unsupported_media_type` */
      415: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_reused` */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `rate_limited` */
      429: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  restoreMileageTrip: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Optional: a key you make for this action (a UUID), 1 to 255 visible ASCII characters. Sending the same request again with the same key within 24 hours answers the first result (same status and body, with `Idempotent-Replayed: true`) and writes nothing more; the same key with another request is 422 `idempotency_key_reused`. Keys are yours alone: another user’s same key is another key.
         * @example 5f0c6b8e-2d1a-4c3b-9e8f-7a6b5c4d3e2f
         */
        'Idempotency-Key'?: string;
      };
      path: {
        /** @description Record id, a positive integer */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 42,
           *       "user_id": 7,
           *       "date": "2026-03-20",
           *       "miles": 412,
           *       "purpose": "tax_home_visit",
           *       "origin": "Denver, CO",
           *       "destination": "Omaha, NE",
           *       "notes": "",
           *       "assignment_id": null,
           *       "created_at": "2026-03-02T15:04:05.123Z",
           *       "updated_at": "2026-03-02T15:04:05.123Z",
           *       "deleted_at": null
           *     }
           */
          'application/json': components['schemas']['MileageTrip'];
        };
      };
      /** @description `validation_error` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `not_found` */
      404: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_in_use` */
      409: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_reused` */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `rate_limited` */
      429: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getMileageSummary: {
    parameters: {
      query?: {
        /** @description The calendar year; default the current year */
        year?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "year": 2026,
           *       "totalMiles": 562,
           *       "deductibleMiles": 532,
           *       "nonDeductibleMiles": 30,
           *       "totalTrips": 3,
           *       "ratePerMile": 72.5,
           *       "deductionAmount": 38570,
           *       "byPurpose": {
           *         "work_travel": {
           *           "miles": 120,
           *           "trips": 1
           *         },
           *         "tax_home_visit": {
           *           "miles": 412,
           *           "trips": 1
           *         },
           *         "licensing": {
           *           "miles": 0,
           *           "trips": 0
           *         },
           *         "personal": {
           *           "miles": 30,
           *           "trips": 1
           *         },
           *         "other": {
           *           "miles": 0,
           *           "trips": 0
           *         }
           *       },
           *       "byMonth": {
           *         "10": {
           *           "miles": 0,
           *           "trips": 0,
           *           "deductibleMiles": 0
           *         },
           *         "11": {
           *           "miles": 0,
           *           "trips": 0,
           *           "deductibleMiles": 0
           *         },
           *         "12": {
           *           "miles": 0,
           *           "trips": 0,
           *           "deductibleMiles": 0
           *         },
           *         "01": {
           *           "miles": 150,
           *           "trips": 2,
           *           "deductibleMiles": 120
           *         },
           *         "02": {
           *           "miles": 0,
           *           "trips": 0,
           *           "deductibleMiles": 0
           *         },
           *         "03": {
           *           "miles": 412,
           *           "trips": 1,
           *           "deductibleMiles": 412
           *         },
           *         "04": {
           *           "miles": 0,
           *           "trips": 0,
           *           "deductibleMiles": 0
           *         },
           *         "05": {
           *           "miles": 0,
           *           "trips": 0,
           *           "deductibleMiles": 0
           *         },
           *         "06": {
           *           "miles": 0,
           *           "trips": 0,
           *           "deductibleMiles": 0
           *         },
           *         "07": {
           *           "miles": 0,
           *           "trips": 0,
           *           "deductibleMiles": 0
           *         },
           *         "08": {
           *           "miles": 0,
           *           "trips": 0,
           *           "deductibleMiles": 0
           *         },
           *         "09": {
           *           "miles": 0,
           *           "trips": 0,
           *           "deductibleMiles": 0
           *         }
           *       },
           *       "ratePeriods": [
           *         {
           *           "from": "2026-01-01",
           *           "to": "2026-06-30",
           *           "ratePerMile": 72.5,
           *           "deductibleMiles": 532,
           *           "deductionAmount": 38570
           *         },
           *         {
           *           "from": "2026-07-01",
           *           "to": "2026-12-31",
           *           "ratePerMile": 76,
           *           "deductibleMiles": 0,
           *           "deductionAmount": 0
           *         }
           *       ],
           *       "notes": []
           *     }
           */
          'application/json': components['schemas']['MileageSummary'];
        };
      };
      /** @description `validation_error` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `rate_limited` */
      429: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listNotifications: {
    parameters: {
      query?: {
        /** @description Page number */
        page?: number;
        /** @description Page size */
        limit?: number;
        /** @description `true` lists the soft-deleted notifications instead */
        deleted?: boolean;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Total-Count': components['headers']['X-Total-Count'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example [
           *       {
           *         "id": 42,
           *         "user_id": 7,
           *         "type": "visit_overdue",
           *         "severity": "warning",
           *         "title": "Visit your tax home",
           *         "body": "Your last recorded visit to Omaha, NE was 47 days ago.",
           *         "link": "/tax-home",
           *         "read_at": null,
           *         "resolved_at": null,
           *         "created_at": "2026-03-02T15:04:05.123Z",
           *         "updated_at": "2026-03-02T15:04:05.123Z",
           *         "deleted_at": null
           *       }
           *     ]
           */
          'application/json': components['schemas']['Notification'][];
        };
      };
      /** @description `validation_error` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `rate_limited` */
      429: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getNotification: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Record id, a positive integer */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 42,
           *       "user_id": 7,
           *       "type": "visit_overdue",
           *       "severity": "warning",
           *       "title": "Visit your tax home",
           *       "body": "Your last recorded visit to Omaha, NE was 47 days ago.",
           *       "link": "/tax-home",
           *       "read_at": null,
           *       "resolved_at": null,
           *       "created_at": "2026-03-02T15:04:05.123Z",
           *       "updated_at": "2026-03-02T15:04:05.123Z",
           *       "deleted_at": null
           *     }
           */
          'application/json': components['schemas']['Notification'];
        };
      };
      /** @description `validation_error` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `not_found` */
      404: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `rate_limited` */
      429: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  deleteNotification: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Optional: a key you make for this action (a UUID), 1 to 255 visible ASCII characters. Sending the same request again with the same key within 24 hours answers the first result (same status and body, with `Idempotent-Replayed: true`) and writes nothing more; the same key with another request is 422 `idempotency_key_reused`. Keys are yours alone: another user’s same key is another key.
         * @example 5f0c6b8e-2d1a-4c3b-9e8f-7a6b5c4d3e2f
         */
        'Idempotency-Key'?: string;
      };
      path: {
        /** @description Record id, a positive integer */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description No content */
      204: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description `validation_error` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `not_found` */
      404: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_in_use` */
      409: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_reused` */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `rate_limited` */
      429: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  updateNotification: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Optional: a key you make for this action (a UUID), 1 to 255 visible ASCII characters. Sending the same request again with the same key within 24 hours answers the first result (same status and body, with `Idempotent-Replayed: true`) and writes nothing more; the same key with another request is 422 `idempotency_key_reused`. Keys are yours alone: another user’s same key is another key.
         * @example 5f0c6b8e-2d1a-4c3b-9e8f-7a6b5c4d3e2f
         */
        'Idempotency-Key'?: string;
      };
      path: {
        /** @description Record id, a positive integer */
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "read": true
         *     }
         */
        'application/json': {
          read: boolean;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly id?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly user_id?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly created_at?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly updated_at?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly deleted_at?: unknown;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 42,
           *       "user_id": 7,
           *       "type": "visit_overdue",
           *       "severity": "warning",
           *       "title": "Visit your tax home",
           *       "body": "Your last recorded visit to Omaha, NE was 47 days ago.",
           *       "link": "/tax-home",
           *       "read_at": null,
           *       "resolved_at": null,
           *       "created_at": "2026-03-02T15:04:05.123Z",
           *       "updated_at": "2026-03-02T15:04:05.123Z",
           *       "deleted_at": null
           *     }
           */
          'application/json': components['schemas']['Notification'];
        };
      };
      /** @description `validation_error`, `invalid_json` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `not_found` */
      404: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_in_use` */
      409: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `payload_too_large` */
      413: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unsupported_media_type` */
      415: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_reused` */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `rate_limited` */
      429: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  restoreNotification: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Optional: a key you make for this action (a UUID), 1 to 255 visible ASCII characters. Sending the same request again with the same key within 24 hours answers the first result (same status and body, with `Idempotent-Replayed: true`) and writes nothing more; the same key with another request is 422 `idempotency_key_reused`. Keys are yours alone: another user’s same key is another key.
         * @example 5f0c6b8e-2d1a-4c3b-9e8f-7a6b5c4d3e2f
         */
        'Idempotency-Key'?: string;
      };
      path: {
        /** @description Record id, a positive integer */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 42,
           *       "user_id": 7,
           *       "type": "visit_overdue",
           *       "severity": "warning",
           *       "title": "Visit your tax home",
           *       "body": "Your last recorded visit to Omaha, NE was 47 days ago.",
           *       "link": "/tax-home",
           *       "read_at": null,
           *       "resolved_at": null,
           *       "created_at": "2026-03-02T15:04:05.123Z",
           *       "updated_at": "2026-03-02T15:04:05.123Z",
           *       "deleted_at": null
           *     }
           */
          'application/json': components['schemas']['Notification'];
        };
      };
      /** @description `validation_error` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `not_found` */
      404: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_in_use` */
      409: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_reused` */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `rate_limited` */
      429: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  readAllNotifications: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Optional: a key you make for this action (a UUID), 1 to 255 visible ASCII characters. Sending the same request again with the same key within 24 hours answers the first result (same status and body, with `Idempotent-Replayed: true`) and writes nothing more; the same key with another request is 422 `idempotency_key_reused`. Keys are yours alone: another user’s same key is another key.
         * @example 5f0c6b8e-2d1a-4c3b-9e8f-7a6b5c4d3e2f
         */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "updated": 3
           *     }
           */
          'application/json': {
            /** @description Notifications marked read */
            updated: number;
          };
        };
      };
      /** @description `validation_error` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_in_use` */
      409: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_reused` */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `rate_limited` */
      429: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getOpenApiDocument: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "openapi": "3.1.0",
           *       "info": {
           *         "title": "Travel Ledger API",
           *         "version": "1.0.0"
           *       },
           *       "paths": {}
           *     }
           */
          'application/json': {
            /** @constant */
            openapi: '3.1.0';
            info: {
              title: string;
              version: string;
            } & {
              [key: string]: unknown;
            };
            paths: {
              [key: string]: unknown;
            };
          } & {
            [key: string]: unknown;
          };
        };
      };
    };
  };
  getPerDiem: {
    parameters: {
      query: {
        /** @description The place: a `zip`, or a `state` (and `city`); `date` is optional */
        place:
          | {
              /**
               * @description Two-letter state code (with `city`); required unless `zip` is given
               * @enum {string}
               */
              state?:
                | 'AL'
                | 'AK'
                | 'AZ'
                | 'AR'
                | 'CA'
                | 'CO'
                | 'CT'
                | 'DE'
                | 'DC'
                | 'FL'
                | 'GA'
                | 'HI'
                | 'ID'
                | 'IL'
                | 'IN'
                | 'IA'
                | 'KS'
                | 'KY'
                | 'LA'
                | 'ME'
                | 'MD'
                | 'MA'
                | 'MI'
                | 'MN'
                | 'MS'
                | 'MO'
                | 'MT'
                | 'NE'
                | 'NV'
                | 'NH'
                | 'NJ'
                | 'NM'
                | 'NY'
                | 'NC'
                | 'ND'
                | 'OH'
                | 'OK'
                | 'OR'
                | 'PA'
                | 'RI'
                | 'SC'
                | 'SD'
                | 'TN'
                | 'TX'
                | 'UT'
                | 'VT'
                | 'VA'
                | 'WA'
                | 'WV'
                | 'WI'
                | 'WY';
              /** @description City, matched against the GSA destinations of the state */
              city?: string;
              /** @description Five-digit ZIP code, instead of state and city */
              zip: string;
              /**
               * Format: date
               * @description Day whose rate applies, YYYY-MM-DD; default today
               * @example 2026-03-02
               */
              date?: string;
            }
          | {
              /**
               * @description Two-letter state code (with `city`); required unless `zip` is given
               * @enum {string}
               */
              state:
                | 'AL'
                | 'AK'
                | 'AZ'
                | 'AR'
                | 'CA'
                | 'CO'
                | 'CT'
                | 'DE'
                | 'DC'
                | 'FL'
                | 'GA'
                | 'HI'
                | 'ID'
                | 'IL'
                | 'IN'
                | 'IA'
                | 'KS'
                | 'KY'
                | 'LA'
                | 'ME'
                | 'MD'
                | 'MA'
                | 'MI'
                | 'MN'
                | 'MS'
                | 'MO'
                | 'MT'
                | 'NE'
                | 'NV'
                | 'NH'
                | 'NJ'
                | 'NM'
                | 'NY'
                | 'NC'
                | 'ND'
                | 'OH'
                | 'OK'
                | 'OR'
                | 'PA'
                | 'RI'
                | 'SC'
                | 'SD'
                | 'TN'
                | 'TX'
                | 'UT'
                | 'VT'
                | 'VA'
                | 'WA'
                | 'WV'
                | 'WI'
                | 'WY';
              /** @description City, matched against the GSA destinations of the state */
              city?: string;
              /** @description Five-digit ZIP code, instead of state and city */
              zip?: string;
              /**
               * Format: date
               * @description Day whose rate applies, YYYY-MM-DD; default today
               * @example 2026-03-02
               */
              date?: string;
            };
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "area": "Denver / Aurora",
           *       "fiscalYear": 2026,
           *       "lodging": 20900,
           *       "mie": 9200,
           *       "weeklyHousingMax": 146300,
           *       "weeklyMieMax": 64400,
           *       "checked": true,
           *       "check": "Checked: housing and M&IE stipends up to $2,107 a week (7 × the Denver / Aurora daily rate for this month) stay tax-free for a W-2 worker; the rest is wages.",
           *       "notes": []
           *     }
           */
          'application/json': components['schemas']['PerDiem'];
        };
      };
      /** @description `validation_error` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `rate_limited` */
      429: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listQuarterlyPayments: {
    parameters: {
      query?: {
        /** @description Page size */
        limit?: number;
        /** @description Records to skip */
        offset?: number;
        /** @description `true` lists your soft-deleted records (the trash) instead */
        deleted?: boolean;
        /** @description Selects payments by their `year` field; default the current year */
        year?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Total-Count': components['headers']['X-Total-Count'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example [
           *       {
           *         "id": 42,
           *         "user_id": 7,
           *         "year": 2026,
           *         "quarter": 2,
           *         "state": null,
           *         "amount": 325000,
           *         "paid_date": "2026-06-12",
           *         "confirmation_number": "EFTPS-88213",
           *         "notes": "",
           *         "created_at": "2026-03-02T15:04:05.123Z",
           *         "updated_at": "2026-03-02T15:04:05.123Z",
           *         "deleted_at": null
           *       }
           *     ]
           */
          'application/json': components['schemas']['QuarterlyPayment'][];
        };
      };
      /** @description `validation_error` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `rate_limited` */
      429: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  createQuarterlyPayment: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Optional: a key you make for this action (a UUID), 1 to 255 visible ASCII characters. Sending the same request again with the same key within 24 hours answers the first result (same status and body, with `Idempotent-Replayed: true`) and writes nothing more; the same key with another request is 422 `idempotency_key_reused`. Keys are yours alone: another user’s same key is another key.
         * @example 5f0c6b8e-2d1a-4c3b-9e8f-7a6b5c4d3e2f
         */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "year": 2026,
         *       "quarter": 2,
         *       "amount": 325000,
         *       "paid_date": "2026-06-12",
         *       "confirmation_number": "EFTPS-88213"
         *     }
         */
        'application/json': {
          year: number;
          quarter: number;
          /** @description Null (the default) for a federal payment (Form 1040-ES); a state code for that state’s own */
          state?:
            | (
                | 'AL'
                | 'AK'
                | 'AZ'
                | 'AR'
                | 'CA'
                | 'CO'
                | 'CT'
                | 'DE'
                | 'DC'
                | 'FL'
                | 'GA'
                | 'HI'
                | 'ID'
                | 'IL'
                | 'IN'
                | 'IA'
                | 'KS'
                | 'KY'
                | 'LA'
                | 'ME'
                | 'MD'
                | 'MA'
                | 'MI'
                | 'MN'
                | 'MS'
                | 'MO'
                | 'MT'
                | 'NE'
                | 'NV'
                | 'NH'
                | 'NJ'
                | 'NM'
                | 'NY'
                | 'NC'
                | 'ND'
                | 'OH'
                | 'OK'
                | 'OR'
                | 'PA'
                | 'RI'
                | 'SC'
                | 'SD'
                | 'TN'
                | 'TX'
                | 'UT'
                | 'VT'
                | 'VA'
                | 'WA'
                | 'WV'
                | 'WI'
                | 'WY'
              )
            | null;
          /** @description Integer cents, 0 to 1,000,000,000 */
          amount: number;
          paid_date?: string | null;
          confirmation_number?: string;
          notes?: string;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly id?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly user_id?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly created_at?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly updated_at?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly deleted_at?: unknown;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 42,
           *       "user_id": 7,
           *       "year": 2026,
           *       "quarter": 2,
           *       "state": null,
           *       "amount": 325000,
           *       "paid_date": "2026-06-12",
           *       "confirmation_number": "EFTPS-88213",
           *       "notes": "",
           *       "created_at": "2026-03-02T15:04:05.123Z",
           *       "updated_at": "2026-03-02T15:04:05.123Z",
           *       "deleted_at": null
           *     }
           */
          'application/json': components['schemas']['QuarterlyPayment'];
        };
      };
      /** @description `validation_error`, `invalid_json` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_in_use`, `conflict` */
      409: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `payload_too_large` */
      413: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unsupported_media_type` */
      415: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_reused` */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `rate_limited` */
      429: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getQuarterlyPayment: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Record id, a positive integer */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 42,
           *       "user_id": 7,
           *       "year": 2026,
           *       "quarter": 2,
           *       "state": null,
           *       "amount": 325000,
           *       "paid_date": "2026-06-12",
           *       "confirmation_number": "EFTPS-88213",
           *       "notes": "",
           *       "created_at": "2026-03-02T15:04:05.123Z",
           *       "updated_at": "2026-03-02T15:04:05.123Z",
           *       "deleted_at": null
           *     }
           */
          'application/json': components['schemas']['QuarterlyPayment'];
        };
      };
      /** @description `validation_error` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `not_found` */
      404: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `rate_limited` */
      429: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  deleteQuarterlyPayment: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Optional: a key you make for this action (a UUID), 1 to 255 visible ASCII characters. Sending the same request again with the same key within 24 hours answers the first result (same status and body, with `Idempotent-Replayed: true`) and writes nothing more; the same key with another request is 422 `idempotency_key_reused`. Keys are yours alone: another user’s same key is another key.
         * @example 5f0c6b8e-2d1a-4c3b-9e8f-7a6b5c4d3e2f
         */
        'Idempotency-Key'?: string;
      };
      path: {
        /** @description Record id, a positive integer */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description No content */
      204: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description `validation_error` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `not_found` */
      404: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_in_use` */
      409: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_reused` */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `rate_limited` */
      429: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  updateQuarterlyPayment: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Optional: a key you make for this action (a UUID), 1 to 255 visible ASCII characters. Sending the same request again with the same key within 24 hours answers the first result (same status and body, with `Idempotent-Replayed: true`) and writes nothing more; the same key with another request is 422 `idempotency_key_reused`. Keys are yours alone: another user’s same key is another key.
         * @example 5f0c6b8e-2d1a-4c3b-9e8f-7a6b5c4d3e2f
         */
        'Idempotency-Key'?: string;
      };
      path: {
        /** @description Record id, a positive integer */
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "paid_date": "2026-06-12",
         *       "confirmation_number": "EFTPS-88213"
         *     }
         */
        'application/json': {
          year?: number;
          quarter?: number;
          /** @description Null (the default) for a federal payment (Form 1040-ES); a state code for that state’s own */
          state?:
            | (
                | 'AL'
                | 'AK'
                | 'AZ'
                | 'AR'
                | 'CA'
                | 'CO'
                | 'CT'
                | 'DE'
                | 'DC'
                | 'FL'
                | 'GA'
                | 'HI'
                | 'ID'
                | 'IL'
                | 'IN'
                | 'IA'
                | 'KS'
                | 'KY'
                | 'LA'
                | 'ME'
                | 'MD'
                | 'MA'
                | 'MI'
                | 'MN'
                | 'MS'
                | 'MO'
                | 'MT'
                | 'NE'
                | 'NV'
                | 'NH'
                | 'NJ'
                | 'NM'
                | 'NY'
                | 'NC'
                | 'ND'
                | 'OH'
                | 'OK'
                | 'OR'
                | 'PA'
                | 'RI'
                | 'SC'
                | 'SD'
                | 'TN'
                | 'TX'
                | 'UT'
                | 'VT'
                | 'VA'
                | 'WA'
                | 'WV'
                | 'WI'
                | 'WY'
              )
            | null;
          /** @description Integer cents, 0 to 1,000,000,000 */
          amount?: number;
          paid_date?: string | null;
          confirmation_number?: string;
          notes?: string;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly id?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly user_id?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly created_at?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly updated_at?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly deleted_at?: unknown;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 42,
           *       "user_id": 7,
           *       "year": 2026,
           *       "quarter": 2,
           *       "state": null,
           *       "amount": 325000,
           *       "paid_date": "2026-06-12",
           *       "confirmation_number": "EFTPS-88213",
           *       "notes": "",
           *       "created_at": "2026-03-02T15:04:05.123Z",
           *       "updated_at": "2026-03-02T15:04:05.123Z",
           *       "deleted_at": null
           *     }
           */
          'application/json': components['schemas']['QuarterlyPayment'];
        };
      };
      /** @description `validation_error`, `invalid_json` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `not_found` */
      404: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_in_use`, `conflict` */
      409: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `payload_too_large` */
      413: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unsupported_media_type` */
      415: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_reused` */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `rate_limited` */
      429: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  restoreQuarterlyPayment: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Optional: a key you make for this action (a UUID), 1 to 255 visible ASCII characters. Sending the same request again with the same key within 24 hours answers the first result (same status and body, with `Idempotent-Replayed: true`) and writes nothing more; the same key with another request is 422 `idempotency_key_reused`. Keys are yours alone: another user’s same key is another key.
         * @example 5f0c6b8e-2d1a-4c3b-9e8f-7a6b5c4d3e2f
         */
        'Idempotency-Key'?: string;
      };
      path: {
        /** @description Record id, a positive integer */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 42,
           *       "user_id": 7,
           *       "year": 2026,
           *       "quarter": 2,
           *       "state": null,
           *       "amount": 325000,
           *       "paid_date": "2026-06-12",
           *       "confirmation_number": "EFTPS-88213",
           *       "notes": "",
           *       "created_at": "2026-03-02T15:04:05.123Z",
           *       "updated_at": "2026-03-02T15:04:05.123Z",
           *       "deleted_at": null
           *     }
           */
          'application/json': components['schemas']['QuarterlyPayment'];
        };
      };
      /** @description `validation_error` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `not_found` */
      404: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_in_use`, `conflict` */
      409: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_reused` */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `rate_limited` */
      429: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getStateIncome: {
    parameters: {
      query?: {
        /** @description The calendar year; default the current year */
        year?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "year": 2026,
           *       "employmentType": "w2",
           *       "taxHomeState": "NE",
           *       "totalStates": 2,
           *       "totalStateIncome": 1270000,
           *       "totalStateTax": 22400,
           *       "totalDays": 91,
           *       "states": [
           *         {
           *           "state": "CO",
           *           "stateName": "Colorado",
           *           "income": 1270000,
           *           "tax": 22400,
           *           "effectiveRate": 0.0176,
           *           "noTax": false,
           *           "days": 91,
           *           "reciprocity": {
           *             "exempt": false,
           *             "reason": null
           *           },
           *           "stateDeduction": null,
           *           "filingRequired": true,
           *           "isHomeState": false,
           *           "formName": "DR 0104PN",
           *           "formDescription": "Part-year resident / nonresident tax calculation schedule",
           *           "filingDeadline": "2027-04-15",
           *           "assignments": [
           *             {
           *               "id": 42,
           *               "facility": "Denver Health Medical Center",
           *               "location": "Denver",
           *               "startDate": "2026-01-05",
           *               "endDate": "2026-04-05",
           *               "weeks": 13,
           *               "days": 91,
           *               "income": 1270000,
           *               "gsa": {
           *                 "area": "Denver / Aurora",
           *                 "checked": true,
           *                 "weeklyAllowance": 200000,
           *                 "weeklyRateMin": 203700,
           *                 "weeklyRateMax": 245700,
           *                 "excess": 0
           *               }
           *             }
           *           ],
           *           "paid": 22400,
           *           "balance": 0,
           *           "filing": {
           *             "requirement": "must",
           *             "rule": "nonresident_income",
           *             "form": "DR 0104PN",
           *             "employerForm": null,
           *             "deadline": "2027-04-15",
           *             "reason": "You earned $12,700.00 in Colorado, which taxes nonresidents on it. File DR 0104PN by Apr 15, 2027."
           *           }
           *         },
           *         {
           *           "state": "NE",
           *           "stateName": "Nebraska",
           *           "income": 1270000,
           *           "tax": 0,
           *           "effectiveRate": 0,
           *           "noTax": false,
           *           "days": 0,
           *           "reciprocity": {
           *             "exempt": false,
           *             "reason": null
           *           },
           *           "stateDeduction": null,
           *           "filingRequired": true,
           *           "isHomeState": true,
           *           "formName": "1040N",
           *           "formDescription": "Nebraska individual income tax return",
           *           "filingDeadline": "2027-04-15",
           *           "taxedIncome": 1270000,
           *           "assignments": [],
           *           "paid": 0,
           *           "balance": 0,
           *           "filing": {
           *             "requirement": "must",
           *             "rule": "resident",
           *             "form": "1040N",
           *             "employerForm": null,
           *             "deadline": "2027-04-15",
           *             "reason": "Nebraska taxes your household’s whole income as your home state, less its credit of $224.00 for tax paid to other states. File 1040N by Apr 15, 2027."
           *           }
           *         }
           *       ],
           *       "notes": [
           *         "Nebraska has not published all of its 2026 figures; some 2025 amounts are used."
           *       ]
           *     }
           */
          'application/json': components['schemas']['StateIncome'];
        };
      };
      /** @description `validation_error` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `pro_required` */
      403: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `rate_limited` */
      429: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getStipendEligibility: {
    parameters: {
      query?: {
        /** @description The calendar year; default the current year */
        year?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "year": 2026,
           *       "items": [
           *         {
           *           "assignmentId": 12,
           *           "facility": "Houston Methodist",
           *           "location": "Houston",
           *           "state": "TX",
           *           "startDate": "2026-01-05",
           *           "endDate": "2026-04-05",
           *           "stipends": 1300000,
           *           "status": "tax_free",
           *           "taxableStipends": 0,
           *           "conditions": [
           *             {
           *               "key": "tax_home",
           *               "label": "You have a tax home",
           *               "met": true,
           *               "detail": "A tax home is recorded"
           *             },
           *             {
           *               "key": "away_from_home",
           *               "label": "The work is away from home",
           *               "met": true,
           *               "detail": "Houston, TX is away from your tax home"
           *             },
           *             {
           *               "key": "twelve_month",
           *               "label": "12-month rule",
           *               "met": true,
           *               "detail": "You work fewer than 366 days at this place in 24 months"
           *             },
           *             {
           *               "key": "gsa",
           *               "label": "Within the GSA rate",
           *               "met": true,
           *               "detail": "The stipends are within the GSA rate"
           *             }
           *           ]
           *         }
           *       ]
           *     }
           */
          'application/json': components['schemas']['StipendEligibilityReport'];
        };
      };
      /** @description `validation_error` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `rate_limited` */
      429: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  calculateContracts: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Optional: a key you make for this action (a UUID), 1 to 255 visible ASCII characters. Sending the same request again with the same key within 24 hours answers the first result (same status and body, with `Idempotent-Replayed: true`) and writes nothing more; the same key with another request is 422 `idempotency_key_reused`. Keys are yours alone: another user’s same key is another key.
         * @example 5f0c6b8e-2d1a-4c3b-9e8f-7a6b5c4d3e2f
         */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "year": 2026,
         *       "contract_a": {
         *         "name": "Denver ICU",
         *         "state": "CO",
         *         "city": "Denver",
         *         "start_date": "2026-01-05",
         *         "weeks": 13,
         *         "base_pay": 90000,
         *         "housing_stipend": 150000,
         *         "mie_stipend": 50000,
         *         "bonuses": 100000,
         *         "expenses": 120000
         *       },
         *       "contract_b": {
         *         "name": "Phoenix ER",
         *         "state": "AZ",
         *         "zip": "85004",
         *         "start_date": "2026-01-05",
         *         "weeks": 13,
         *         "hours_per_week": 36,
         *         "hourly_rate": 2800,
         *         "housing_stipend": 140000,
         *         "mie_stipend": 49000,
         *         "bonuses": 0,
         *         "expenses": 90000
         *       }
         *     }
         */
        'application/json': {
          year: number;
          contract_a: {
            name: string;
            /**
             * @description Two-letter code of a US state or DC
             * @enum {string}
             */
            state:
              | 'AL'
              | 'AK'
              | 'AZ'
              | 'AR'
              | 'CA'
              | 'CO'
              | 'CT'
              | 'DE'
              | 'DC'
              | 'FL'
              | 'GA'
              | 'HI'
              | 'ID'
              | 'IL'
              | 'IN'
              | 'IA'
              | 'KS'
              | 'KY'
              | 'LA'
              | 'ME'
              | 'MD'
              | 'MA'
              | 'MI'
              | 'MN'
              | 'MS'
              | 'MO'
              | 'MT'
              | 'NE'
              | 'NV'
              | 'NH'
              | 'NJ'
              | 'NM'
              | 'NY'
              | 'NC'
              | 'ND'
              | 'OH'
              | 'OK'
              | 'OR'
              | 'PA'
              | 'RI'
              | 'SC'
              | 'SD'
              | 'TN'
              | 'TX'
              | 'UT'
              | 'VT'
              | 'VA'
              | 'WA'
              | 'WV'
              | 'WI'
              | 'WY';
            /** @description City, for the GSA area and the tax-home tests */
            city?: string;
            /** @description ZIP of the facility, for the GSA area */
            zip?: string;
            /** @description County of the facility, for county taxes where its ZIP lies in more than one; default: the ZIP's primary county. Must be one of the counties the ZIP lies in. */
            county?: string;
            /**
             * Format: date
             * @description Default: January 1 of year
             * @example 2026-03-02
             */
            start_date?: string;
            weeks: number;
            /** @default 36 */
            hours_per_week?: number;
            /** @description Weekly cents; or give hourly_rate */
            base_pay?: number;
            /** @description Cents per hour; weekly = hourly × hours_per_week */
            hourly_rate?: number;
            /**
             * @description Integer cents, 0 to 1,000,000,000
             * @default 0
             */
            housing_stipend?: number;
            /**
             * @description Integer cents, 0 to 1,000,000,000
             * @default 0
             */
            mie_stipend?: number;
            /**
             * @description Total overtime pay of the contract, cents
             * @default 0
             */
            overtime_pay?: number;
            /**
             * @description Integer cents, 0 to 1,000,000,000
             * @default 0
             */
            bonuses?: number;
            /**
             * @description Integer cents, 0 to 1,000,000,000
             * @default 0
             */
            expenses?: number;
          };
          contract_b: {
            name: string;
            /**
             * @description Two-letter code of a US state or DC
             * @enum {string}
             */
            state:
              | 'AL'
              | 'AK'
              | 'AZ'
              | 'AR'
              | 'CA'
              | 'CO'
              | 'CT'
              | 'DE'
              | 'DC'
              | 'FL'
              | 'GA'
              | 'HI'
              | 'ID'
              | 'IL'
              | 'IN'
              | 'IA'
              | 'KS'
              | 'KY'
              | 'LA'
              | 'ME'
              | 'MD'
              | 'MA'
              | 'MI'
              | 'MN'
              | 'MS'
              | 'MO'
              | 'MT'
              | 'NE'
              | 'NV'
              | 'NH'
              | 'NJ'
              | 'NM'
              | 'NY'
              | 'NC'
              | 'ND'
              | 'OH'
              | 'OK'
              | 'OR'
              | 'PA'
              | 'RI'
              | 'SC'
              | 'SD'
              | 'TN'
              | 'TX'
              | 'UT'
              | 'VT'
              | 'VA'
              | 'WA'
              | 'WV'
              | 'WI'
              | 'WY';
            /** @description City, for the GSA area and the tax-home tests */
            city?: string;
            /** @description ZIP of the facility, for the GSA area */
            zip?: string;
            /** @description County of the facility, for county taxes where its ZIP lies in more than one; default: the ZIP's primary county. Must be one of the counties the ZIP lies in. */
            county?: string;
            /**
             * Format: date
             * @description Default: January 1 of year
             * @example 2026-03-02
             */
            start_date?: string;
            weeks: number;
            /** @default 36 */
            hours_per_week?: number;
            /** @description Weekly cents; or give hourly_rate */
            base_pay?: number;
            /** @description Cents per hour; weekly = hourly × hours_per_week */
            hourly_rate?: number;
            /**
             * @description Integer cents, 0 to 1,000,000,000
             * @default 0
             */
            housing_stipend?: number;
            /**
             * @description Integer cents, 0 to 1,000,000,000
             * @default 0
             */
            mie_stipend?: number;
            /**
             * @description Total overtime pay of the contract, cents
             * @default 0
             */
            overtime_pay?: number;
            /**
             * @description Integer cents, 0 to 1,000,000,000
             * @default 0
             */
            bonuses?: number;
            /**
             * @description Integer cents, 0 to 1,000,000,000
             * @default 0
             */
            expenses?: number;
          };
          /** @description Set by the server: accepted in a request body and ignored */
          readonly id?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly user_id?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly created_at?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly updated_at?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly deleted_at?: unknown;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "year": 2026,
           *       "employmentType": "w2",
           *       "contractA": {
           *         "grossComp": 3870000,
           *         "taxableIncome": 1519414,
           *         "federalTax": 0,
           *         "stateTax": 0,
           *         "homeState": "TX",
           *         "homeStateTax": 0,
           *         "workStateTax": 0,
           *         "localTax": 2300,
           *         "locals": [
           *           {
           *             "id": "CO-denver",
           *             "name": "Denver occupational privilege tax",
           *             "tax": 2300
           *           }
           *         ],
           *         "ficaTax": 116236,
           *         "seTax": 0,
           *         "totalTax": 118536,
           *         "expenses": 120000,
           *         "netTakeHome": 3631464,
           *         "weeklyNet": 279343,
           *         "effectiveHourly": 7760,
           *         "startDate": "2026-01-05",
           *         "endDate": "2026-04-05",
           *         "gsa": {
           *           "area": "Denver / Aurora",
           *           "checked": true,
           *           "weeklyAllowance": 200000,
           *           "weeklyRateMin": 179900,
           *           "weeklyRateMax": 214900,
           *           "excess": 249414
           *         }
           *       },
           *       "contractB": {
           *         "grossComp": 3767400,
           *         "taxableIncome": 1391000,
           *         "federalTax": 0,
           *         "stateTax": 0,
           *         "homeState": "TX",
           *         "homeStateTax": 0,
           *         "workStateTax": 0,
           *         "localTax": 0,
           *         "locals": [],
           *         "ficaTax": 106412,
           *         "seTax": 0,
           *         "totalTax": 106412,
           *         "expenses": 90000,
           *         "netTakeHome": 3570988,
           *         "weeklyNet": 274691,
           *         "effectiveHourly": 7630,
           *         "startDate": "2026-01-05",
           *         "endDate": "2026-04-05",
           *         "gsa": {
           *           "area": "Phoenix / Scottsdale",
           *           "checked": true,
           *           "weeklyAllowance": 189000,
           *           "weeklyRateMin": 172200,
           *           "weeklyRateMax": 220500,
           *           "excess": 80600
           *         }
           *       },
           *       "winner": 0,
           *       "diff": 60476,
           *       "notes": [
           *         "Colorado has not published all of its 2026 figures; some 2025 amounts are used.",
           *         "Arizona has not published all of its 2026 figures; some 2025 amounts are used."
           *       ]
           *     }
           */
          'application/json': components['schemas']['ContractComparison'];
        };
      };
      /** @description `validation_error`, `invalid_json` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `pro_required` */
      403: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_in_use` */
      409: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `payload_too_large` */
      413: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unsupported_media_type` */
      415: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_reused` */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `rate_limited` */
      429: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getTaxEstimate: {
    parameters: {
      query?: {
        /** @description The calendar year; default the current year */
        year?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "year": 2026,
           *       "employmentType": "1099",
           *       "filingStatus": "single",
           *       "grossIncome": 9500000,
           *       "taxableIncome": 9100000,
           *       "federal": {
           *         "taxableIncome": 6500000,
           *         "standardDeduction": 1610000,
           *         "tax": 950000,
           *         "overtimeDeduction": 0,
           *         "qbi": 8810000,
           *         "qbiDeduction": 700000,
           *         "agi": 8810000,
           *         "additionalMedicareTax": 0,
           *         "earnedIncomeCredit": 0,
           *         "itemizedReduction": 0
           *       },
           *       "ficaTax": 0,
           *       "seTax": 1290000,
           *       "stateTax": 380000,
           *       "localTax": 0,
           *       "localServicesTax": 0,
           *       "locals": [],
           *       "states": [
           *         {
           *           "state": "NE",
           *           "tax": 380000
           *         }
           *       ],
           *       "totalTax": 2620000,
           *       "effectiveRate": 0.2758,
           *       "federalEffectiveRate": 0.1,
           *       "estimatedTakeHome": 6880000,
           *       "stateEstimates": [
           *         {
           *           "state": "NE",
           *           "annualTax": 380000,
           *           "note": "Nebraska sets its own estimated-payment schedule and form: pay it apart from the federal plan."
           *         }
           *       ],
           *       "quarterlyPayments": [
           *         {
           *           "quarter": 1,
           *           "dueDate": "2026-04-15",
           *           "amount": 504000,
           *           "priorYearSafeHarbor": null,
           *           "paid": 504000,
           *           "remaining": 0
           *         },
           *         {
           *           "quarter": 2,
           *           "dueDate": "2026-06-15",
           *           "amount": 504000,
           *           "priorYearSafeHarbor": null,
           *           "paid": 0,
           *           "remaining": 504000
           *         },
           *         {
           *           "quarter": 3,
           *           "dueDate": "2026-09-15",
           *           "amount": 504000,
           *           "priorYearSafeHarbor": null,
           *           "paid": 0,
           *           "remaining": 504000
           *         },
           *         {
           *           "quarter": 4,
           *           "dueDate": "2027-01-15",
           *           "amount": 504000,
           *           "priorYearSafeHarbor": null,
           *           "paid": 0,
           *           "remaining": 504000
           *         }
           *       ],
           *       "quarterlyPlan": {
           *         "federalTax": 2240000,
           *         "currentYearRequired": 2016000,
           *         "priorYearRequired": null,
           *         "priorYearRate": null,
           *         "annualPayment": 2016000,
           *         "quarters": [
           *           {
           *             "quarter": 1,
           *             "dueDate": "2026-04-15",
           *             "amount": 504000,
           *             "priorYearSafeHarbor": null,
           *             "paid": 504000,
           *             "remaining": 0
           *           },
           *           {
           *             "quarter": 2,
           *             "dueDate": "2026-06-15",
           *             "amount": 504000,
           *             "priorYearSafeHarbor": null,
           *             "paid": 0,
           *             "remaining": 504000
           *           },
           *           {
           *             "quarter": 3,
           *             "dueDate": "2026-09-15",
           *             "amount": 504000,
           *             "priorYearSafeHarbor": null,
           *             "paid": 0,
           *             "remaining": 504000
           *           },
           *           {
           *             "quarter": 4,
           *             "dueDate": "2027-01-15",
           *             "amount": 504000,
           *             "priorYearSafeHarbor": null,
           *             "paid": 0,
           *             "remaining": 504000
           *           }
           *         ],
           *         "paid": 504000,
           *         "remaining": 1512000
           *       },
           *       "notes": [],
           *       "federalReturn": {
           *         "agi": 8810000,
           *         "ownAgi": 8810000,
           *         "standardDeduction": 1610000,
           *         "itemizedDeductions": 0,
           *         "saltDeduction": 0,
           *         "itemizes": false,
           *         "seniorDeduction": 0,
           *         "healthInsuranceDeduction": 0,
           *         "retirementDeduction": 0,
           *         "taxable": 6500000,
           *         "tax": 950000,
           *         "childCredit": 0,
           *         "refundableCredit": 0
           *       },
           *       "settlement": {
           *         "outcome": "owe",
           *         "total": {
           *           "tax": 2620000,
           *           "paid": 504000,
           *           "balance": 2116000
           *         },
           *         "federal": {
           *           "tax": 2240000,
           *           "paid": 504000,
           *           "balance": 1736000,
           *           "refundableCredit": 0,
           *           "earnedIncomeCredit": 0,
           *           "additionalMedicareWithheld": 0
           *         },
           *         "states": [
           *           {
           *             "state": "NE",
           *             "tax": 380000,
           *             "paid": 0,
           *             "balance": 380000
           *           }
           *         ],
           *         "local": [],
           *         "paid": {
           *           "federalWithheld": 0,
           *           "federalEstimated": 504000,
           *           "stateWithheld": [],
           *           "stateEstimated": []
           *         },
           *         "estimatedPlan": {
           *           "safeHarbor": {
           *             "currentYearRequired": 2016000,
           *             "priorYearRequired": null,
           *             "required": 2016000,
           *             "met": false,
           *             "basis": "unknown",
           *             "household": false,
           *             "note": "Last year’s tax is not known here, so the penalty-free amount is 90% of this year’s tax. Enter last year’s total tax (Form 1040, line 24) and adjusted gross income in Settings to use last year’s figure."
           *           },
           *           "quarters": [
           *             {
           *               "quarter": 1,
           *               "dueDate": "2026-04-15",
           *               "amount": 504000,
           *               "paid": 504000,
           *               "remaining": 0,
           *               "overdue": false
           *             },
           *             {
           *               "quarter": 2,
           *               "dueDate": "2026-06-15",
           *               "amount": 504000,
           *               "paid": 0,
           *               "remaining": 504000,
           *               "overdue": false
           *             },
           *             {
           *               "quarter": 3,
           *               "dueDate": "2026-09-15",
           *               "amount": 504000,
           *               "paid": 0,
           *               "remaining": 504000,
           *               "overdue": false
           *             },
           *             {
           *               "quarter": 4,
           *               "dueDate": "2027-01-15",
           *               "amount": 504000,
           *               "paid": 0,
           *               "remaining": 504000,
           *               "overdue": false
           *             }
           *           ],
           *           "paid": 504000,
           *           "remaining": 1512000,
           *           "overdueAmount": 0
           *         },
           *         "notes": []
           *       },
           *       "withholdingCheck": null,
           *       "auditReadiness": {
           *         "score": 10,
           *         "total": 11,
           *         "status": "action_needed",
           *         "criteria": [
           *           {
           *             "key": "rent_paid",
           *             "label": "Rent being paid",
           *             "passed": true,
           *             "hint": "Done",
           *             "autoPassed": false
           *           },
           *           {
           *             "key": "active_assignment",
           *             "label": "Active assignment",
           *             "passed": true,
           *             "hint": "Done",
           *             "autoPassed": false
           *           },
           *           {
           *             "key": "recent_visit",
           *             "label": "Recent visit",
           *             "passed": true,
           *             "hint": "Done",
           *             "autoPassed": false
           *           },
           *           {
           *             "key": "voter_reg",
           *             "label": "Voter registration",
           *             "passed": true,
           *             "hint": "Done",
           *             "autoPassed": false
           *           },
           *           {
           *             "key": "drivers_license",
           *             "label": "Driver's license",
           *             "passed": true,
           *             "hint": "Done",
           *             "autoPassed": false
           *           },
           *           {
           *             "key": "property_status",
           *             "label": "Property not rented out",
           *             "passed": true,
           *             "hint": "Done",
           *             "autoPassed": false
           *           },
           *           {
           *             "key": "twelve_month",
           *             "label": "12-month rule",
           *             "passed": true,
           *             "hint": "Done",
           *             "autoPassed": false
           *           },
           *           {
           *             "key": "costs_recorded",
           *             "label": "Tax home costs",
           *             "passed": false,
           *             "hint": "Record what keeping your tax home costs (rent, utilities)",
           *             "autoPassed": false
           *           },
           *           {
           *             "key": "gsa_compliance",
           *             "label": "GSA compliance",
           *             "passed": true,
           *             "hint": "Done",
           *             "autoPassed": false
           *           },
           *           {
           *             "key": "expenses_tracked",
           *             "label": "Expenses tracked",
           *             "passed": true,
           *             "hint": "Done",
           *             "autoPassed": false
           *           },
           *           {
           *             "key": "mileage_logged",
           *             "label": "Mileage logged",
           *             "passed": true,
           *             "hint": "Done",
           *             "autoPassed": false
           *           }
           *         ]
           *       },
           *       "governments": [
           *         {
           *           "id": "federal",
           *           "kind": "federal",
           *           "name": "Federal",
           *           "state": null,
           *           "resident": null,
           *           "income": 8810000,
           *           "tax": 2240000,
           *           "creditForTaxElsewhere": 0,
           *           "paid": 504000,
           *           "paidParts": [
           *             {
           *               "kind": "estimated",
           *               "label": "Estimated payments",
           *               "amount": 504000
           *             }
           *           ],
           *           "balance": 1736000,
           *           "outcome": "owe",
           *           "filing": {
           *             "requirement": "must",
           *             "rule": "gross_income",
           *             "form": "Form 1040",
           *             "employerForm": null,
           *             "deadline": "2027-04-15",
           *             "reason": "Your gross income of $95,000.00 is over $16,100.00, the filing threshold for a single filer. File Form 1040 by Apr 15, 2027. You owe $17,360.00."
           *           },
           *           "order": 1,
           *           "allocation": {
           *             "rule": "worker_increment",
           *             "label": "What your assignments’ income adds to your household’s federal return, split by each one’s taxable pay.",
           *             "items": [
           *               {
           *                 "assignmentId": 42,
           *                 "amount": 2240000
           *               }
           *             ],
           *             "household": 0
           *           }
           *         },
           *         {
           *           "id": "state-NE",
           *           "kind": "state",
           *           "name": "Nebraska",
           *           "state": "NE",
           *           "resident": true,
           *           "income": 8810000,
           *           "tax": 380000,
           *           "creditForTaxElsewhere": 0,
           *           "paid": 0,
           *           "paidParts": [],
           *           "balance": 380000,
           *           "outcome": "owe",
           *           "filing": {
           *             "requirement": "must",
           *             "rule": "resident",
           *             "form": "1040N",
           *             "employerForm": null,
           *             "deadline": "2027-04-15",
           *             "reason": "Nebraska taxes your household’s whole income as your home state. File 1040N by Apr 15, 2027. You owe $3,800.00."
           *           },
           *           "order": 2,
           *           "allocation": {
           *             "rule": "household_income_share",
           *             "label": "Nebraska taxes your household’s whole income ($88,100.00): each assignment carries its share of that income.",
           *             "items": [
           *               {
           *                 "assignmentId": 42,
           *                 "amount": 380000
           *               }
           *             ],
           *             "household": 0
           *           }
           *         }
           *       ],
           *       "headline": {
           *         "parts": [
           *           {
           *             "governmentId": "federal",
           *             "name": "Federal",
           *             "outcome": "owe",
           *             "amount": 1736000
           *           },
           *           {
           *             "governmentId": "state-NE",
           *             "name": "Nebraska",
           *             "outcome": "owe",
           *             "amount": 380000
           *           }
           *         ],
           *         "text": "Federal: you owe $17,360.00 · Nebraska: you owe $3,800.00"
           *       },
           *       "estimatedPlans": [
           *         {
           *           "governmentId": "federal",
           *           "name": "Federal",
           *           "form": "Form 1040-ES",
           *           "required": 2016000,
           *           "installments": [
           *             {
           *               "quarter": 1,
           *               "dueDate": "2026-04-15",
           *               "amount": 504000,
           *               "paid": 504000,
           *               "remaining": 0,
           *               "paidLate": 0,
           *               "overdue": false
           *             },
           *             {
           *               "quarter": 2,
           *               "dueDate": "2026-06-15",
           *               "amount": 504000,
           *               "paid": 0,
           *               "remaining": 504000,
           *               "paidLate": 0,
           *               "overdue": false
           *             },
           *             {
           *               "quarter": 3,
           *               "dueDate": "2026-09-15",
           *               "amount": 504000,
           *               "paid": 0,
           *               "remaining": 504000,
           *               "paidLate": 0,
           *               "overdue": false
           *             },
           *             {
           *               "quarter": 4,
           *               "dueDate": "2027-01-15",
           *               "amount": 504000,
           *               "paid": 0,
           *               "remaining": 504000,
           *               "paidLate": 0,
           *               "overdue": false
           *             }
           *           ],
           *           "paid": 504000,
           *           "remaining": 1512000,
           *           "overdueAmount": 0,
           *           "reason": "No tax is withheld from contract pay: $20,160.00 paid in four parts by the due dates avoids the underpayment penalty; next: $5,040.00 by Jun 15, 2026."
           *         }
           *       ],
           *       "takeHome": {
           *         "grossComp": 9500000,
           *         "taxes": 2620000,
           *         "net": 6880000,
           *         "note": "Your assignments’ pay, stipends included, less their share of each tax (federal, state and local) and the Social Security and Medicare withheld; your household’s other income and its tax are left out. Business expenses are not taken off."
           *       }
           *     }
           */
          'application/json': components['schemas']['TaxEstimate'];
        };
      };
      /** @description `validation_error` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `pro_required` */
      403: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `rate_limited` */
      429: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listTaxHomes: {
    parameters: {
      query?: {
        /** @description Page size */
        limit?: number;
        /** @description Records to skip */
        offset?: number;
        /** @description `true` lists your soft-deleted records (the trash) instead */
        deleted?: boolean;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Total-Count': components['headers']['X-Total-Count'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example [
           *       {
           *         "id": 42,
           *         "user_id": 7,
           *         "address": "1234 Maple St",
           *         "city": "Omaha",
           *         "state": "NE",
           *         "zip": "68102",
           *         "rent_amount": 95000,
           *         "last_visit_date": "2026-03-21",
           *         "voter_reg": true,
           *         "drivers_license_state": "NE",
           *         "property_rented_out": false,
           *         "created_at": "2026-03-02T15:04:05.123Z",
           *         "updated_at": "2026-03-02T15:04:05.123Z",
           *         "deleted_at": null
           *       }
           *     ]
           */
          'application/json': components['schemas']['TaxHome'][];
        };
      };
      /** @description `validation_error` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `rate_limited` */
      429: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  createTaxHome: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Optional: a key you make for this action (a UUID), 1 to 255 visible ASCII characters. Sending the same request again with the same key within 24 hours answers the first result (same status and body, with `Idempotent-Replayed: true`) and writes nothing more; the same key with another request is 422 `idempotency_key_reused`. Keys are yours alone: another user’s same key is another key.
         * @example 5f0c6b8e-2d1a-4c3b-9e8f-7a6b5c4d3e2f
         */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "address": "1234 Maple St",
         *       "city": "Omaha",
         *       "state": "NE",
         *       "zip": "68102",
         *       "rent_amount": 95000,
         *       "last_visit_date": "2026-03-21",
         *       "voter_reg": true,
         *       "drivers_license_state": "NE",
         *       "property_rented_out": false
         *     }
         */
        'application/json': {
          address: string;
          city: string;
          /**
           * @description Two-letter code of a US state or DC
           * @enum {string}
           */
          state:
            | 'AL'
            | 'AK'
            | 'AZ'
            | 'AR'
            | 'CA'
            | 'CO'
            | 'CT'
            | 'DE'
            | 'DC'
            | 'FL'
            | 'GA'
            | 'HI'
            | 'ID'
            | 'IL'
            | 'IN'
            | 'IA'
            | 'KS'
            | 'KY'
            | 'LA'
            | 'ME'
            | 'MD'
            | 'MA'
            | 'MI'
            | 'MN'
            | 'MS'
            | 'MO'
            | 'MT'
            | 'NE'
            | 'NV'
            | 'NH'
            | 'NJ'
            | 'NM'
            | 'NY'
            | 'NC'
            | 'ND'
            | 'OH'
            | 'OK'
            | 'OR'
            | 'PA'
            | 'RI'
            | 'SC'
            | 'SD'
            | 'TN'
            | 'TX'
            | 'UT'
            | 'VT'
            | 'VA'
            | 'WA'
            | 'WV'
            | 'WI'
            | 'WY';
          zip?: string | null;
          /** @description Monthly rent or mortgage, cents */
          rent_amount?: number;
          /** @description The later of the last visit a client wrote and the latest `left` of the home's live visits; kept by database triggers, so every reader sees visits without a join */
          last_visit_date?: string | null;
          voter_reg?: boolean;
          drivers_license_state?:
            | (
                | 'AL'
                | 'AK'
                | 'AZ'
                | 'AR'
                | 'CA'
                | 'CO'
                | 'CT'
                | 'DE'
                | 'DC'
                | 'FL'
                | 'GA'
                | 'HI'
                | 'ID'
                | 'IL'
                | 'IN'
                | 'IA'
                | 'KS'
                | 'KY'
                | 'LA'
                | 'ME'
                | 'MD'
                | 'MA'
                | 'MI'
                | 'MN'
                | 'MS'
                | 'MO'
                | 'MT'
                | 'NE'
                | 'NV'
                | 'NH'
                | 'NJ'
                | 'NM'
                | 'NY'
                | 'NC'
                | 'ND'
                | 'OH'
                | 'OK'
                | 'OR'
                | 'PA'
                | 'RI'
                | 'SC'
                | 'SD'
                | 'TN'
                | 'TX'
                | 'UT'
                | 'VT'
                | 'VA'
                | 'WA'
                | 'WV'
                | 'WI'
                | 'WY'
              )
            | null;
          property_rented_out?: boolean;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly id?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly user_id?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly created_at?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly updated_at?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly deleted_at?: unknown;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 42,
           *       "user_id": 7,
           *       "address": "1234 Maple St",
           *       "city": "Omaha",
           *       "state": "NE",
           *       "zip": "68102",
           *       "rent_amount": 95000,
           *       "last_visit_date": "2026-03-21",
           *       "voter_reg": true,
           *       "drivers_license_state": "NE",
           *       "property_rented_out": false,
           *       "created_at": "2026-03-02T15:04:05.123Z",
           *       "updated_at": "2026-03-02T15:04:05.123Z",
           *       "deleted_at": null
           *     }
           */
          'application/json': components['schemas']['TaxHome'];
        };
      };
      /** @description `validation_error`, `invalid_json` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_in_use` */
      409: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `payload_too_large` */
      413: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unsupported_media_type` */
      415: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_reused` */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `rate_limited` */
      429: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listTaxHomeCosts: {
    parameters: {
      query?: {
        /** @description Page size */
        limit?: number;
        /** @description Records to skip */
        offset?: number;
        /** @description `true` lists your soft-deleted records (the trash) instead */
        deleted?: boolean;
        /** @description Selects costs by their `year` field; default the current year */
        year?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Total-Count': components['headers']['X-Total-Count'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example [
           *       {
           *         "id": 42,
           *         "user_id": 7,
           *         "category": "rent",
           *         "amount": 95000,
           *         "month": 3,
           *         "year": 2026,
           *         "description": "March rent",
           *         "created_at": "2026-03-02T15:04:05.123Z",
           *         "updated_at": "2026-03-02T15:04:05.123Z",
           *         "deleted_at": null
           *       }
           *     ]
           */
          'application/json': components['schemas']['TaxHomeCost'][];
        };
      };
      /** @description `validation_error` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `rate_limited` */
      429: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  createTaxHomeCost: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Optional: a key you make for this action (a UUID), 1 to 255 visible ASCII characters. Sending the same request again with the same key within 24 hours answers the first result (same status and body, with `Idempotent-Replayed: true`) and writes nothing more; the same key with another request is 422 `idempotency_key_reused`. Keys are yours alone: another user’s same key is another key.
         * @example 5f0c6b8e-2d1a-4c3b-9e8f-7a6b5c4d3e2f
         */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "category": "rent",
         *       "amount": 95000,
         *       "month": 3,
         *       "year": 2026,
         *       "description": "March rent"
         *     }
         */
        'application/json': {
          /** @enum {string} */
          category:
            | 'rent'
            | 'mortgage'
            | 'utilities'
            | 'insurance'
            | 'property_tax'
            | 'maintenance'
            | 'return_trips'
            | 'other';
          /** @description Integer cents, 0 to 1,000,000,000 */
          amount: number;
          month: number;
          year: number;
          description?: string;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly id?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly user_id?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly created_at?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly updated_at?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly deleted_at?: unknown;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 42,
           *       "user_id": 7,
           *       "category": "rent",
           *       "amount": 95000,
           *       "month": 3,
           *       "year": 2026,
           *       "description": "March rent",
           *       "created_at": "2026-03-02T15:04:05.123Z",
           *       "updated_at": "2026-03-02T15:04:05.123Z",
           *       "deleted_at": null
           *     }
           */
          'application/json': components['schemas']['TaxHomeCost'];
        };
      };
      /** @description `validation_error`, `invalid_json` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_in_use` */
      409: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `payload_too_large` */
      413: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unsupported_media_type` */
      415: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_reused` */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `rate_limited` */
      429: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getTaxHomeCost: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Record id, a positive integer */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 42,
           *       "user_id": 7,
           *       "category": "rent",
           *       "amount": 95000,
           *       "month": 3,
           *       "year": 2026,
           *       "description": "March rent",
           *       "created_at": "2026-03-02T15:04:05.123Z",
           *       "updated_at": "2026-03-02T15:04:05.123Z",
           *       "deleted_at": null
           *     }
           */
          'application/json': components['schemas']['TaxHomeCost'];
        };
      };
      /** @description `validation_error` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `not_found` */
      404: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `rate_limited` */
      429: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  deleteTaxHomeCost: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Optional: a key you make for this action (a UUID), 1 to 255 visible ASCII characters. Sending the same request again with the same key within 24 hours answers the first result (same status and body, with `Idempotent-Replayed: true`) and writes nothing more; the same key with another request is 422 `idempotency_key_reused`. Keys are yours alone: another user’s same key is another key.
         * @example 5f0c6b8e-2d1a-4c3b-9e8f-7a6b5c4d3e2f
         */
        'Idempotency-Key'?: string;
      };
      path: {
        /** @description Record id, a positive integer */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description No content */
      204: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description `validation_error` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `not_found` */
      404: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_in_use` */
      409: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_reused` */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `rate_limited` */
      429: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  updateTaxHomeCost: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Optional: a key you make for this action (a UUID), 1 to 255 visible ASCII characters. Sending the same request again with the same key within 24 hours answers the first result (same status and body, with `Idempotent-Replayed: true`) and writes nothing more; the same key with another request is 422 `idempotency_key_reused`. Keys are yours alone: another user’s same key is another key.
         * @example 5f0c6b8e-2d1a-4c3b-9e8f-7a6b5c4d3e2f
         */
        'Idempotency-Key'?: string;
      };
      path: {
        /** @description Record id, a positive integer */
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "year": 2026,
         *       "description": "March rent"
         *     }
         */
        'application/json': {
          /** @enum {string} */
          category?:
            | 'rent'
            | 'mortgage'
            | 'utilities'
            | 'insurance'
            | 'property_tax'
            | 'maintenance'
            | 'return_trips'
            | 'other';
          /** @description Integer cents, 0 to 1,000,000,000 */
          amount?: number;
          month?: number;
          year?: number;
          description?: string;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly id?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly user_id?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly created_at?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly updated_at?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly deleted_at?: unknown;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 42,
           *       "user_id": 7,
           *       "category": "rent",
           *       "amount": 95000,
           *       "month": 3,
           *       "year": 2026,
           *       "description": "March rent",
           *       "created_at": "2026-03-02T15:04:05.123Z",
           *       "updated_at": "2026-03-02T15:04:05.123Z",
           *       "deleted_at": null
           *     }
           */
          'application/json': components['schemas']['TaxHomeCost'];
        };
      };
      /** @description `validation_error`, `invalid_json` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `not_found` */
      404: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_in_use` */
      409: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `payload_too_large` */
      413: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unsupported_media_type` */
      415: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_reused` */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `rate_limited` */
      429: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  restoreTaxHomeCost: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Optional: a key you make for this action (a UUID), 1 to 255 visible ASCII characters. Sending the same request again with the same key within 24 hours answers the first result (same status and body, with `Idempotent-Replayed: true`) and writes nothing more; the same key with another request is 422 `idempotency_key_reused`. Keys are yours alone: another user’s same key is another key.
         * @example 5f0c6b8e-2d1a-4c3b-9e8f-7a6b5c4d3e2f
         */
        'Idempotency-Key'?: string;
      };
      path: {
        /** @description Record id, a positive integer */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 42,
           *       "user_id": 7,
           *       "category": "rent",
           *       "amount": 95000,
           *       "month": 3,
           *       "year": 2026,
           *       "description": "March rent",
           *       "created_at": "2026-03-02T15:04:05.123Z",
           *       "updated_at": "2026-03-02T15:04:05.123Z",
           *       "deleted_at": null
           *     }
           */
          'application/json': components['schemas']['TaxHomeCost'];
        };
      };
      /** @description `validation_error` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `not_found` */
      404: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_in_use` */
      409: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_reused` */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `rate_limited` */
      429: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listTaxHomeDocuments: {
    parameters: {
      query?: {
        /** @description Page size */
        limit?: number;
        /** @description Records to skip */
        offset?: number;
        /** @description `true` lists your soft-deleted records (the trash) instead */
        deleted?: boolean;
        /** @description Selects documents by their `date`; default the current year */
        year?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Total-Count': components['headers']['X-Total-Count'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example [
           *       {
           *         "id": 42,
           *         "user_id": 7,
           *         "doc_type": "lease",
           *         "title": "Lease 2026",
           *         "date": "2026-01-01",
           *         "state": null,
           *         "objstore_key": null,
           *         "file_name": null,
           *         "content_type": null,
           *         "file_size": null,
           *         "created_at": "2026-03-02T15:04:05.123Z",
           *         "updated_at": "2026-03-02T15:04:05.123Z",
           *         "deleted_at": null
           *       }
           *     ]
           */
          'application/json': components['schemas']['TaxHomeDoc'][];
        };
      };
      /** @description `validation_error` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `rate_limited` */
      429: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  createTaxHomeDocument: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Optional: a key you make for this action (a UUID), 1 to 255 visible ASCII characters. Sending the same request again with the same key within 24 hours answers the first result (same status and body, with `Idempotent-Replayed: true`) and writes nothing more; the same key with another request is 422 `idempotency_key_reused`. Keys are yours alone: another user’s same key is another key.
         * @example 5f0c6b8e-2d1a-4c3b-9e8f-7a6b5c4d3e2f
         */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "doc_type": "lease",
         *       "title": "Lease 2026",
         *       "date": "2026-01-01"
         *     }
         */
        'application/json': {
          /** @enum {string} */
          doc_type:
            | 'lease'
            | 'mortgage_statement'
            | 'utility_bill'
            | 'voter_registration'
            | 'drivers_license'
            | 'vehicle_registration'
            | 'bank_statement'
            | 'insurance'
            | 'other';
          title: string;
          /**
           * Format: date
           * @description Calendar date, YYYY-MM-DD, from 1900-01-01 to 2100-12-31
           * @example 2026-03-02
           */
          date: string;
          /** @description The state the document points to (a driver's license, voter or vehicle registration): one in another state than the tax home's opens a `tie_out_of_state` notification */
          state?:
            | (
                | 'AL'
                | 'AK'
                | 'AZ'
                | 'AR'
                | 'CA'
                | 'CO'
                | 'CT'
                | 'DE'
                | 'DC'
                | 'FL'
                | 'GA'
                | 'HI'
                | 'ID'
                | 'IL'
                | 'IN'
                | 'IA'
                | 'KS'
                | 'KY'
                | 'LA'
                | 'ME'
                | 'MD'
                | 'MA'
                | 'MI'
                | 'MN'
                | 'MS'
                | 'MO'
                | 'MT'
                | 'NE'
                | 'NV'
                | 'NH'
                | 'NJ'
                | 'NM'
                | 'NY'
                | 'NC'
                | 'ND'
                | 'OH'
                | 'OK'
                | 'OR'
                | 'PA'
                | 'RI'
                | 'SC'
                | 'SD'
                | 'TN'
                | 'TX'
                | 'UT'
                | 'VT'
                | 'VA'
                | 'WA'
                | 'WV'
                | 'WI'
                | 'WY'
              )
            | null;
          objstore_key?: string | null;
          file_name?: string | null;
          content_type?: ('application/pdf' | 'image/jpeg' | 'image/png') | null;
          file_size?: number | null;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly id?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly user_id?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly created_at?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly updated_at?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly deleted_at?: unknown;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 42,
           *       "user_id": 7,
           *       "doc_type": "lease",
           *       "title": "Lease 2026",
           *       "date": "2026-01-01",
           *       "state": null,
           *       "objstore_key": null,
           *       "file_name": null,
           *       "content_type": null,
           *       "file_size": null,
           *       "created_at": "2026-03-02T15:04:05.123Z",
           *       "updated_at": "2026-03-02T15:04:05.123Z",
           *       "deleted_at": null
           *     }
           */
          'application/json': components['schemas']['TaxHomeDoc'];
        };
      };
      /** @description `validation_error`, `invalid_json` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `not_found` */
      404: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_in_use` */
      409: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `payload_too_large` */
      413: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unsupported_media_type` */
      415: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_reused` */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `rate_limited` */
      429: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getTaxHomeDocument: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Record id, a positive integer */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 42,
           *       "user_id": 7,
           *       "doc_type": "lease",
           *       "title": "Lease 2026",
           *       "date": "2026-01-01",
           *       "state": null,
           *       "objstore_key": null,
           *       "file_name": null,
           *       "content_type": null,
           *       "file_size": null,
           *       "created_at": "2026-03-02T15:04:05.123Z",
           *       "updated_at": "2026-03-02T15:04:05.123Z",
           *       "deleted_at": null
           *     }
           */
          'application/json': components['schemas']['TaxHomeDoc'];
        };
      };
      /** @description `validation_error` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `not_found` */
      404: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `rate_limited` */
      429: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  deleteTaxHomeDocument: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Optional: a key you make for this action (a UUID), 1 to 255 visible ASCII characters. Sending the same request again with the same key within 24 hours answers the first result (same status and body, with `Idempotent-Replayed: true`) and writes nothing more; the same key with another request is 422 `idempotency_key_reused`. Keys are yours alone: another user’s same key is another key.
         * @example 5f0c6b8e-2d1a-4c3b-9e8f-7a6b5c4d3e2f
         */
        'Idempotency-Key'?: string;
      };
      path: {
        /** @description Record id, a positive integer */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description No content */
      204: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description `validation_error` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `not_found` */
      404: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_in_use` */
      409: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_reused` */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `rate_limited` */
      429: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  updateTaxHomeDocument: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Optional: a key you make for this action (a UUID), 1 to 255 visible ASCII characters. Sending the same request again with the same key within 24 hours answers the first result (same status and body, with `Idempotent-Replayed: true`) and writes nothing more; the same key with another request is 422 `idempotency_key_reused`. Keys are yours alone: another user’s same key is another key.
         * @example 5f0c6b8e-2d1a-4c3b-9e8f-7a6b5c4d3e2f
         */
        'Idempotency-Key'?: string;
      };
      path: {
        /** @description Record id, a positive integer */
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "title": "Lease 2026",
         *       "date": "2026-01-01"
         *     }
         */
        'application/json': {
          /** @enum {string} */
          doc_type?:
            | 'lease'
            | 'mortgage_statement'
            | 'utility_bill'
            | 'voter_registration'
            | 'drivers_license'
            | 'vehicle_registration'
            | 'bank_statement'
            | 'insurance'
            | 'other';
          title?: string;
          /**
           * Format: date
           * @description Calendar date, YYYY-MM-DD, from 1900-01-01 to 2100-12-31
           * @example 2026-03-02
           */
          date?: string;
          /** @description The state the document points to (a driver's license, voter or vehicle registration): one in another state than the tax home's opens a `tie_out_of_state` notification */
          state?:
            | (
                | 'AL'
                | 'AK'
                | 'AZ'
                | 'AR'
                | 'CA'
                | 'CO'
                | 'CT'
                | 'DE'
                | 'DC'
                | 'FL'
                | 'GA'
                | 'HI'
                | 'ID'
                | 'IL'
                | 'IN'
                | 'IA'
                | 'KS'
                | 'KY'
                | 'LA'
                | 'ME'
                | 'MD'
                | 'MA'
                | 'MI'
                | 'MN'
                | 'MS'
                | 'MO'
                | 'MT'
                | 'NE'
                | 'NV'
                | 'NH'
                | 'NJ'
                | 'NM'
                | 'NY'
                | 'NC'
                | 'ND'
                | 'OH'
                | 'OK'
                | 'OR'
                | 'PA'
                | 'RI'
                | 'SC'
                | 'SD'
                | 'TN'
                | 'TX'
                | 'UT'
                | 'VT'
                | 'VA'
                | 'WA'
                | 'WV'
                | 'WI'
                | 'WY'
              )
            | null;
          objstore_key?: string | null;
          file_name?: string | null;
          content_type?: ('application/pdf' | 'image/jpeg' | 'image/png') | null;
          file_size?: number | null;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly id?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly user_id?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly created_at?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly updated_at?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly deleted_at?: unknown;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 42,
           *       "user_id": 7,
           *       "doc_type": "lease",
           *       "title": "Lease 2026",
           *       "date": "2026-01-01",
           *       "state": null,
           *       "objstore_key": null,
           *       "file_name": null,
           *       "content_type": null,
           *       "file_size": null,
           *       "created_at": "2026-03-02T15:04:05.123Z",
           *       "updated_at": "2026-03-02T15:04:05.123Z",
           *       "deleted_at": null
           *     }
           */
          'application/json': components['schemas']['TaxHomeDoc'];
        };
      };
      /** @description `validation_error`, `invalid_json` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `not_found` */
      404: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_in_use` */
      409: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `payload_too_large` */
      413: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unsupported_media_type` */
      415: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_reused` */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `rate_limited` */
      429: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  restoreTaxHomeDocument: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Optional: a key you make for this action (a UUID), 1 to 255 visible ASCII characters. Sending the same request again with the same key within 24 hours answers the first result (same status and body, with `Idempotent-Replayed: true`) and writes nothing more; the same key with another request is 422 `idempotency_key_reused`. Keys are yours alone: another user’s same key is another key.
         * @example 5f0c6b8e-2d1a-4c3b-9e8f-7a6b5c4d3e2f
         */
        'Idempotency-Key'?: string;
      };
      path: {
        /** @description Record id, a positive integer */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 42,
           *       "user_id": 7,
           *       "doc_type": "lease",
           *       "title": "Lease 2026",
           *       "date": "2026-01-01",
           *       "state": null,
           *       "objstore_key": null,
           *       "file_name": null,
           *       "content_type": null,
           *       "file_size": null,
           *       "created_at": "2026-03-02T15:04:05.123Z",
           *       "updated_at": "2026-03-02T15:04:05.123Z",
           *       "deleted_at": null
           *     }
           */
          'application/json': components['schemas']['TaxHomeDoc'];
        };
      };
      /** @description `validation_error` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `not_found` */
      404: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_in_use` */
      409: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_reused` */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `rate_limited` */
      429: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  taxHomeDocsUploadUrl: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Optional: a key you make for this action (a UUID), 1 to 255 visible ASCII characters. Sending the same request again with the same key within 24 hours answers the first result (same status and body, with `Idempotent-Replayed: true`) and writes nothing more; the same key with another request is 422 `idempotency_key_reused`. Keys are yours alone: another user’s same key is another key.
         * @example 5f0c6b8e-2d1a-4c3b-9e8f-7a6b5c4d3e2f
         */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "file_name": "lease-2026.pdf",
         *       "content_type": "application/pdf",
         *       "file_size": 248113
         *     }
         */
        'application/json': {
          file_name: string;
          /** @enum {string} */
          content_type: 'application/pdf' | 'image/jpeg' | 'image/png';
          /** @description Bytes, 1 to 26,214,400 */
          file_size: number;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly id?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly user_id?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly created_at?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly updated_at?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly deleted_at?: unknown;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "uploadUrl": "https://travel-ledger.s3.us-east-1.amazonaws.com/tax-home-docs/7/3b2f6c1e-8a4d-4f0e-9c57-1d2e3f4a5b6c-lease-2026.pdf?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Expires=900&X-Amz-Signature=…",
           *       "objstoreKey": "tax-home-docs/7/3b2f6c1e-8a4d-4f0e-9c57-1d2e3f4a5b6c-lease-2026.pdf",
           *       "expiresAt": "2026-03-02T15:19:05.123Z"
           *     }
           */
          'application/json': components['schemas']['UploadUrl'];
        };
      };
      /** @description `validation_error`, `invalid_json` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_in_use` */
      409: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `payload_too_large` */
      413: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unsupported_media_type` */
      415: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_reused` */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `rate_limited` */
      429: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getTaxHome: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Record id, a positive integer */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 42,
           *       "user_id": 7,
           *       "address": "1234 Maple St",
           *       "city": "Omaha",
           *       "state": "NE",
           *       "zip": "68102",
           *       "rent_amount": 95000,
           *       "last_visit_date": "2026-03-21",
           *       "voter_reg": true,
           *       "drivers_license_state": "NE",
           *       "property_rented_out": false,
           *       "created_at": "2026-03-02T15:04:05.123Z",
           *       "updated_at": "2026-03-02T15:04:05.123Z",
           *       "deleted_at": null
           *     }
           */
          'application/json': components['schemas']['TaxHome'];
        };
      };
      /** @description `validation_error` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `not_found` */
      404: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `rate_limited` */
      429: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  deleteTaxHome: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Optional: a key you make for this action (a UUID), 1 to 255 visible ASCII characters. Sending the same request again with the same key within 24 hours answers the first result (same status and body, with `Idempotent-Replayed: true`) and writes nothing more; the same key with another request is 422 `idempotency_key_reused`. Keys are yours alone: another user’s same key is another key.
         * @example 5f0c6b8e-2d1a-4c3b-9e8f-7a6b5c4d3e2f
         */
        'Idempotency-Key'?: string;
      };
      path: {
        /** @description Record id, a positive integer */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description No content */
      204: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description `validation_error` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `not_found` */
      404: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_in_use` */
      409: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_reused` */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `rate_limited` */
      429: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  updateTaxHome: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Optional: a key you make for this action (a UUID), 1 to 255 visible ASCII characters. Sending the same request again with the same key within 24 hours answers the first result (same status and body, with `Idempotent-Replayed: true`) and writes nothing more; the same key with another request is 422 `idempotency_key_reused`. Keys are yours alone: another user’s same key is another key.
         * @example 5f0c6b8e-2d1a-4c3b-9e8f-7a6b5c4d3e2f
         */
        'Idempotency-Key'?: string;
      };
      path: {
        /** @description Record id, a positive integer */
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "drivers_license_state": "NE",
         *       "property_rented_out": false
         *     }
         */
        'application/json': {
          address?: string;
          city?: string;
          /**
           * @description Two-letter code of a US state or DC
           * @enum {string}
           */
          state?:
            | 'AL'
            | 'AK'
            | 'AZ'
            | 'AR'
            | 'CA'
            | 'CO'
            | 'CT'
            | 'DE'
            | 'DC'
            | 'FL'
            | 'GA'
            | 'HI'
            | 'ID'
            | 'IL'
            | 'IN'
            | 'IA'
            | 'KS'
            | 'KY'
            | 'LA'
            | 'ME'
            | 'MD'
            | 'MA'
            | 'MI'
            | 'MN'
            | 'MS'
            | 'MO'
            | 'MT'
            | 'NE'
            | 'NV'
            | 'NH'
            | 'NJ'
            | 'NM'
            | 'NY'
            | 'NC'
            | 'ND'
            | 'OH'
            | 'OK'
            | 'OR'
            | 'PA'
            | 'RI'
            | 'SC'
            | 'SD'
            | 'TN'
            | 'TX'
            | 'UT'
            | 'VT'
            | 'VA'
            | 'WA'
            | 'WV'
            | 'WI'
            | 'WY';
          zip?: string | null;
          /** @description Monthly rent or mortgage, cents */
          rent_amount?: number;
          /** @description The later of the last visit a client wrote and the latest `left` of the home's live visits; kept by database triggers, so every reader sees visits without a join */
          last_visit_date?: string | null;
          voter_reg?: boolean;
          drivers_license_state?:
            | (
                | 'AL'
                | 'AK'
                | 'AZ'
                | 'AR'
                | 'CA'
                | 'CO'
                | 'CT'
                | 'DE'
                | 'DC'
                | 'FL'
                | 'GA'
                | 'HI'
                | 'ID'
                | 'IL'
                | 'IN'
                | 'IA'
                | 'KS'
                | 'KY'
                | 'LA'
                | 'ME'
                | 'MD'
                | 'MA'
                | 'MI'
                | 'MN'
                | 'MS'
                | 'MO'
                | 'MT'
                | 'NE'
                | 'NV'
                | 'NH'
                | 'NJ'
                | 'NM'
                | 'NY'
                | 'NC'
                | 'ND'
                | 'OH'
                | 'OK'
                | 'OR'
                | 'PA'
                | 'RI'
                | 'SC'
                | 'SD'
                | 'TN'
                | 'TX'
                | 'UT'
                | 'VT'
                | 'VA'
                | 'WA'
                | 'WV'
                | 'WI'
                | 'WY'
              )
            | null;
          property_rented_out?: boolean;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly id?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly user_id?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly created_at?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly updated_at?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly deleted_at?: unknown;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 42,
           *       "user_id": 7,
           *       "address": "1234 Maple St",
           *       "city": "Omaha",
           *       "state": "NE",
           *       "zip": "68102",
           *       "rent_amount": 95000,
           *       "last_visit_date": "2026-03-21",
           *       "voter_reg": true,
           *       "drivers_license_state": "NE",
           *       "property_rented_out": false,
           *       "created_at": "2026-03-02T15:04:05.123Z",
           *       "updated_at": "2026-03-02T15:04:05.123Z",
           *       "deleted_at": null
           *     }
           */
          'application/json': components['schemas']['TaxHome'];
        };
      };
      /** @description `validation_error`, `invalid_json` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `not_found` */
      404: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_in_use` */
      409: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `payload_too_large` */
      413: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unsupported_media_type` */
      415: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_reused` */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `rate_limited` */
      429: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  restoreTaxHome: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Optional: a key you make for this action (a UUID), 1 to 255 visible ASCII characters. Sending the same request again with the same key within 24 hours answers the first result (same status and body, with `Idempotent-Replayed: true`) and writes nothing more; the same key with another request is 422 `idempotency_key_reused`. Keys are yours alone: another user’s same key is another key.
         * @example 5f0c6b8e-2d1a-4c3b-9e8f-7a6b5c4d3e2f
         */
        'Idempotency-Key'?: string;
      };
      path: {
        /** @description Record id, a positive integer */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 42,
           *       "user_id": 7,
           *       "address": "1234 Maple St",
           *       "city": "Omaha",
           *       "state": "NE",
           *       "zip": "68102",
           *       "rent_amount": 95000,
           *       "last_visit_date": "2026-03-21",
           *       "voter_reg": true,
           *       "drivers_license_state": "NE",
           *       "property_rented_out": false,
           *       "created_at": "2026-03-02T15:04:05.123Z",
           *       "updated_at": "2026-03-02T15:04:05.123Z",
           *       "deleted_at": null
           *     }
           */
          'application/json': components['schemas']['TaxHome'];
        };
      };
      /** @description `validation_error` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `not_found` */
      404: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_in_use` */
      409: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_reused` */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `rate_limited` */
      429: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getTaxHomeTest: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "verdict": "facts_and_circumstances",
           *       "factorsMet": 2,
           *       "factors": [
           *         {
           *           "key": "work_near_home",
           *           "label": "You work near your home",
           *           "law": "You do part of your work in the area of your home and sleep there while you do.",
           *           "met": false,
           *           "evidence": [],
           *           "missing": [
           *             "Record an assignment, per diem or PRN shift within 50 miles of Austin in the last 2 years"
           *           ]
           *         },
           *         {
           *           "key": "duplicated_expenses",
           *           "label": "You pay for your home while away",
           *           "law": "Your costs at home go on while you work away, so you pay for two places.",
           *           "met": true,
           *           "evidence": [
           *             "Rent or mortgage recorded on your tax home"
           *           ],
           *           "missing": [
           *             "Upload your lease or a mortgage statement"
           *           ]
           *         },
           *         {
           *           "key": "not_abandoned",
           *           "label": "You have not left your home area",
           *           "law": "You still live there in the ways that count.",
           *           "met": true,
           *           "evidence": [
           *             "Last visit Oct 12, 2026",
           *             "Registered to vote in TX"
           *           ],
           *           "missing": [
           *             "Upload your vehicle registration (TX)"
           *           ]
           *         }
           *       ],
           *       "toImprove": [
           *         "You work near your home: Record an assignment, per diem or PRN shift within 50 miles of Austin in the last 2 years"
           *       ]
           *     }
           */
          'application/json': components['schemas']['TaxHomeTest'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `rate_limited` */
      429: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getTaxHomeCostBenefit: {
    parameters: {
      query?: {
        /** @description The calendar year; default the current year */
        year?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "year": 2026,
           *       "homeCosts": 1800000,
           *       "rentMonths": 0,
           *       "rentFromHome": 0,
           *       "visitMiles": 1200,
           *       "visitMileageCost": 87000,
           *       "costOfKeeping": 1887000,
           *       "note": "Counted: your home’s costs for the 273 days you were away on assignment: $18,000.00 of the costs you recorded; 1,200 miles of trips home at the IRS rate ($870.00). The days you live at home are your living costs, not the cost of keeping a tax home, so they are not counted.",
           *       "taxWithHome": 1250000,
           *       "taxWithoutHome": 3400000,
           *       "taxSaved": 2150000,
           *       "net": 263000,
           *       "summary": "Keeping your home saved you $2,630.00 in 2026: $21,500.00 of tax saved, less $18,870.00 to keep it while you were away."
           *     }
           */
          'application/json': components['schemas']['KeepHomeBalance'];
        };
      };
      /** @description `validation_error` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `rate_limited` */
      429: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getVisitSuggestions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "lastVisit": "2026-09-14",
           *       "suggestions": [
           *         {
           *           "date": "2026-11-08",
           *           "mileage_trip_id": 41,
           *           "expense_id": null,
           *           "tax_home_doc_id": null,
           *           "found": [
           *             "Trip home, 212 miles to Omaha, NE"
           *           ]
           *         }
           *       ],
           *       "tripsHomeThisYear": 4
           *     }
           */
          'application/json': components['schemas']['VisitSuggestions'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `rate_limited` */
      429: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listVisits: {
    parameters: {
      query?: {
        /** @description Page size */
        limit?: number;
        /** @description Records to skip */
        offset?: number;
        /** @description `true` lists your soft-deleted records (the trash) instead */
        deleted?: boolean;
        /** @description Selects visits with a day in the year; default the current year */
        year?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-Total-Count': components['headers']['X-Total-Count'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example [
           *       {
           *         "id": 42,
           *         "user_id": 7,
           *         "tax_home_id": 0,
           *         "arrived": "2026-03-19",
           *         "left": "2026-03-22",
           *         "notes": "Home between contracts",
           *         "mileage_trip_id": null,
           *         "expense_id": null,
           *         "tax_home_doc_id": null,
           *         "checked_in_at": null,
           *         "checked_out_at": null,
           *         "check_in_time_zone": null,
           *         "check_in_latitude": null,
           *         "check_in_longitude": null,
           *         "check_in_accuracy_m": null,
           *         "check_in_distance_miles": null,
           *         "created_at": "2026-03-02T15:04:05.123Z",
           *         "updated_at": "2026-03-02T15:04:05.123Z",
           *         "deleted_at": null
           *       }
           *     ]
           */
          'application/json': components['schemas']['TaxHomeVisit'][];
        };
      };
      /** @description `validation_error` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `rate_limited` */
      429: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  createVisit: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Optional: a key you make for this action (a UUID), 1 to 255 visible ASCII characters. Sending the same request again with the same key within 24 hours answers the first result (same status and body, with `Idempotent-Replayed: true`) and writes nothing more; the same key with another request is 422 `idempotency_key_reused`. Keys are yours alone: another user’s same key is another key.
         * @example 5f0c6b8e-2d1a-4c3b-9e8f-7a6b5c4d3e2f
         */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "arrived": "2026-03-19",
         *       "left": "2026-03-22",
         *       "notes": "Home between contracts"
         *     }
         */
        'application/json': {
          /** @description The tax home visited; your current tax home when left out */
          tax_home_id?: number;
          /**
           * Format: date
           * @description Calendar date, YYYY-MM-DD, from 1900-01-01 to 2100-12-31
           * @example 2026-03-02
           */
          arrived: string;
          /**
           * Format: date
           * @description The last day at home: on or after `arrived`, today or earlier
           * @example 2026-03-02
           */
          left: string;
          notes?: string;
          /** @description Evidence: your trip home */
          mileage_trip_id?: number | null;
          /** @description Evidence: an expense at home */
          expense_id?: number | null;
          /** @description Evidence: a tax home document dated there */
          tax_home_doc_id?: number | null;
          /** @description When you tapped "I'm home" (ISO timestamp, UTC) */
          checked_in_at?: string | null;
          /** @description When you tapped "Leaving home" */
          checked_out_at?: string | null;
          /** @description Your phone's time zone at check-in, to show the time as you saw it */
          check_in_time_zone?: string | null;
          /** @description Where your phone was at check-in, when you allowed it (degrees); null removes the location */
          check_in_latitude?: number | null;
          check_in_longitude?: number | null;
          /** @description How precise the location is, in meters, as the phone reported it */
          check_in_accuracy_m?: number | null;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly id?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly user_id?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly created_at?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly updated_at?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly deleted_at?: unknown;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 42,
           *       "user_id": 7,
           *       "tax_home_id": 0,
           *       "arrived": "2026-03-19",
           *       "left": "2026-03-22",
           *       "notes": "Home between contracts",
           *       "mileage_trip_id": null,
           *       "expense_id": null,
           *       "tax_home_doc_id": null,
           *       "checked_in_at": null,
           *       "checked_out_at": null,
           *       "check_in_time_zone": null,
           *       "check_in_latitude": null,
           *       "check_in_longitude": null,
           *       "check_in_accuracy_m": null,
           *       "check_in_distance_miles": null,
           *       "created_at": "2026-03-02T15:04:05.123Z",
           *       "updated_at": "2026-03-02T15:04:05.123Z",
           *       "deleted_at": null
           *     }
           */
          'application/json': components['schemas']['TaxHomeVisit'];
        };
      };
      /** @description `validation_error`, `invalid_json` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_in_use` */
      409: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `payload_too_large` */
      413: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unsupported_media_type` */
      415: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_reused` */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `rate_limited` */
      429: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getVisit: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Record id, a positive integer */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 42,
           *       "user_id": 7,
           *       "tax_home_id": 0,
           *       "arrived": "2026-03-19",
           *       "left": "2026-03-22",
           *       "notes": "Home between contracts",
           *       "mileage_trip_id": null,
           *       "expense_id": null,
           *       "tax_home_doc_id": null,
           *       "checked_in_at": null,
           *       "checked_out_at": null,
           *       "check_in_time_zone": null,
           *       "check_in_latitude": null,
           *       "check_in_longitude": null,
           *       "check_in_accuracy_m": null,
           *       "check_in_distance_miles": null,
           *       "created_at": "2026-03-02T15:04:05.123Z",
           *       "updated_at": "2026-03-02T15:04:05.123Z",
           *       "deleted_at": null
           *     }
           */
          'application/json': components['schemas']['TaxHomeVisit'];
        };
      };
      /** @description `validation_error` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `not_found` */
      404: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `rate_limited` */
      429: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  deleteVisit: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Optional: a key you make for this action (a UUID), 1 to 255 visible ASCII characters. Sending the same request again with the same key within 24 hours answers the first result (same status and body, with `Idempotent-Replayed: true`) and writes nothing more; the same key with another request is 422 `idempotency_key_reused`. Keys are yours alone: another user’s same key is another key.
         * @example 5f0c6b8e-2d1a-4c3b-9e8f-7a6b5c4d3e2f
         */
        'Idempotency-Key'?: string;
      };
      path: {
        /** @description Record id, a positive integer */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description No content */
      204: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description `validation_error` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `not_found` */
      404: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_in_use` */
      409: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_reused` */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `rate_limited` */
      429: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  updateVisit: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Optional: a key you make for this action (a UUID), 1 to 255 visible ASCII characters. Sending the same request again with the same key within 24 hours answers the first result (same status and body, with `Idempotent-Replayed: true`) and writes nothing more; the same key with another request is 422 `idempotency_key_reused`. Keys are yours alone: another user’s same key is another key.
         * @example 5f0c6b8e-2d1a-4c3b-9e8f-7a6b5c4d3e2f
         */
        'Idempotency-Key'?: string;
      };
      path: {
        /** @description Record id, a positive integer */
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "left": "2026-03-22",
         *       "notes": "Home between contracts"
         *     }
         */
        'application/json': {
          /** @description The tax home visited; your current tax home when left out */
          tax_home_id?: number;
          /**
           * Format: date
           * @description Calendar date, YYYY-MM-DD, from 1900-01-01 to 2100-12-31
           * @example 2026-03-02
           */
          arrived?: string;
          /**
           * Format: date
           * @description The last day at home: on or after `arrived`, today or earlier
           * @example 2026-03-02
           */
          left?: string;
          notes?: string;
          /** @description Evidence: your trip home */
          mileage_trip_id?: number | null;
          /** @description Evidence: an expense at home */
          expense_id?: number | null;
          /** @description Evidence: a tax home document dated there */
          tax_home_doc_id?: number | null;
          /** @description When you tapped "I'm home" (ISO timestamp, UTC) */
          checked_in_at?: string | null;
          /** @description When you tapped "Leaving home" */
          checked_out_at?: string | null;
          /** @description Your phone's time zone at check-in, to show the time as you saw it */
          check_in_time_zone?: string | null;
          /** @description Where your phone was at check-in, when you allowed it (degrees); null removes the location */
          check_in_latitude?: number | null;
          check_in_longitude?: number | null;
          /** @description How precise the location is, in meters, as the phone reported it */
          check_in_accuracy_m?: number | null;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly id?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly user_id?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly created_at?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly updated_at?: unknown;
          /** @description Set by the server: accepted in a request body and ignored */
          readonly deleted_at?: unknown;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 42,
           *       "user_id": 7,
           *       "tax_home_id": 0,
           *       "arrived": "2026-03-19",
           *       "left": "2026-03-22",
           *       "notes": "Home between contracts",
           *       "mileage_trip_id": null,
           *       "expense_id": null,
           *       "tax_home_doc_id": null,
           *       "checked_in_at": null,
           *       "checked_out_at": null,
           *       "check_in_time_zone": null,
           *       "check_in_latitude": null,
           *       "check_in_longitude": null,
           *       "check_in_accuracy_m": null,
           *       "check_in_distance_miles": null,
           *       "created_at": "2026-03-02T15:04:05.123Z",
           *       "updated_at": "2026-03-02T15:04:05.123Z",
           *       "deleted_at": null
           *     }
           */
          'application/json': components['schemas']['TaxHomeVisit'];
        };
      };
      /** @description `validation_error`, `invalid_json` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `not_found` */
      404: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_in_use` */
      409: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `payload_too_large` */
      413: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unsupported_media_type` */
      415: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_reused` */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `rate_limited` */
      429: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  restoreVisit: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description Optional: a key you make for this action (a UUID), 1 to 255 visible ASCII characters. Sending the same request again with the same key within 24 hours answers the first result (same status and body, with `Idempotent-Replayed: true`) and writes nothing more; the same key with another request is 422 `idempotency_key_reused`. Keys are yours alone: another user’s same key is another key.
         * @example 5f0c6b8e-2d1a-4c3b-9e8f-7a6b5c4d3e2f
         */
        'Idempotency-Key'?: string;
      };
      path: {
        /** @description Record id, a positive integer */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Idempotent-Replayed': components['headers']['Idempotent-Replayed'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": 42,
           *       "user_id": 7,
           *       "tax_home_id": 0,
           *       "arrived": "2026-03-19",
           *       "left": "2026-03-22",
           *       "notes": "Home between contracts",
           *       "mileage_trip_id": null,
           *       "expense_id": null,
           *       "tax_home_doc_id": null,
           *       "checked_in_at": null,
           *       "checked_out_at": null,
           *       "check_in_time_zone": null,
           *       "check_in_latitude": null,
           *       "check_in_longitude": null,
           *       "check_in_accuracy_m": null,
           *       "check_in_distance_miles": null,
           *       "created_at": "2026-03-02T15:04:05.123Z",
           *       "updated_at": "2026-03-02T15:04:05.123Z",
           *       "deleted_at": null
           *     }
           */
          'application/json': components['schemas']['TaxHomeVisit'];
        };
      };
      /** @description `validation_error` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `not_found` */
      404: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_in_use` */
      409: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_reused` */
      422: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `rate_limited` */
      429: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getVisitSummary: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "lastVisit": "2026-11-08",
           *       "years": [
           *         {
           *           "year": 2026,
           *           "visits": 5,
           *           "daysAtHome": 23
           *         }
           *       ]
           *     }
           */
          'application/json': components['schemas']['VisitSummary'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'WWW-Authenticate': components['headers']['WWW-Authenticate'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `rate_limited` */
      429: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          'X-RateLimit-Limit': components['headers']['X-RateLimit-Limit'];
          'X-RateLimit-Remaining': components['headers']['X-RateLimit-Remaining'];
          'X-RateLimit-Reset': components['headers']['X-RateLimit-Reset'];
          'Retry-After': components['headers']['Retry-After'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  stripeWebhook: {
    parameters: {
      query?: never;
      header: {
        /**
         * @description Stripe’s signature of the raw body
         * @example t=1772463845,v1=5257a869…
         */
        'Stripe-Signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "id": "evt_1QxYz2AbCdEfGhIj",
         *       "type": "customer.subscription.updated",
         *       "created": 1772463845,
         *       "data": {
         *         "object": {
         *           "id": "sub_1QxYz2",
         *           "status": "active",
         *           "customer": "cus_R2d2C3po",
         *           "metadata": {
         *             "user_id": "7"
         *           }
         *         }
         *       }
         *     }
         */
        'application/json': {
          id: string;
          type: string;
          created?: number;
          data: {
            object: {
              [key: string]: unknown;
            };
          } & {
            [key: string]: unknown;
          };
        } & {
          [key: string]: unknown;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "received": true
           *     }
           */
          'application/json': {
            /** @constant */
            received: true;
            /**
             * @description This event id was already processed
             * @constant
             */
            duplicate?: true;
          };
        };
      };
      /** @description `bad_signature`, `validation_error` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `payload_too_large` */
      413: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `not_configured` */
      503: {
        headers: {
          'X-Request-Id': components['headers']['X-Request-Id'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
}
