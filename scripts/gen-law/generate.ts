// Reads the reference directory and returns the generated data modules (file name → exact content).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { mapFederal, mapMileage } from './federal';
import { mapGsa } from './gsa';
import { mapHousehold } from './household';
import { mapLocal } from './local';
import { mapStates } from './states';
import { type Json, parseCsv, stringify } from './util';

/** The reference file the state tables come from. */
export const STATES_REFERENCE = 'states-v3.json';

export const DATA_FILES = [
  'federal.json',
  'household.json',
  'local.json',
  'mileage.json',
  'states.json',
  'gsa.json',
  'gsa-zip.json',
] as const;

export function generateLawData(referenceDir: string): Record<(typeof DATA_FILES)[number], string> {
  const read = (name: string) => readFileSync(path.join(referenceDir, name), 'utf8');
  const json = (name: string) => JSON.parse(read(name)) as Json;
  const federalRef = json('federal.json');
  const federal = mapFederal(federalRef);
  const zipRows = parseCsv(read('gsa_fy2026_zip_to_destination.csv'));
  const { gsa, zip } = mapGsa(json('gsa.json'), parseCsv(read('gsa_fy2026_destinations.csv')), zipRows);
  return {
    'federal.json': stringify(federal),
    'household.json': stringify(mapHousehold(json('household.json'), federalRef)),
    'local.json': stringify(mapLocal(json('local.json'))),
    'mileage.json': stringify(mapMileage(federalRef)),
    // states-v3.json: states.json plus the version 3 corrections (reference states.md "November 2026 additions").
    'states.json': stringify(mapStates(json(STATES_REFERENCE), federal)),
    'gsa.json': stringify(gsa),
    'gsa-zip.json': stringify(zip),
  };
}
