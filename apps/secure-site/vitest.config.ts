import { unitTestConfig } from '../../vitest.shared.js'

export default unitTestConfig({
  config: {
    test: {
      include: ['src/**/*.test.ts'],
      // The integration test starts a real cloud (chains, database); a first start on a new machine
      // builds the cloud's PGlite template.
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  },
})
