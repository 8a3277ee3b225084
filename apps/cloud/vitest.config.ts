import { unitTestConfig } from '../../vitest.shared.js'

export default unitTestConfig({
  // It replaces the journal module with vi.mock (a disk that fills up).
  isolated: ['src/services/solana/solana-chain-journal.test.ts'],
  config: {
    test: {
      globalSetup: [
        // Before any test: the PGlite template and the compiled token (a new machine has neither).
        'src/prepare-cache.global-setup.test-helper.ts',
        'src/db/postgres-global-setup.test-helper.ts',
      ],
      // Vitest's default on 2 cores is one worker. Most of this suite waits on other processes (anvil,
      // PostgreSQL) and on PGlite's start, so a second worker cuts its wall time.
      maxWorkers: 2,
      // Tests that start whole chains and databases on a loaded 2-core machine; the cache they read is
      // built before them (prepare-cache.global-setup), so no limit depends on what ran first.
      testTimeout: 30_000,
    },
  },
})
