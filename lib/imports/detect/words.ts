import type { ExpenseCategory, TripPurpose } from '../kinds';

// The source's own words to the app's categories and purposes: a category column ("Lodging", "Gas",
// "Food & Drink", "Business") or, without one, the description ("MARRIOTT DENVER", "SHELL OIL"). Personal
// spending a bank export is full of (groceries, transfers, card payments) maps to `skip`: a worker turns it
// on per word when it really is a work cost. Unknown words map to null (the import's default). Pure.

export const SKIP = 'skip' as const;
export type Skip = typeof SKIP;

type Rule<T> = [RegExp, T | Skip];

// First match wins: the specific rules come before the broad ones ("Enterprise Rent-A-Car" is travel, not
// rent; "Uber Eats" is a meal, not a ride; "Health insurance" is insurance, "Health & Wellness" personal).
const CATEGORY_RULES: Rule<ExpenseCategory>[] = [
  [/tax prep|tax prepar|turbotax|h ?& ?r block|taxact|accountant|\bcpa\b/, 'tax_prep'],
  [/licen[cs]|board of nursing|nursys|compact state|fingerprint/, 'licensing'],
  [
    /\bce\b|\bceu|continuing ed|education|course|training|seminar|conference|medbridge|netce|ceufast/,
    'ce_credits',
  ],
  [/rent-?a-?car|car rental|rental car|hertz|avis|budget car|national car/, 'travel'],
  [
    /lodging|hotel|motel|airbnb|vrbo|furnished finder|housing|accommodation|marriott|hilton|hyatt|holiday inn|extended stay|\binn\b|suites|\brent\b/,
    'lodging',
  ],
  [
    /meal|food|restaurant|dining|drink|coffee|cafe|starbucks|mcdonald|chipotle|doordash|uber ?eats|grubhub|subway/,
    'meals',
  ],
  [/parking|park ?mobile|spothero|toll|e-?z ?pass|sunpass|fastrak/, 'parking'],
  [
    /phone|internet|wireless|cellular|verizon|at ?& ?t|t-?mobile|sprint|comcast|xfinity|spectrum|wi-?fi/,
    'phone_internet',
  ],
  [/uniform|scrubs|\bfigs\b|clothing|shoes|footwear/, 'uniforms'],
  [/insurance|malpractice|liability cover|\bnso\b/, 'insurance'],
  [/dues|membership|association|\bunion\b|subscription|\bana\b|aacn/, 'dues'],
  [
    /grocer|shopping|entertain|personal|\bhome\b|health|gift|donation|charit|payment|transfer|deposit|interest|\batm\b|paycheck|payroll|income|refund/,
    SKIP,
  ],
  [
    /travel|\bgas\b|gasoline|fuel|auto|car wash|uber|lyft|taxi|transport|airline|airfare|flight|delta|united air|american air|southwest|jetblue|alaska air|amtrak|train|\bbus\b|\bshell\b|chevron|exxon|mobil|\bbp\b|sunoco|speedway|wawa|circle k|valero|texaco/,
    'travel',
  ],
  [/suppl|equipment|stethoscope|office|amazon|target|walmart|staples/, 'supplies'],
];

const PURPOSE_RULES: Rule<TripPurpose>[] = [
  [/unclassified/, SKIP],
  [/tax home|home visit|visit home|going home|trip home/, 'tax_home_visit'],
  [/licen[cs]|exam|board|certification/, 'licensing'],
  [/personal|commut|private/, 'personal'],
  [/business|work|client|patient|assignment|hospital|facility|shift|orientation/, 'work_travel'],
  [/medical|charit|moving|other/, 'other'],
];

/** Lower case, single spaces, "&" kept: "Food & Drink" → "food & drink". */
export function normalizeWord(word: string): string {
  return word.toLowerCase().replace(/\s+/g, ' ').trim();
}

function firstMatch<T>(rules: Rule<T>[], word: string): T | Skip | null {
  const w = normalizeWord(word);
  if (!w) return null;
  return rules.find(([re]) => re.test(w))?.[1] ?? null;
}

export const categoryFor = (word: string) => firstMatch(CATEGORY_RULES, word);
export const purposeFor = (word: string) => firstMatch(PURPOSE_RULES, word);
