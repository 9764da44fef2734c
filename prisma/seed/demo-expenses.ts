import type { Assignment } from '@/lib/generated/prisma/client';
import { assignmentOn, PLACES } from './demo-assignments';
import { dayBetween, type Span } from './dates';
import type { Rng } from './random';

// Fifty expenses of a travel nurse's year, every category present; the ones that belong to a contract
// (travel, lodging, meals, parking...) are linked to the contract running on their date.

type Category =
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

interface Kind {
  category: Category;
  /** Relative frequency after the first one of each category. */
  weight: number;
  /** Dollars, both included. */
  min: number;
  max: number;
  linked: boolean;
  descriptions: readonly string[];
}

const KINDS: readonly Kind[] = [
  {
    category: 'travel',
    weight: 8,
    min: 140,
    max: 620,
    linked: true,
    descriptions: [
      'Flight to {city}',
      'Checked bags, flight to {city}',
      'Rental car, first week in {city}',
      'Gas, drive to {city}',
    ],
  },
  {
    category: 'licensing',
    weight: 2,
    min: 60,
    max: 350,
    linked: false,
    descriptions: [
      '{state} RN license by endorsement',
      'Fingerprinting and background check',
      'Nursys license verification',
    ],
  },
  {
    category: 'supplies',
    weight: 4,
    min: 15,
    max: 220,
    linked: true,
    descriptions: [
      'Stethoscope',
      'Compression socks',
      'Penlight, trauma shears, badge reel',
      'Clinical reference app',
    ],
  },
  {
    category: 'ce_credits',
    weight: 2,
    min: 40,
    max: 300,
    linked: false,
    descriptions: ['CEU bundle, 30 contact hours', 'Trauma nursing core course', 'Sepsis update webinar'],
  },
  {
    category: 'meals',
    weight: 6,
    min: 12,
    max: 65,
    linked: true,
    descriptions: ['Meals on the drive to {city}', 'Lunch, orientation day', 'Dinner, travel day'],
  },
  {
    category: 'lodging',
    weight: 3,
    min: 120,
    max: 900,
    linked: true,
    descriptions: [
      'Hotel before the lease in {city} started',
      'Hotel, one night on the road',
      'Extended-stay deposit, {city}',
    ],
  },
  {
    category: 'uniforms',
    weight: 3,
    min: 40,
    max: 240,
    linked: true,
    descriptions: ['Scrubs, {facility} colour code', 'Nursing clogs', 'Scrub jacket'],
  },
  {
    category: 'insurance',
    weight: 1,
    min: 90,
    max: 250,
    linked: false,
    descriptions: ['Professional liability insurance', 'Renters insurance, travel housing'],
  },
  {
    category: 'dues',
    weight: 1,
    min: 45,
    max: 200,
    linked: false,
    descriptions: ['ANA membership dues', 'Emergency Nurses Association dues'],
  },
  {
    category: 'parking',
    weight: 4,
    min: 8,
    max: 180,
    linked: true,
    descriptions: [
      'Hospital garage permit, {facility}',
      'Parking, orientation week',
      'Street parking near {facility}',
    ],
  },
  {
    category: 'phone_internet',
    weight: 3,
    min: 45,
    max: 95,
    linked: false,
    descriptions: ['Mobile phone, work share', 'Hotspot plan while on assignment'],
  },
  {
    category: 'tax_prep',
    weight: 1,
    min: 250,
    max: 450,
    linked: false,
    descriptions: ['Tax preparation, travel-nurse CPA'],
  },
  {
    category: 'other',
    weight: 2,
    min: 25,
    max: 160,
    linked: false,
    descriptions: ['Drug screen and physical', 'Immunization titers', 'Notary for contract documents'],
  },
];

export interface ExpenseRow {
  user_id: number;
  date: Date;
  category: Category;
  amount: number;
  description: string;
  assignment_id: number | null;
}

function weightedKind(rng: Rng): Kind {
  const total = KINDS.reduce((sum, k) => sum + k.weight, 0);
  let roll = rng.next() * total;
  for (const kind of KINDS) {
    roll -= kind.weight;
    if (roll < 0) return kind;
  }
  return KINDS[0] as Kind;
}

export function demoExpenses(
  userId: number,
  assignments: readonly Assignment[],
  range: Span,
  rng: Rng,
  count = 50,
): ExpenseRow[] {
  const rows: ExpenseRow[] = [];
  for (let i = 0; i < count; i++) {
    const kind = i < KINDS.length ? (KINDS[i] as Kind) : weightedKind(rng);
    const date = dayBetween(range.start, range.end, rng.next);
    const near = assignmentOn(assignments, date);
    const place = PLACES.find((p) => p.city === near?.location) ?? rng.pick(PLACES);
    const description = rng
      .pick(kind.descriptions)
      .replace('{city}', place.city)
      .replace('{state}', place.state)
      .replace('{facility}', place.facility);
    rows.push({
      user_id: userId,
      date,
      category: kind.category,
      amount: rng.int(kind.min * 100, kind.max * 100),
      description,
      assignment_id: kind.linked ? (near?.id ?? null) : null,
    });
  }
  return rows.sort((a, b) => a.date.getTime() - b.date.getTime());
}
