import { unitTestConfig } from '../../vitest.shared.js'

export default unitTestConfig({
  config: {
    test: {
      include: ['src/**/*.test.ts'],
      // The cloud's cache is built before any test, so a first run on a new machine waits here, once.
      globalSetup: ['src/integration/prepare-cloud-cache.global-setup.test-helper.ts'],
      // The integration test starts a real cloud (chains, database) on a loaded 2-core machine.
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  },
})
