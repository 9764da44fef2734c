-- Issue 38: last year's return as the worker enters it (Form 1040 line 24 and AGI), on the household profile of
-- the year whose safe harbor it sets (IRC 6654(d)(1)(B)(ii)). Both optional: null is "not entered".
ALTER TABLE "household_profiles" ADD COLUMN     "prior_year_agi" INTEGER,
ADD COLUMN     "prior_year_total_tax" INTEGER;
