// Reads the reference directory and returns the generated data modules (file name → exact content).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { mapFederal, mapMileage } from './federal';
import { mapGsa } from './gsa';
import { mapStates } from './states';
import { type Json, parseCsv, stringify } from './util';

export const DATA_FILES = [
  'federal.json',
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
  const { gsa, zip } = mapGsa(
    json('gsa.json'),
    parseCsv(read('gsa_fy2026_destinations.csv')),
    parseCsv(read('gsa_fy2026_zip_to_destination.csv')),
  );
  return {
    'federal.json': stringify(federal),
    'mileage.json': stringify(mapMileage(federalRef)),
    'states.json': stringify(mapStates(json('states.json'), federal)),
    'gsa.json': stringify(gsa),
    'gsa-zip.json': stringify(zip),
  };
}
