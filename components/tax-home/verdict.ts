import type { Tone } from '@/components/ui/badge';

/** The verdict of the IRS tax home test, as a nurse reads it. */
export const VERDICT: Record<string, { label: string; tone: Tone; meaning: string }> = {
  tax_home: {
    label: 'Tax home: 3 of 3',
    tone: 'success',
    meaning: 'Your home meets all three IRS factors: your stipends can be tax-free.',
  },
  facts_and_circumstances: {
    label: 'Borderline: 2 of 3',
    tone: 'warning',
    meaning: 'With two factors, the IRS decides on all your facts. Meet the third to be safe.',
  },
  itinerant: {
    label: 'At risk: itinerant',
    tone: 'danger',
    meaning:
      'With one factor or none, the IRS treats you as having no tax home: your stipends would be taxable pay.',
  },
};
