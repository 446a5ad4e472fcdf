import { defineConfig } from 'vitest/config';
import { localesPlugin } from './scripts/locales-plugin.mjs';

// Three suites with different environments: components run in happy-dom, the reference server and
// the Chromium end-to-end tests in plain Node (the browser is driven through playwright-core).
export default defineConfig({
  plugins: [localesPlugin()],
  test: {
    // Vitest's default is one worker fewer than the cores: a single worker on CI's two cores. The unit and
    // server files spend most of their time setting up happy-dom and imports, which two workers overlap.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'happy-dom',
          include: ['src/**/*.test.{ts,tsx}', 'elements/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup/unit.ts'],
          // A component test that types and uploads through a whole step takes 1–2 s alone and over 5 s (the
          // default) on two busy cores; the limit must also exceed findBy's wait (tests/setup/unit.ts).
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['demo/**/*.test.ts'],
          testTimeout: 30_000,
          // Each file starts a server with its database: on a busy machine that outlasts the default 10 s.
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // A poll in a browser journey waits on an API answer and a render: 1 s (vitest's default) was
          // too short with two files running on two cores (a store journey failed so, waiting on a cancel).
          expect: { poll: { timeout: 10_000 } },
          // Two files at once (maxWorkers above): each starts its own stack on ephemeral ports and its own
          // browser, and a browser journey waits on the network and timers for much of its time.
          fileParallelism: true,
          globalSetup: ['tests/e2e/global-setup.ts'],
        },
      },
    ],
  },
});
