import { unitTestConfig } from '../../vitest.shared.js'

export default unitTestConfig({ isolated: ['src/create-wallet-connect.test.ts'] })
