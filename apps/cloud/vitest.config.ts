import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    // Vitest's default on 2 cores is one worker. Most of this suite waits on other processes (anvil,
    // PostgreSQL) and on PGlite's start, so a second worker cuts its wall time from ~55 s to ~40 s.
    maxWorkers: 2,
    // The first run on a new machine builds the PGlite template (initdb, 4–5 s) and compiles the
    // test token in whichever test gets there first; later runs read both from the cache.
    testTimeout: 30_000,
  },
})
