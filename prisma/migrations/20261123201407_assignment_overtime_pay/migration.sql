-- AlterTable
ALTER TABLE "assignments" ADD COLUMN     "overtime_pay" INTEGER NOT NULL DEFAULT 0;
