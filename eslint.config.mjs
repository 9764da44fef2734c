import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import { lawFigures } from './scripts/eslint/law-figures.mjs';

// The import directions of docs/architecture.md §1, checked (eslint-plugin-import's no-restricted-paths;
// a file a zone names as `target` may not import from its `from`). The `from` globs are absolute, as the
// rule matches them against resolved paths.
const root = import.meta.dirname;
const at = (p) => `${root}/${p}`;
// The folders whose code reads or writes the database (docs/architecture.md §1): the records and their
// rules, the views and their loaders, reminders, the account, sign-in, imports and reading. By folder, so a
// new file is in its zone whatever its name.
const SERVICES = [
  'lib/providers/db/**',
  'lib/generated/**',
  'lib/records/**',
  'lib/views/**',
  'lib/reminders/**',
  'lib/account/**',
  'lib/auth/**',
  'lib/imports/**',
  'lib/reading/**',
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
          target: ['./app/api/!(v1)/**', './app/api/v1/!(health)/**'],
          from: [at('lib/providers/db/**')],
          message: 'Handlers hold no Prisma call: call a service (docs/architecture.md §1).',
        },
        {
          target: './lib/providers/db',
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

// The soft delete in SQL is written once (`live`, `ownLive` in lib/providers/db/soft-delete.ts): a statement
// that spells `deleted_at IS NULL` itself is one more copy of the rule.
const ONE_SOFT_DELETE = {
  selector: 'TemplateElement[value.raw=/deleted_at"? IS/], Literal[value=/deleted_at"? IS/]',
  message: 'Say which rows a statement reads with live() or ownLive() from lib/providers/db/soft-delete.ts.',
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
    // Components show data they are given: they may name its type, never call what reads it.
    files: ['components/**/*.ts', 'components/**/*.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: SERVICES.map((p) => `@/${p}`),
              allowTypeImports: true,
              message:
                'Components show data they are given: no database and no services; a page or an action calls them (docs/architecture.md §1).',
            },
          ],
        },
      ],
    },
  },
  {
    // Pages and their actions call services; only the pipelines (app/_lib, lib/http) hold the database.
    files: ['app/**/*.ts', 'app/**/*.tsx'],
    ignores: ['app/_lib/**', 'app/api/v1/health/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/lib/providers/db/**', '@/lib/generated/**'],
              allowTypeImports: true,
              message:
                'Pages, actions and handlers call services, never the database (docs/architecture.md §1).',
            },
          ],
        },
      ],
    },
  },
  {
    // Configuration is read once, validated, in lib/env.ts (docs/architecture.md §6).
    files: [
      'lib/**/*.ts',
      'app/**/*.ts',
      'app/**/*.tsx',
      'components/**/*.ts',
      'components/**/*.tsx',
      'proxy.ts',
    ],
    ignores: ['lib/env.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through env() from lib/env.ts.' },
      ],
    },
  },
  {
    files: ['lib/**/*.ts', 'app/**/*.ts', 'app/**/*.tsx'],
    ignores: ['lib/providers/db/soft-delete.ts'],
    rules: { 'no-restricted-syntax': ['error', ONE_SOFT_DELETE] },
  },
  {
    // An object literal that starts with a spread and goes on is V8's slow path in Node 20 (about 1-1.5 µs a
    // field after the spread, and shapes the readers cannot predict): the engine and the views build such
    // objects per item and per line on every computed view. lib/core/with-fields.ts says what was measured.
    // The per-item views (the tax views and their loaders); the packet, tax home and income views build a
    // few objects a request, and have the locale rule only (below).
    files: ['lib/tax/**/*.ts', 'lib/views/*.ts', 'lib/views/load/{year,years,payments,sums}.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ObjectExpression > SpreadElement:first-child ~ *',
          message:
            'Spread first and more fields after is slow in Node 20: use withFields(base, { ... }) from lib/core/with-fields.ts.',
        },
        NO_LOCALE_STRING,
        ONE_SOFT_DELETE,
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
    // The other computed views' code (NO_LOCALE_STRING); the tax views have it above.
    files: [
      'lib/views/{tax-home,income,audit-packet,calendar,exports}/**/*.ts',
      'lib/views/load/{tax-home,income-documents,audit-packet}.ts',
      'lib/records/**/*.ts',
    ],
    rules: { 'no-restricted-syntax': ['error', NO_LOCALE_STRING, ONE_SOFT_DELETE] },
  },
  {
    // Links are not prefetched by default (components/ui/link.tsx): one import for all of them.
    files: ['app/**/*.tsx', 'components/**/*.tsx'],
    ignores: ['components/ui/link.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'next/link',
              message: "Import Link from '@/components/ui/link' (not prefetched unless asked).",
            },
          ],
        },
      ],
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
];

export default config;
