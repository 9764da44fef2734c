// npm run openapi:types — regenerates tests/generated/openapi.d.ts from the OpenAPI document
// npm run openapi:lint  — lints the document with Redocly (redocly.yaml); exits 1 on any problem
import { writeFileSync } from 'node:fs';
import { apiDocument } from '@/app/api/v1/document';
import { generateTypes, lintDocument, TYPES_FILE } from '@/tests/helpers/openapi-tools';

const command = process.argv[2];
if (command === 'types') {
  writeFileSync(TYPES_FILE, await generateTypes(apiDocument()));
  console.log(`wrote ${TYPES_FILE}`);
} else if (command === 'lint') {
  const { totals, problems } = await lintDocument(apiDocument());
  for (const p of problems) console.log(`${p.severity} ${p.ruleId}: ${p.message}`);
  console.log(`${totals.errors} errors, ${totals.warnings} warnings`);
  process.exitCode = totals.errors + totals.warnings > 0 ? 1 : 0;
} else {
  console.error('Usage: tsx scripts/openapi.ts types|lint');
  process.exitCode = 2;
}
