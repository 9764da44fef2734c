import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

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
          // lib/core/dates.ts imports nothing itself (the next zone): the engine's notes write dates the way
          // every page does.
          except: ['./lib/tax', './node_modules', './lib/core/dates.ts'],
          message:
            'The tax engine is pure: lib/tax imports nothing outside itself but the date helpers of lib/core/dates.ts (docs/architecture.md §1).',
        },
        {
          target: './lib/core/dates.ts',
          from: './',
          except: ['./node_modules'],
          message:
            'lib/core/dates.ts imports nothing, so the pure tax engine may use it (docs/architecture.md §1).',
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
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
];

export default config;
