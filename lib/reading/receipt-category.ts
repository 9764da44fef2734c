import type { ReceiptFields } from '@/lib/reading/receipts/model-schema';

// The expense category a receipt suggests, from words in the merchant's name (worth 2) and in the rest of
// the receipt (worth 1 each): a category needs 2 and a clear lead, otherwise none is suggested and the
// worker picks one. A pharmacy selling a scrub cap is not a uniform shop. Pure.

type Category = NonNullable<ReceiptFields['category']>;

interface Words {
  /** In the merchant's name. */
  name: RegExp;
  /** Anywhere on the receipt. */
  body?: RegExp;
}

const w = (words: string) => new RegExp(String.raw`\b(?:${words})\b`, 'i');

const WORDS: Partial<Record<Category, Words>> = {
  travel: {
    name: w(
      "shell|chevron|exxon|mobil|conoco|phillips 66|sinclair|valero|sunoco|texaco|citgo|marathon|circle k|maverik|love's|pilot|flying j|quiktrip|gasoline|fuel|rent-a-car|car rental|hertz|avis|alamo|uber|lyft|taxi|cab|airlines?|amtrak|greyhound",
    ),
    body: w('unleaded|diesel|gallons?|gal|pump|fuel|fare|trip|mileage|rental'),
  },
  parking: { name: w('parking|garage|park & fly'), body: w('parking|toll|entry|exit') },
  lodging: {
    name: w('hotel|motel|inn|suites|lodge|resort|marriott|hilton|hampton|hyatt|airbnb|extended stay'),
    body: w('room|nights?|folio|arrival|departure|occupancy'),
  },
  meals: {
    name: w(
      "restaurant|cafe|café|coffee|grill|pizza|taco|tacos|burger|diner|kitchen|bakery|bistro|deli|bbq|sushi|starbucks|mcdonald's|chipotle|subway|denny's|panera|dunkin|wendy's|chick-fil-a",
    ),
    body: w('server|table|guests|gratuity|tip'),
  },
  uniforms: {
    name: w('scrubs|uniforms?|figs|cherokee|jaanuu'),
    body: w('scrub top|scrub pants|nursing shoes|uniform'),
  },
  licensing: { name: w('board of nursing|nursys'), body: w('license|licensure|renewal') },
  phone_internet: {
    name: w('wireless|verizon|t-mobile|at&t|sprint|xfinity|comcast|cricket|internet'),
  },
  ce_credits: { name: w('ceufast|nurse\\.com'), body: w('continuing education|ce credits?|ceus?') },
  tax_prep: { name: w('h&r block|turbotax|jackson hewitt'), body: w('tax preparation') },
};

/** The category the receipt's words point to, or null. */
export function receiptCategory(merchant: string | null, lines: string[]): Category | null {
  const body = lines.join('\n');
  const scores = Object.entries(WORDS).map(([category, words]) => {
    const inName = merchant && words.name.test(merchant) ? 2 : 0;
    const inBody = words.body ? [...body.matchAll(new RegExp(words.body, 'gi'))].length : 0;
    return { category: category as Category, score: inName + Math.min(inBody, 3) };
  });
  scores.sort((a, b) => b.score - a.score);
  const [first, second] = scores;
  if (!first || first.score < 2 || (second && second.score === first.score)) return null;
  return first.category;
}
