import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import { lawFigures } from './scripts/eslint/law-figures.mjs';

// The import directions of docs/architecture.md §1, checked (eslint-plugin-import's no-restricted-paths;
// a file a zone names as `target` may not import from its `from`). The `from` globs are absolute, as the
// rule matches them against resolved paths.
const root = import.meta.dirname;
const at = (p) => `${root}/${p}`;
const SERVICES = [
  'lib/db/**',
  'lib/generated/**',
  'lib/records/**',
  'lib/**/service.ts',
  'lib/**/service/**',
];
const layering = {
  'import/no-restricted-paths': [
    'error',
    {
      zones: [
        {
          target: './lib/tax',
          from: './',
          // lib/core/dates.ts and with-fields.ts import nothing themselves (the next zone): the engine's notes
          // write dates the way every page does.
          except: ['./lib/tax', './node_modules', './lib/core/dates.ts', './lib/core/with-fields.ts'],
          message:
            'The tax engine is pure: lib/tax imports nothing outside itself but lib/core/dates.ts and lib/core/with-fields.ts (docs/architecture.md §1).',
        },
        {
          target: ['./lib/core/dates.ts', './lib/core/with-fields.ts'],
          from: './',
          except: ['./node_modules'],
          message:
            'lib/core/dates.ts and with-fields.ts import nothing, so the pure tax engine may use them (docs/architecture.md §1).',
        },
        {
          target: './components',
          from: SERVICES.map(at),
          message:
            'Components show data they are given: no lib/db and no services; a page or an action calls them (docs/architecture.md §1).',
        },
        {
          target: ['./app/api/!(v1)/**', './app/api/v1/!(health)/**'],
          from: [at('lib/db/**')],
          message: 'Handlers hold no Prisma call: call a service (docs/architecture.md §1).',
        },
        {
          target: './lib/db',
          from: [at('lib/http/**'), ...SERVICES.slice(2).map(at)],
          message: 'The data layer knows no business rule and no transport (docs/architecture.md §1).',
        },
      ],
    },
  ],
};

// toLocaleString with a locale or options builds an Intl.NumberFormat on every call: in the cost-benefit's
// summary that was a sixth of the view's CPU (issue 19). A formatter made once (`usd` in
// lib/tax/engine/money.ts, or a module's own Intl.NumberFormat) costs nothing per call.
const NO_LOCALE_STRING = {
  selector: "CallExpression[callee.property.name='toLocaleString'][arguments.length>0]",
  message: 'toLocaleString builds a formatter on every call: format with one Intl.NumberFormat made once.',
};

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      'node_modules/**',
      '.next/**',
      '.data/**',
      'lib/generated/**',
      'test-results/**',
      'playwright-report/**',
      'next-env.d.ts',
    ],
  },
  { rules: layering },
  {
    // An object literal that starts with a spread and goes on is V8's slow path in Node 20 (about 1-1.5 µs a
    // field after the spread, and shapes the readers cannot predict): the engine and the views build such
    // objects per item and per line on every computed view. lib/core/with-fields.ts says what was measured.
    files: ['lib/tax/**/*.ts', 'lib/tax-views/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ObjectExpression > SpreadElement:first-child ~ *',
          message:
            'Spread first and more fields after is slow in Node 20: use withFields(base, { ... }) from lib/core/with-fields.ts.',
        },
        NO_LOCALE_STRING,
      ],
    },
  },
  {
    // One form of law (docs/architecture.md §1): the engine and the compliance rules read every figure and
    // threshold from a named, cited entry of lib/tax/law, never a literal (scripts/eslint/law-figures.mjs).
    files: ['lib/tax/engine/**/*.ts', 'lib/tax/compliance/**/*.ts'],
    plugins: { law: lawFigures },
    rules: { 'law/no-figure-literal': 'error' },
  },
  {
    // The other computed views' code (NO_LOCALE_STRING); lib/tax and lib/tax-views have it above.
    files: ['lib/tax-home-intel/**/*.ts', 'lib/income-documents/**/*.ts', 'lib/expenses/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', NO_LOCALE_STRING] },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
];

export default config;
