-- Issue 39: the household's itemized deductions of tax method 3.1: the acquisition debt's average balance and the
-- loan's date (IRC 163(h)(3)(F)), general sales taxes (IRC 164(b)(5)) and a spouse itemizing on a separate return
-- (IRC 63(c)(6)(A)). All optional: null is "not entered".
ALTER TABLE "household_profiles" ADD COLUMN     "general_sales_tax" INTEGER,
ADD COLUMN     "mortgage_balance" INTEGER,
ADD COLUMN     "mortgage_loan_date" DATE,
ADD COLUMN     "spouse_itemizes" BOOLEAN;
