import path from 'node:path';
import { defineConfig } from 'vitest/config';

const alias = {
  '@': import.meta.dirname,
  // `server-only` throws outside React Server Components; tests run the same modules in plain Node.
  'server-only': path.resolve(import.meta.dirname, 'tests/helpers/server-only-stub.ts'),
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          // The unit tests are pure (no module state, no mocks): one module graph per worker, not one per file.
          isolate: false,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['tests/helpers/api-setup.ts'],
          // next-auth imports `next/server` without an extension, which Node's ESM loader cannot resolve
          // (next has no exports map): let Vite resolve it, so tests can drive the real sign-in handlers.
          server: { deps: { inline: ['next-auth'] } },
          // One module graph and one database for the whole API suite: each test uses users of its own.
          isolate: false,
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Two production instances behind nginx (scripts/two-instances.sh starts what they need).
        resolve: { alias },
        test: {
          name: 'instances',
          include: ['tests/instances/**/*.test.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 60_000,
        },
      },
    ],
  },
});
