import { unitTestConfig } from '../../vitest.shared.js'

// Units only: the Playwright specs under e2e/ are run by `pnpm e2e`.
export default unitTestConfig({ config: { test: { include: ['src/**/*.test.ts'] } } })
