import { describe, expect, it } from 'vitest';
import { overtimeDeduction } from '@/lib/tax/engine/deductions';
import { federalYear } from '@/lib/tax/engine/federal';
import { qbiDeduction } from '@/lib/tax/engine/qbi';
import { ficaTax, seTax } from '@/lib/tax/engine/payroll';
import { federalLaw, PAYROLL } from '@/lib/tax/law';
import type { FilingStatus } from '@/lib/tax/law/types';

// Expected values are computed by hand from /work/shared/reference/federal.md (whole dollars there; cents
// here). Each comment shows the arithmetic: tax(x) = tax(previous edge) + (x - previous edge) × rate.

// [label, year, filing status, standard deduction (cents), taxable income at the edge (cents), tax (cents)]
const bracketEdges: Array<[string, number, FilingStatus, number, number, number]> = [
  // 2024 single: standard deduction 14,600; brackets 0:10% / 11,600:12% / 47,150:22% / 100,525:24% / 191,950:32% / 243,725:35% / 609,350:37%
  // tax(11,600) = 0.00 + (11,600 - 0) × 10% = 0.00 + 1,160.00 = 1,160.00
  ['2024 single edge 11,600', 2024, 'single', 1460000, 1160000, 116000],
  // tax(47,150) = 1,160.00 + (47,150 - 11,600) × 12% = 1,160.00 + 4,266.00 = 5,426.00
  ['2024 single edge 47,150', 2024, 'single', 1460000, 4715000, 542600],
  // tax(100,525) = 5,426.00 + (100,525 - 47,150) × 22% = 5,426.00 + 11,742.50 = 17,168.50
  ['2024 single edge 100,525', 2024, 'single', 1460000, 10052500, 1716850],
  // tax(191,950) = 17,168.50 + (191,950 - 100,525) × 24% = 17,168.50 + 21,942.00 = 39,110.50
  ['2024 single edge 191,950', 2024, 'single', 1460000, 19195000, 3911050],
  // tax(243,725) = 39,110.50 + (243,725 - 191,950) × 32% = 39,110.50 + 16,568.00 = 55,678.50
  ['2024 single edge 243,725', 2024, 'single', 1460000, 24372500, 5567850],
  // tax(609,350) = 55,678.50 + (609,350 - 243,725) × 35% = 55,678.50 + 127,968.75 = 183,647.25
  ['2024 single edge 609,350', 2024, 'single', 1460000, 60935000, 18364725],
  // tax(709,350) = 183,647.25 + (709,350 - 609,350) × 37% = 183,647.25 + 37,000.00 = 220,647.25
  ['2024 single 709,350 (top bracket)', 2024, 'single', 1460000, 70935000, 22064725],
  // 2024 married_joint: standard deduction 29,200; brackets 0:10% / 23,200:12% / 94,300:22% / 201,050:24% / 383,900:32% / 487,450:35% / 731,200:37%
  // tax(23,200) = 0.00 + (23,200 - 0) × 10% = 0.00 + 2,320.00 = 2,320.00
  ['2024 married_joint edge 23,200', 2024, 'married_joint', 2920000, 2320000, 232000],
  // tax(94,300) = 2,320.00 + (94,300 - 23,200) × 12% = 2,320.00 + 8,532.00 = 10,852.00
  ['2024 married_joint edge 94,300', 2024, 'married_joint', 2920000, 9430000, 1085200],
  // tax(201,050) = 10,852.00 + (201,050 - 94,300) × 22% = 10,852.00 + 23,485.00 = 34,337.00
  ['2024 married_joint edge 201,050', 2024, 'married_joint', 2920000, 20105000, 3433700],
  // tax(383,900) = 34,337.00 + (383,900 - 201,050) × 24% = 34,337.00 + 43,884.00 = 78,221.00
  ['2024 married_joint edge 383,900', 2024, 'married_joint', 2920000, 38390000, 7822100],
  // tax(487,450) = 78,221.00 + (487,450 - 383,900) × 32% = 78,221.00 + 33,136.00 = 111,357.00
  ['2024 married_joint edge 487,450', 2024, 'married_joint', 2920000, 48745000, 11135700],
  // tax(731,200) = 111,357.00 + (731,200 - 487,450) × 35% = 111,357.00 + 85,312.50 = 196,669.50
  ['2024 married_joint edge 731,200', 2024, 'married_joint', 2920000, 73120000, 19666950],
  // tax(831,200) = 196,669.50 + (831,200 - 731,200) × 37% = 196,669.50 + 37,000.00 = 233,669.50
  ['2024 married_joint 831,200 (top bracket)', 2024, 'married_joint', 2920000, 83120000, 23366950],
  // 2024 married_separate: standard deduction 14,600; brackets 0:10% / 11,600:12% / 47,150:22% / 100,525:24% / 191,950:32% / 243,725:35% / 365,600:37%
  // tax(11,600) = 0.00 + (11,600 - 0) × 10% = 0.00 + 1,160.00 = 1,160.00
  ['2024 married_separate edge 11,600', 2024, 'married_separate', 1460000, 1160000, 116000],
  // tax(47,150) = 1,160.00 + (47,150 - 11,600) × 12% = 1,160.00 + 4,266.00 = 5,426.00
  ['2024 married_separate edge 47,150', 2024, 'married_separate', 1460000, 4715000, 542600],
  // tax(100,525) = 5,426.00 + (100,525 - 47,150) × 22% = 5,426.00 + 11,742.50 = 17,168.50
  ['2024 married_separate edge 100,525', 2024, 'married_separate', 1460000, 10052500, 1716850],
  // tax(191,950) = 17,168.50 + (191,950 - 100,525) × 24% = 17,168.50 + 21,942.00 = 39,110.50
  ['2024 married_separate edge 191,950', 2024, 'married_separate', 1460000, 19195000, 3911050],
  // tax(243,725) = 39,110.50 + (243,725 - 191,950) × 32% = 39,110.50 + 16,568.00 = 55,678.50
  ['2024 married_separate edge 243,725', 2024, 'married_separate', 1460000, 24372500, 5567850],
  // tax(365,600) = 55,678.50 + (365,600 - 243,725) × 35% = 55,678.50 + 42,656.25 = 98,334.75
  ['2024 married_separate edge 365,600', 2024, 'married_separate', 1460000, 36560000, 9833475],
  // tax(465,600) = 98,334.75 + (465,600 - 365,600) × 37% = 98,334.75 + 37,000.00 = 135,334.75
  ['2024 married_separate 465,600 (top bracket)', 2024, 'married_separate', 1460000, 46560000, 13533475],
  // 2024 head_of_household: standard deduction 21,900; brackets 0:10% / 16,550:12% / 63,100:22% / 100,500:24% / 191,950:32% / 243,700:35% / 609,350:37%
  // tax(16,550) = 0.00 + (16,550 - 0) × 10% = 0.00 + 1,655.00 = 1,655.00
  ['2024 head_of_household edge 16,550', 2024, 'head_of_household', 2190000, 1655000, 165500],
  // tax(63,100) = 1,655.00 + (63,100 - 16,550) × 12% = 1,655.00 + 5,586.00 = 7,241.00
  ['2024 head_of_household edge 63,100', 2024, 'head_of_household', 2190000, 6310000, 724100],
  // tax(100,500) = 7,241.00 + (100,500 - 63,100) × 22% = 7,241.00 + 8,228.00 = 15,469.00
  ['2024 head_of_household edge 100,500', 2024, 'head_of_household', 2190000, 10050000, 1546900],
  // tax(191,950) = 15,469.00 + (191,950 - 100,500) × 24% = 15,469.00 + 21,948.00 = 37,417.00
  ['2024 head_of_household edge 191,950', 2024, 'head_of_household', 2190000, 19195000, 3741700],
  // tax(243,700) = 37,417.00 + (243,700 - 191,950) × 32% = 37,417.00 + 16,560.00 = 53,977.00
  ['2024 head_of_household edge 243,700', 2024, 'head_of_household', 2190000, 24370000, 5397700],
  // tax(609,350) = 53,977.00 + (609,350 - 243,700) × 35% = 53,977.00 + 127,977.50 = 181,954.50
  ['2024 head_of_household edge 609,350', 2024, 'head_of_household', 2190000, 60935000, 18195450],
  // tax(709,350) = 181,954.50 + (709,350 - 609,350) × 37% = 181,954.50 + 37,000.00 = 218,954.50
  ['2024 head_of_household 709,350 (top bracket)', 2024, 'head_of_household', 2190000, 70935000, 21895450],
  // 2025 single: standard deduction 15,750; brackets 0:10% / 11,925:12% / 48,475:22% / 103,350:24% / 197,300:32% / 250,525:35% / 626,350:37%
  // tax(11,925) = 0.00 + (11,925 - 0) × 10% = 0.00 + 1,192.50 = 1,192.50
  ['2025 single edge 11,925', 2025, 'single', 1575000, 1192500, 119250],
  // tax(48,475) = 1,192.50 + (48,475 - 11,925) × 12% = 1,192.50 + 4,386.00 = 5,578.50
  ['2025 single edge 48,475', 2025, 'single', 1575000, 4847500, 557850],
  // tax(103,350) = 5,578.50 + (103,350 - 48,475) × 22% = 5,578.50 + 12,072.50 = 17,651.00
  ['2025 single edge 103,350', 2025, 'single', 1575000, 10335000, 1765100],
  // tax(197,300) = 17,651.00 + (197,300 - 103,350) × 24% = 17,651.00 + 22,548.00 = 40,199.00
  ['2025 single edge 197,300', 2025, 'single', 1575000, 19730000, 4019900],
  // tax(250,525) = 40,199.00 + (250,525 - 197,300) × 32% = 40,199.00 + 17,032.00 = 57,231.00
  ['2025 single edge 250,525', 2025, 'single', 1575000, 25052500, 5723100],
  // tax(626,350) = 57,231.00 + (626,350 - 250,525) × 35% = 57,231.00 + 131,538.75 = 188,769.75
  ['2025 single edge 626,350', 2025, 'single', 1575000, 62635000, 18876975],
  // tax(726,350) = 188,769.75 + (726,350 - 626,350) × 37% = 188,769.75 + 37,000.00 = 225,769.75
  ['2025 single 726,350 (top bracket)', 2025, 'single', 1575000, 72635000, 22576975],
  // 2025 married_joint: standard deduction 31,500; brackets 0:10% / 23,850:12% / 96,950:22% / 206,700:24% / 394,600:32% / 501,050:35% / 751,600:37%
  // tax(23,850) = 0.00 + (23,850 - 0) × 10% = 0.00 + 2,385.00 = 2,385.00
  ['2025 married_joint edge 23,850', 2025, 'married_joint', 3150000, 2385000, 238500],
  // tax(96,950) = 2,385.00 + (96,950 - 23,850) × 12% = 2,385.00 + 8,772.00 = 11,157.00
  ['2025 married_joint edge 96,950', 2025, 'married_joint', 3150000, 9695000, 1115700],
  // tax(206,700) = 11,157.00 + (206,700 - 96,950) × 22% = 11,157.00 + 24,145.00 = 35,302.00
  ['2025 married_joint edge 206,700', 2025, 'married_joint', 3150000, 20670000, 3530200],
  // tax(394,600) = 35,302.00 + (394,600 - 206,700) × 24% = 35,302.00 + 45,096.00 = 80,398.00
  ['2025 married_joint edge 394,600', 2025, 'married_joint', 3150000, 39460000, 8039800],
  // tax(501,050) = 80,398.00 + (501,050 - 394,600) × 32% = 80,398.00 + 34,064.00 = 114,462.00
  ['2025 married_joint edge 501,050', 2025, 'married_joint', 3150000, 50105000, 11446200],
  // tax(751,600) = 114,462.00 + (751,600 - 501,050) × 35% = 114,462.00 + 87,692.50 = 202,154.50
  ['2025 married_joint edge 751,600', 2025, 'married_joint', 3150000, 75160000, 20215450],
  // tax(851,600) = 202,154.50 + (851,600 - 751,600) × 37% = 202,154.50 + 37,000.00 = 239,154.50
  ['2025 married_joint 851,600 (top bracket)', 2025, 'married_joint', 3150000, 85160000, 23915450],
  // 2025 married_separate: standard deduction 15,750; brackets 0:10% / 11,925:12% / 48,475:22% / 103,350:24% / 197,300:32% / 250,525:35% / 375,800:37%
  // tax(11,925) = 0.00 + (11,925 - 0) × 10% = 0.00 + 1,192.50 = 1,192.50
  ['2025 married_separate edge 11,925', 2025, 'married_separate', 1575000, 1192500, 119250],
  // tax(48,475) = 1,192.50 + (48,475 - 11,925) × 12% = 1,192.50 + 4,386.00 = 5,578.50
  ['2025 married_separate edge 48,475', 2025, 'married_separate', 1575000, 4847500, 557850],
  // tax(103,350) = 5,578.50 + (103,350 - 48,475) × 22% = 5,578.50 + 12,072.50 = 17,651.00
  ['2025 married_separate edge 103,350', 2025, 'married_separate', 1575000, 10335000, 1765100],
  // tax(197,300) = 17,651.00 + (197,300 - 103,350) × 24% = 17,651.00 + 22,548.00 = 40,199.00
  ['2025 married_separate edge 197,300', 2025, 'married_separate', 1575000, 19730000, 4019900],
  // tax(250,525) = 40,199.00 + (250,525 - 197,300) × 32% = 40,199.00 + 17,032.00 = 57,231.00
  ['2025 married_separate edge 250,525', 2025, 'married_separate', 1575000, 25052500, 5723100],
  // tax(375,800) = 57,231.00 + (375,800 - 250,525) × 35% = 57,231.00 + 43,846.25 = 101,077.25
  ['2025 married_separate edge 375,800', 2025, 'married_separate', 1575000, 37580000, 10107725],
  // tax(475,800) = 101,077.25 + (475,800 - 375,800) × 37% = 101,077.25 + 37,000.00 = 138,077.25
  ['2025 married_separate 475,800 (top bracket)', 2025, 'married_separate', 1575000, 47580000, 13807725],
  // 2025 head_of_household: standard deduction 23,625; brackets 0:10% / 17,000:12% / 64,850:22% / 103,350:24% / 197,300:32% / 250,500:35% / 626,350:37%
  // tax(17,000) = 0.00 + (17,000 - 0) × 10% = 0.00 + 1,700.00 = 1,700.00
  ['2025 head_of_household edge 17,000', 2025, 'head_of_household', 2362500, 1700000, 170000],
  // tax(64,850) = 1,700.00 + (64,850 - 17,000) × 12% = 1,700.00 + 5,742.00 = 7,442.00
  ['2025 head_of_household edge 64,850', 2025, 'head_of_household', 2362500, 6485000, 744200],
  // tax(103,350) = 7,442.00 + (103,350 - 64,850) × 22% = 7,442.00 + 8,470.00 = 15,912.00
  ['2025 head_of_household edge 103,350', 2025, 'head_of_household', 2362500, 10335000, 1591200],
  // tax(197,300) = 15,912.00 + (197,300 - 103,350) × 24% = 15,912.00 + 22,548.00 = 38,460.00
  ['2025 head_of_household edge 197,300', 2025, 'head_of_household', 2362500, 19730000, 3846000],
  // tax(250,500) = 38,460.00 + (250,500 - 197,300) × 32% = 38,460.00 + 17,024.00 = 55,484.00
  ['2025 head_of_household edge 250,500', 2025, 'head_of_household', 2362500, 25050000, 5548400],
  // tax(626,350) = 55,484.00 + (626,350 - 250,500) × 35% = 55,484.00 + 131,547.50 = 187,031.50
  ['2025 head_of_household edge 626,350', 2025, 'head_of_household', 2362500, 62635000, 18703150],
  // tax(726,350) = 187,031.50 + (726,350 - 626,350) × 37% = 187,031.50 + 37,000.00 = 224,031.50
  ['2025 head_of_household 726,350 (top bracket)', 2025, 'head_of_household', 2362500, 72635000, 22403150],
  // 2026 single: standard deduction 16,100; brackets 0:10% / 12,400:12% / 50,400:22% / 105,700:24% / 201,775:32% / 256,225:35% / 640,600:37%
  // tax(12,400) = 0.00 + (12,400 - 0) × 10% = 0.00 + 1,240.00 = 1,240.00
  ['2026 single edge 12,400', 2026, 'single', 1610000, 1240000, 124000],
  // tax(50,400) = 1,240.00 + (50,400 - 12,400) × 12% = 1,240.00 + 4,560.00 = 5,800.00
  ['2026 single edge 50,400', 2026, 'single', 1610000, 5040000, 580000],
  // tax(105,700) = 5,800.00 + (105,700 - 50,400) × 22% = 5,800.00 + 12,166.00 = 17,966.00
  ['2026 single edge 105,700', 2026, 'single', 1610000, 10570000, 1796600],
  // tax(201,775) = 17,966.00 + (201,775 - 105,700) × 24% = 17,966.00 + 23,058.00 = 41,024.00
  ['2026 single edge 201,775', 2026, 'single', 1610000, 20177500, 4102400],
  // tax(256,225) = 41,024.00 + (256,225 - 201,775) × 32% = 41,024.00 + 17,424.00 = 58,448.00
  ['2026 single edge 256,225', 2026, 'single', 1610000, 25622500, 5844800],
  // tax(640,600) = 58,448.00 + (640,600 - 256,225) × 35% = 58,448.00 + 134,531.25 = 192,979.25
  ['2026 single edge 640,600', 2026, 'single', 1610000, 64060000, 19297925],
  // tax(740,600) = 192,979.25 + (740,600 - 640,600) × 37% = 192,979.25 + 37,000.00 = 229,979.25
  ['2026 single 740,600 (top bracket)', 2026, 'single', 1610000, 74060000, 22997925],
  // 2026 married_joint: standard deduction 32,200; brackets 0:10% / 24,800:12% / 100,800:22% / 211,400:24% / 403,550:32% / 512,450:35% / 768,700:37%
  // tax(24,800) = 0.00 + (24,800 - 0) × 10% = 0.00 + 2,480.00 = 2,480.00
  ['2026 married_joint edge 24,800', 2026, 'married_joint', 3220000, 2480000, 248000],
  // tax(100,800) = 2,480.00 + (100,800 - 24,800) × 12% = 2,480.00 + 9,120.00 = 11,600.00
  ['2026 married_joint edge 100,800', 2026, 'married_joint', 3220000, 10080000, 1160000],
  // tax(211,400) = 11,600.00 + (211,400 - 100,800) × 22% = 11,600.00 + 24,332.00 = 35,932.00
  ['2026 married_joint edge 211,400', 2026, 'married_joint', 3220000, 21140000, 3593200],
  // tax(403,550) = 35,932.00 + (403,550 - 211,400) × 24% = 35,932.00 + 46,116.00 = 82,048.00
  ['2026 married_joint edge 403,550', 2026, 'married_joint', 3220000, 40355000, 8204800],
  // tax(512,450) = 82,048.00 + (512,450 - 403,550) × 32% = 82,048.00 + 34,848.00 = 116,896.00
  ['2026 married_joint edge 512,450', 2026, 'married_joint', 3220000, 51245000, 11689600],
  // tax(768,700) = 116,896.00 + (768,700 - 512,450) × 35% = 116,896.00 + 89,687.50 = 206,583.50
  ['2026 married_joint edge 768,700', 2026, 'married_joint', 3220000, 76870000, 20658350],
  // tax(868,700) = 206,583.50 + (868,700 - 768,700) × 37% = 206,583.50 + 37,000.00 = 243,583.50
  ['2026 married_joint 868,700 (top bracket)', 2026, 'married_joint', 3220000, 86870000, 24358350],
  // 2026 married_separate: standard deduction 16,100; brackets 0:10% / 12,400:12% / 50,400:22% / 105,700:24% / 201,775:32% / 256,225:35% / 384,350:37%
  // tax(12,400) = 0.00 + (12,400 - 0) × 10% = 0.00 + 1,240.00 = 1,240.00
  ['2026 married_separate edge 12,400', 2026, 'married_separate', 1610000, 1240000, 124000],
  // tax(50,400) = 1,240.00 + (50,400 - 12,400) × 12% = 1,240.00 + 4,560.00 = 5,800.00
  ['2026 married_separate edge 50,400', 2026, 'married_separate', 1610000, 5040000, 580000],
  // tax(105,700) = 5,800.00 + (105,700 - 50,400) × 22% = 5,800.00 + 12,166.00 = 17,966.00
  ['2026 married_separate edge 105,700', 2026, 'married_separate', 1610000, 10570000, 1796600],
  // tax(201,775) = 17,966.00 + (201,775 - 105,700) × 24% = 17,966.00 + 23,058.00 = 41,024.00
  ['2026 married_separate edge 201,775', 2026, 'married_separate', 1610000, 20177500, 4102400],
  // tax(256,225) = 41,024.00 + (256,225 - 201,775) × 32% = 41,024.00 + 17,424.00 = 58,448.00
  ['2026 married_separate edge 256,225', 2026, 'married_separate', 1610000, 25622500, 5844800],
  // tax(384,350) = 58,448.00 + (384,350 - 256,225) × 35% = 58,448.00 + 44,843.75 = 103,291.75
  ['2026 married_separate edge 384,350', 2026, 'married_separate', 1610000, 38435000, 10329175],
  // tax(484,350) = 103,291.75 + (484,350 - 384,350) × 37% = 103,291.75 + 37,000.00 = 140,291.75
  ['2026 married_separate 484,350 (top bracket)', 2026, 'married_separate', 1610000, 48435000, 14029175],
  // 2026 head_of_household: standard deduction 24,150; brackets 0:10% / 17,700:12% / 67,450:22% / 105,700:24% / 201,750:32% / 256,200:35% / 640,600:37%
  // tax(17,700) = 0.00 + (17,700 - 0) × 10% = 0.00 + 1,770.00 = 1,770.00
  ['2026 head_of_household edge 17,700', 2026, 'head_of_household', 2415000, 1770000, 177000],
  // tax(67,450) = 1,770.00 + (67,450 - 17,700) × 12% = 1,770.00 + 5,970.00 = 7,740.00
  ['2026 head_of_household edge 67,450', 2026, 'head_of_household', 2415000, 6745000, 774000],
  // tax(105,700) = 7,740.00 + (105,700 - 67,450) × 22% = 7,740.00 + 8,415.00 = 16,155.00
  ['2026 head_of_household edge 105,700', 2026, 'head_of_household', 2415000, 10570000, 1615500],
  // tax(201,750) = 16,155.00 + (201,750 - 105,700) × 24% = 16,155.00 + 23,052.00 = 39,207.00
  ['2026 head_of_household edge 201,750', 2026, 'head_of_household', 2415000, 20175000, 3920700],
  // tax(256,200) = 39,207.00 + (256,200 - 201,750) × 32% = 39,207.00 + 17,424.00 = 56,631.00
  ['2026 head_of_household edge 256,200', 2026, 'head_of_household', 2415000, 25620000, 5663100],
  // tax(640,600) = 56,631.00 + (640,600 - 256,200) × 35% = 56,631.00 + 134,540.00 = 191,171.00
  ['2026 head_of_household edge 640,600', 2026, 'head_of_household', 2415000, 64060000, 19117100],
  // tax(740,600) = 191,171.00 + (740,600 - 640,600) × 37% = 191,171.00 + 37,000.00 = 228,171.00
  ['2026 head_of_household 740,600 (top bracket)', 2026, 'head_of_household', 2415000, 74060000, 22817100],
];

describe('federal income tax (W-2) at every bracket edge', () => {
  it.each(bracketEdges)('%s', (_label, year, status, std, taxable, tax) => {
    // wages = standard deduction + taxable income, so federal taxable = the edge itself
    const r = federalYear('w2', status, std + taxable, federalLaw(year), PAYROLL);
    expect(r.standardDeduction).toBe(std);
    expect(r.federalTaxable).toBe(taxable);
    expect(r.federalTax).toBe(tax);
  });

  it.each([
    // wages below the standard deduction: taxable max(0, 10,000 - 15,750) = 0
    ['wages below the standard deduction', 2025, 'single' as const, 1_000_000, 0, 0],
    // 2025 single: taxable 15,750.01 - 15,750 = 0.01; tax 0.01 × 10% = 0.001 → 0.00
    ['one cent of taxable income', 2025, 'single' as const, 1_575_001, 1, 0],
    // 2025 single: taxable 15,755 - 15,750 = 5.00; tax 0.50
    ['five dollars of taxable income', 2025, 'single' as const, 1_575_500, 500, 50],
    // 2026 MFJ: 100,000 - 32,200 = 67,800; tax = 2,480.00 + (67,800 - 24,800) × 12% = 2,480.00 + 5,160.00 = 7,640.00
    ['a typical MFJ year', 2026, 'married_joint' as const, 10_000_000, 6_780_000, 764_000],
    // 2025 single: 123,456.78 - 15,750 = 107,706.78; tax(103,350) = 17,651.00;
    // + (107,706.78 - 103,350) × 24% = 4,356.78 × 0.24 = 1,045.6272 → 18,696.6272 → 18,696.63
    ['rounding half a cent once, at the end', 2025, 'single' as const, 12_345_678, 10_770_678, 1_869_663],
  ])('%s', (_label, year, status, wages, taxable, tax) => {
    const r = federalYear('w2', status, wages, federalLaw(year), PAYROLL);
    expect(r.federalTaxable).toBe(taxable);
    expect(r.federalTax).toBe(tax);
    expect(r.agi).toBe(wages);
    expect(r.qbiDeduction).toBe(0);
    expect(r.se.total).toBe(0);
  });
});

describe('W-2 FICA around the wage base and the additional-Medicare threshold', () => {
  // [label, year, status, wages, ssPart, medicarePart, additionalMedicare, total]
  it.each<[string, number, FilingStatus, number, number, number, number, number]>([
    // SS 176,099.99 × 6.2% = 10,918.19938 → 10,918.20; Medicare × 1.45% = 2,553.449855 → 2,553.45
    ['2025 one cent below the wage base', 2025, 'single', 17_609_999, 1_091_820, 255_345, 0, 1_347_165],
    // SS 176,100 × 6.2% = 10,918.20; Medicare 176,100 × 1.45% = 2,553.45
    ['2025 at the wage base 176,100', 2025, 'single', 17_610_000, 1_091_820, 255_345, 0, 1_347_165],
    // SS capped: 10,918.20; Medicare 176,100.01 × 1.45% = 2,553.450145 → 2,553.45
    ['2025 one cent above the wage base', 2025, 'single', 17_610_001, 1_091_820, 255_345, 0, 1_347_165],
    // SS 10,918.20; Medicare 200,000 × 1.45% = 2,900.00; additional 0 (not above 200,000)
    ['2025 single at the 200,000 threshold', 2025, 'single', 20_000_000, 1_091_820, 290_000, 0, 1_381_820],
    // Medicare 200,100 × 1.45% = 2,901.45; additional 100 × 0.9% = 0.90 → 10,918.20 + 2,901.45 + 0.90 = 13,820.55
    ['2025 single 100 above the threshold', 2025, 'single', 20_010_000, 1_091_820, 290_145, 90, 1_382_055],
    // Medicare 250,000 × 1.45% = 3,625.00; additional 0 at the MFJ threshold 250,000
    [
      '2025 MFJ at the 250,000 threshold',
      2025,
      'married_joint',
      25_000_000,
      1_091_820,
      362_500,
      0,
      1_454_320,
    ],
    // Medicare 251,000 × 1.45% = 3,639.50; additional 1,000 × 0.9% = 9.00
    [
      '2025 MFJ 1,000 above the threshold',
      2025,
      'married_joint',
      25_100_000,
      1_091_820,
      363_950,
      900,
      1_456_670,
    ],
    // SS 125,000.01 × 6.2% = 7,750.00062 → 7,750.00; Medicare 1,812.500145 → 1,812.50; additional 0.01 × 0.9% → 0.00
    ['2025 MFS one cent above 125,000', 2025, 'married_separate', 12_500_001, 775_000, 181_250, 0, 956_250],
    // SS 126,000 × 6.2% = 7,812.00; Medicare 1,827.00; additional 1,000 × 0.9% = 9.00
    ['2025 MFS 1,000 above 125,000', 2025, 'married_separate', 12_600_000, 781_200, 182_700, 900, 964_800],
    // 2024 wage base 168,600: SS 10,453.20; Medicare 2,444.70
    ['2024 at the wage base 168,600', 2024, 'single', 16_860_000, 1_045_320, 244_470, 0, 1_289_790],
    // SS capped 10,453.20; Medicare 168,700 × 1.45% = 2,446.15; HOH threshold 200,000 not reached
    ['2024 HOH above the wage base', 2024, 'head_of_household', 16_870_000, 1_045_320, 244_615, 0, 1_289_935],
    // 2026 wage base 184,500: SS 11,439.00; Medicare 2,675.25
    ['2026 at the wage base 184,500', 2026, 'single', 18_450_000, 1_143_900, 267_525, 0, 1_411_425],
    // SS 11,439.00; Medicare 300,000 × 1.45% = 4,350.00; additional 50,000 × 0.9% = 450.00
    ['2026 MFJ 300,000', 2026, 'married_joint', 30_000_000, 1_143_900, 435_000, 45_000, 1_623_900],
    // SS 1,000.33 × 6.2% = 62.02046 → 62.02; Medicare × 1.45% = 14.504785 → 14.50 (each part rounded)
    ['small wages, parts rounded separately', 2025, 'single', 100_033, 6_202, 1_450, 0, 7_652],
  ])('%s', (_label, year, status, wages, ss, medicare, additional, total) => {
    const f = ficaTax(wages, status, federalLaw(year), PAYROLL);
    expect(f).toEqual({ ssPart: ss, medicarePart: medicare, additionalMedicare: additional, total });
    expect(federalYear('w2', status, wages, federalLaw(year), PAYROLL).fica).toEqual(f);
  });
});

describe('self-employment tax around the wage base and the additional-Medicare threshold', () => {
  // [label, year, status, P, base, ssPart, medicarePart, additional, total, halfSeTax]
  it.each<[string, number, FilingStatus, number, number, number, number, number, number, number]>([
    // base 190,000 × 0.9235 = 175,465.00; SS 175,465 × 12.4% = 21,757.66; Medicare × 2.9% = 5,088.485 → 5,088.49;
    // total 26,846.15; half (21,757.66 + 5,088.49) / 2 = 13,423.075 → 13,423.08
    [
      '2025 base below the wage base',
      2025,
      'single',
      19_000_000,
      17_546_500,
      2_175_766,
      508_849,
      0,
      2_684_615,
      1_342_308,
    ],
    // base 190,687.60 × 0.9235 = 176,099.9986 → 176,100.00 (= wage base); SS 21,836.40; Medicare 5,106.90; half 13,471.65
    [
      '2025 base at the wage base',
      2025,
      'single',
      19_068_760,
      17_610_000,
      2_183_640,
      510_690,
      0,
      2_694_330,
      1_347_165,
    ],
    // base 190,687.61 × 0.9235 = 176,100.0078 → 176,100.01; SS capped 21,836.40; Medicare 5,106.90029 → 5,106.90
    [
      '2025 base one cent above the wage base',
      2025,
      'single',
      19_068_761,
      17_610_001,
      2_183_640,
      510_690,
      0,
      2_694_330,
      1_347_165,
    ],
    // base 184,700.00; SS capped 21,836.40; Medicare 184,700 × 2.9% = 5,356.30; half 27,192.70 / 2 = 13,596.35
    [
      '2025 base above the wage base',
      2025,
      'single',
      20_000_000,
      18_470_000,
      2_183_640,
      535_630,
      0,
      2_719_270,
      1_359_635,
    ],
    // base 230,875.00; Medicare 6,695.375 → 6,695.38; additional (230,875 - 200,000) × 0.9% = 277.875 → 277.88;
    // total 21,836.40 + 6,695.38 + 277.88 = 28,809.66; half (21,836.40 + 6,695.38) / 2 = 14,265.89
    [
      '2025 single above the additional-Medicare threshold',
      2025,
      'single',
      25_000_000,
      23_087_500,
      2_183_640,
      669_538,
      27_788,
      2_880_966,
      1_426_589,
    ],
    // base 277,050.00; Medicare 8,034.45; additional (277,050 - 250,000) × 0.9% = 243.45; half (21,836.40 + 8,034.45) / 2 = 14,935.425 → 14,935.43
    [
      '2025 MFJ above the threshold',
      2025,
      'married_joint',
      30_000_000,
      27_705_000,
      2_183_640,
      803_445,
      24_345,
      3_011_430,
      1_493_543,
    ],
    // 2026 wage base 184,500: base 193,935.00; SS 184,500 × 12.4% = 22,878.00; Medicare 5,624.115 → 5,624.12; half 14,251.06
    [
      '2026 base above the wage base',
      2026,
      'single',
      21_000_000,
      19_393_500,
      2_287_800,
      562_412,
      0,
      2_850_212,
      1_425_106,
    ],
    // 2024 MFS: base 138,525.00; SS 17,177.10; Medicare 4,017.225 → 4,017.23; additional (138,525 - 125,000) × 0.9% = 121.725 → 121.73
    [
      '2024 MFS above its 125,000 threshold',
      2024,
      'married_separate',
      15_000_000,
      13_852_500,
      1_717_710,
      401_723,
      12_173,
      2_131_606,
      1_059_717,
    ],
    ['no profit', 2025, 'single', 0, 0, 0, 0, 0, 0, 0],
  ])('%s', (_label, year, status, profit, base, ss, medicare, additional, total, half) => {
    const s = seTax(profit, status, federalLaw(year), PAYROLL);
    expect(s).toEqual({
      base,
      ssPart: ss,
      medicarePart: medicare,
      additionalMedicare: additional,
      total,
      halfSeTax: half,
    });
  });
});

describe('1099 federal: AGI, QBI below and above its threshold', () => {
  // [label, year, status, P, agi, qbi, taxable, tax]
  it.each<[string, number, FilingStatus, number, number, number, number, number]>([
    // SE 14,129.55 (base 92,350; SS 11,451.40; Medicare 2,678.15); half 7,064.775 → 7,064.78; AGI 92,935.22;
    // before QBI 92,935.22 - 15,750 = 77,185.22; QBI min(20% × 92,935.22 = 18,587.04, 20% × 77,185.22 = 15,437.044 → 15,437.04);
    // taxable 61,748.18; tax 5,578.50 + (61,748.18 - 48,475) × 22% = 5,578.50 + 2,920.0996 = 8,498.5996 → 8,498.60
    [
      '2025 single 100,000: QBI capped at 20% of AGI - std',
      2025,
      'single',
      10_000_000,
      9_293_522,
      1_543_704,
      6_174_818,
      849_860,
    ],
    // base 18,470; SS 2,290.28; Medicare 535.63; half 1,412.955 → 1,412.96; AGI 18,587.04; before 2,837.04;
    // QBI min(3,717.41, 567.408 → 567.41) = 567.41; taxable 2,269.63; tax 226.963 → 226.96
    ['2025 single 20,000: small profit', 2025, 'single', 2_000_000, 1_858_704, 56_741, 226_963, 22_696],
    // base 9,235; SE 1,412.96; half 706.48; AGI 9,293.52 < std 15,750: QBI 0, taxable 0, tax 0
    ['2025 single 10,000: AGI below the standard deduction', 2025, 'single', 1_000_000, 929_352, 0, 0, 0],
    // base 227,008.01 × 0.9235 = 209,641.8972 → 209,641.90; SS 21,836.40; Medicare 6,079.6151 → 6,079.62;
    // half (21,836.40 + 6,079.62) / 2 = 13,958.01; AGI 213,050.00; before QBI 197,300.00 = threshold (not above):
    // QBI min(42,610.00, 39,460.00) = 39,460.00; taxable 157,840.00;
    // tax 17,651.00 + (157,840 - 103,350) × 24% = 17,651.00 + 13,077.60 = 30,728.60
    [
      '2025 single exactly at the QBI threshold',
      2025,
      'single',
      22_700_801,
      21_305_000,
      3_946_000,
      15_784_000,
      3_072_860,
    ],
    // one cent more: AGI 213,050.01, TI 197,300.01 just above T = 197,300: phase-in f = 0.01 / 50,000;
    // 20% × 213,050.01 × (1 - f)² = 42,609.98, capped at 20% × TI = 39,460.002 → 39,460.00 (version 2: no cliff);
    // taxable 157,840.01; tax 17,651.00 + (157,840.01 - 103,350) × 24% = 17,651.00 + 13,077.6024 → 30,728.60
    [
      '2025 single one cent above the QBI threshold: phased in, not cut to 0',
      2025,
      'single',
      22_700_802,
      21_305_001,
      3_946_000,
      15_784_001,
      3_072_860,
    ],
    // SE 28,809.66, half 14,265.89; AGI 235,734.11; TI 219,984.11: f = (219,984.11 - 197,300) / 50,000 = 0.4536822;
    // QBID = 20% × 235,734.11 × (1 - f)² = 47,146.822 × 0.298463... = 14,071.59 (< 20% × TI = 43,996.82);
    // taxable 219,984.11 - 14,071.59 = 205,912.52; tax 40,199.00 + (205,912.52 - 197,300) × 32% = 42,955.0064 → 42,955.01
    [
      '2025 single 250,000: inside the phase-in range',
      2025,
      'single',
      25_000_000,
      23_573_411,
      1_407_159,
      20_591_252,
      4_295_501,
    ],
    // 2026 MFJ: base 277,050; SS 22,878.00; Medicare 8,034.45; add 243.45; half (22,878.00 + 8,034.45) / 2 = 15,456.225 → 15,456.23;
    // AGI 284,543.77; before 252,343.77 <= 403,500: QBI min(56,908.754 → 56,908.75, 50,468.754 → 50,468.75) = 50,468.75;
    // taxable 284,543.77 - 32,200 - 50,468.75 = 201,875.02; tax(100,800) = 2,480.00 + (100,800 - 24,800) × 12% = 11,600.00;
    // + (201,875.02 - 100,800) × 22% = 101,075.02 × 0.22 = 22,236.5044 → 33,836.5044 → 33,836.50
    ['2026 MFJ 300,000', 2026, 'married_joint', 30_000_000, 28_454_377, 5_046_875, 20_187_502, 3_383_650],
    // 2024 HOH: base 55,410; SS 6,870.84; Medicare 1,606.89; half 4,238.865 → 4,238.87; AGI 55,761.13;
    // before 33,861.13; QBI min(11,152.226 → 11,152.23, 6,772.226 → 6,772.23) = 6,772.23; taxable 27,088.90;
    // tax 1,655.00 + (27,088.90 - 16,550) × 12% = 1,655.00 + 1,264.668 = 2,919.668 → 2,919.67
    ['2024 HOH 60,000', 2024, 'head_of_household', 6_000_000, 5_576_113, 677_223, 2_708_890, 291_967],
  ])('%s', (_label, year, status, profit, agi, qbi, taxable, tax) => {
    const r = federalYear('1099', status, profit, federalLaw(year), PAYROLL);
    expect(r.agi).toBe(agi);
    expect(r.qbiDeduction).toBe(qbi);
    expect(r.federalTaxable).toBe(taxable);
    expect(r.federalTax).toBe(tax);
    expect(r.fica.total).toBe(0);
    expect(r.agi).toBe(profit - r.se.halfSeTax);
  });
});

describe('QBI deduction of a specified service (docs/tax-method.md §3): phase-in and the 2026 minimum', () => {
  // [label, year, status, QBI, TI (taxable income before the deduction), QBID] in cents.
  // 2026: T = 201,750 / R = 75,000 single; T = 403,500 / R = 150,000 married_joint. 2025 single: 197,300 / 50,000.
  it.each<[string, number, FilingStatus, number, number, number]>([
    // f = 0 (TI = T): 20% × 150,000 = 30,000.00 (< 20% × 201,750 = 40,350)
    ['2026 single f = 0', 2026, 'single', 15_000_000, 20_175_000, 3_000_000],
    // f = (239,250 - 201,750) / 75,000 = 0.5: 20% × 150,000 × 0.5 × 0.5 = 7,500.00
    ['2026 single f = 0.5', 2026, 'single', 15_000_000, 23_925_000, 750_000],
    // f = 1 (TI = T + R = 276,750): 0
    ['2026 single f = 1', 2026, 'single', 15_000_000, 27_675_000, 0],
    // f = 74,999.99 / 75,000: 20% × 150,000 × (0.01 / 75,000)² ≈ 0.00; the 2026 $400 minimum applies (TI < T + R)
    ['2026 single one cent below T + R: the $400 minimum', 2026, 'single', 15_000_000, 27_674_999, 40_000],
    // f = 0: 20% × 300,000 = 60,000.00 (< 20% × 403,500 = 80,700)
    ['2026 married_joint f = 0', 2026, 'married_joint', 30_000_000, 40_350_000, 6_000_000],
    // f = (478,500 - 403,500) / 150,000 = 0.5: 20% × 300,000 × 0.25 = 15,000.00
    ['2026 married_joint f = 0.5', 2026, 'married_joint', 30_000_000, 47_850_000, 1_500_000],
    // f = 1 (TI = 553,500): 0
    ['2026 married_joint f = 1', 2026, 'married_joint', 30_000_000, 55_350_000, 0],
    // 2025 single f = (222,300 - 197,300) / 50,000 = 0.5: 20% × 150,000 × 0.25 = 7,500.00
    ['2025 single f = 0.5', 2025, 'single', 15_000_000, 22_230_000, 750_000],
    // 2025 has no minimum: one cent below T + R, 20% × 150,000 × (0.01 / 50,000)² → 0.00
    ['2025 single one cent below T + R: no minimum before 2026', 2025, 'single', 15_000_000, 24_729_999, 0],
    // f = 0.3 (TI = 224,250): 20% × 100,000.01 × 0.49 = 9,800.00098 → 9,800.00, rounded once
    ['2026 single f = 0.3, rounded once', 2026, 'single', 10_000_001, 22_425_000, 980_000],
    // 20% × 100,000 = 20,000 capped at 20% × TI 40,000 = 8,000.00
    ['capped at 20% of TI', 2026, 'single', 10_000_000, 4_000_000, 800_000],
    // QBI 1,000: 20% = 200.00, raised to the $400 minimum (TI 1,500 >= 400)
    ['2026 $400 minimum at QBI 1,000', 2026, 'single', 100_000, 150_000, 40_000],
    // QBI 999.99 < 1,000: no minimum; 20% × 999.99 = 199.998 → 200.00
    ['2026 QBI 999.99: no minimum', 2026, 'single', 99_999, 150_000, 20_000],
    // the minimum is still capped at TI: min(max(60.00, 400.00), 300.00) = 300.00
    ['2026 minimum capped at TI', 2026, 'single', 100_000, 30_000, 30_000],
    // 2025: 20% × 1,000 = 200.00, no minimum
    ['2025 no minimum', 2025, 'single', 100_000, 150_000, 20_000],
    // the tax year decides, not the table: 2027 uses the 2026 tables and keeps the minimum
    ['2027 (2026 tables) keeps the minimum', 2027, 'single', 100_000, 150_000, 40_000],
  ])('%s', (_label, year, status, qbi, ti, expected) => {
    expect(qbiDeduction(qbi, ti, status, federalLaw(year), PAYROLL, year)).toBe(expected);
  });
});

describe('self-employment tax: none under a $400 base (docs/tax-method.md §3)', () => {
  it.each([
    // 433.00 × 0.9235 = 399.8755 → 399.88 < 400: no SE tax, no half SE
    ['base 399.88', 43_300, 39_988, 0, 0],
    // 434.00 × 0.9235 = 400.799 → 400.80: 12.4% = 49.6992 → 49.70; 2.9% = 11.6232 → 11.62; 61.32; half 30.66
    ['base 400.80', 43_400, 40_080, 6_132, 3_066],
  ])('%s', (_label, profit, base, total, half) => {
    const s = seTax(profit, 'single', federalLaw(2026), PAYROLL);
    expect([s.base, s.total, s.halfSeTax]).toEqual([base, total, half]);
    // federal: AGI = P - half
    expect(federalYear('1099', 'single', profit, federalLaw(2026), PAYROLL).agi).toBe(profit - half);
  });
});

describe('W-2 overtime deduction (docs/tax-method.md §3a: IRC 225(b), 2025-2028, not married_separate)', () => {
  // [label, year, status, qualified overtime, MAGI, deduction] in cents. Version 3: the qualified amount is
  // given (the FLSA premium or W-2 box 12 code TT); $100 off for each FULL $1,000 of MAGI over the threshold.
  it.each<[string, number, FilingStatus, number, number, number]>([
    // 10,000 qualified; MAGI 150,000 not above the threshold: no reduction
    ['under the cap, no phase-down', 2026, 'single', 1_000_000, 15_000_000, 1_000_000],
    // 150,999.99: 999.99 over, no full $1,000 → no step (a smooth 10% would take 100.00)
    ['a partial $1,000 does not count', 2026, 'single', 1_000_000, 15_099_999, 1_000_000],
    // 151,000: one full step → 10,000 - 100 = 9,900.00
    ['one full step', 2026, 'single', 1_000_000, 15_100_000, 990_000],
    // 151,999.99: still one step → 9,900.00
    ['just under two steps', 2026, 'single', 1_000_000, 15_199_999, 990_000],
    // 200,000: 50 steps × 100 = 5,000 → 5,000.00
    ['phased down', 2026, 'single', 1_000_000, 20_000_000, 500_000],
    // 250,000: 100 steps × 100 = 10,000 → 0
    ['phased out', 2026, 'single', 1_000_000, 25_000_000, 0],
    ['phased out, floored at 0', 2026, 'single', 1_000_000, 40_000_000, 0],
    // 20,000 capped at 12,500; 10 steps → 12,500 - 1,000 = 11,500.00
    ['capped at 12,500, then phased down', 2026, 'single', 2_000_000, 16_000_000, 1_150_000],
    ['head of household: the single cap', 2026, 'head_of_household', 2_000_000, 10_000_000, 1_250_000],
    // 30,000 capped at 25,000; (320,000 - 300,000) / 1,000 = 20 steps → 25,000 - 2,000 = 23,000.00
    ['married_joint: 25,000 cap, 300,000 threshold', 2026, 'married_joint', 3_000_000, 32_000_000, 2_300_000],
    ['married_separate: none', 2026, 'married_separate', 1_000_000, 10_000_000, 0],
    ['2025: first year', 2025, 'single', 1_000_000, 10_000_000, 1_000_000],
    ['2028: last year', 2028, 'single', 1_000_000, 10_000_000, 1_000_000],
    ['2024: not yet', 2024, 'single', 1_000_000, 10_000_000, 0],
    ['2029: no longer', 2029, 'single', 1_000_000, 10_000_000, 0],
  ])('%s', (_label, year, status, qualified, magi, expected) => {
    expect(overtimeDeduction(qualified, magi, status, year)).toBe(expected);
  });

  it('lowers W-2 federal taxable income', () => {
    // 2026 single: wages 100,000 with 3,000 of qualified overtime: deduction 3,000;
    // taxable 100,000 - 16,100 - 3,000 = 80,900; tax 5,800.00 + (80,900 - 50,400) × 22% = 12,510.00
    const r = federalYear('w2', 'single', 10_000_000, federalLaw(2026), PAYROLL, {
      qualifiedOvertime: 300_000,
    });
    expect(r).toMatchObject({ overtimeDeduction: 300_000, federalTaxable: 8_090_000, federalTax: 1_251_000 });
  });
});
