/** How files are named inside the ZIPs (audit packet and data export), for the API reference. */
export const ZIP_NAMES =
  'Files are named for a tax preparer: `receipts/2026-03-14 Walgreens 12.50 #123.jpg` (date, description, ' +
  'amount, expense id), `tax-home/2026-01 Lease #7.pdf`, `contracts/2026-01-05 Denver Health #4.pdf`, ' +
  '`credentials/RN license CO exp 2027-08-31 #9.pdf`, `income/2026 W-2 Aya Healthcare #3.pdf`; ' +
  '`README.txt` lists any file a record names but storage lacks.';
