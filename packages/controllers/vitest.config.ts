import { unitTestConfig } from '../../vitest.shared.js'

export default unitTestConfig({ isolated: ['src/modal/siwx-flows-load.test.ts'] })
