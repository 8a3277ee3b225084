import { unitTestConfig } from '../../vitest.shared.js'

export default unitTestConfig({
  // It replaces the journal module with vi.mock (a disk that fills up).
  isolated: ['src/services/solana/solana-chain-journal.test.ts'],
  config: {
    test: {
      globalSetup: ['src/db/postgres-global-setup.test-helper.ts'],
      // Vitest's default on 2 cores is one worker. Most of this suite waits on other processes (anvil,
      // PostgreSQL) and on PGlite's start, so a second worker cuts its wall time.
      maxWorkers: 2,
      // The first run on a new machine builds the PGlite template (initdb, 4–5 s) and compiles the
      // test token in whichever test gets there first; later runs read both from the cache.
      testTimeout: 30_000,
    },
  },
})
