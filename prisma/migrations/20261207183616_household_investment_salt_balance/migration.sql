-- Issue 39: the household's investment income (the earned income credit's limit, IRC 32(i)) and a prior year's
-- state and local income tax balance paid in this year (SALT as paid, IRC 164(a)). Both optional: null is "not entered".
ALTER TABLE "household_profiles" ADD COLUMN     "investment_income" INTEGER,
ADD COLUMN     "prior_year_state_balance_paid" INTEGER;
