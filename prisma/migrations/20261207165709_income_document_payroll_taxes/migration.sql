-- W-2 boxes 4 and 6 (Social Security and Medicare tax withheld), so that an income document can be checked
-- against the payroll rates (lib/tax/compliance/w2-checks.ts). Nullable like the other boxes: the documents
-- saved before have none.
ALTER TABLE "income_documents" ADD COLUMN     "box4_social_security_tax_withheld" INTEGER,
ADD COLUMN     "box6_medicare_tax_withheld" INTEGER;
