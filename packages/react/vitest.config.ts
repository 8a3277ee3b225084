import { unitTestConfig } from '../../vitest.shared.js'

export default unitTestConfig({ config: { test: { setupFiles: ['src/test/setup.ts'] } } })
