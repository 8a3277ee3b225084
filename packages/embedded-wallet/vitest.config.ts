import { unitTestConfig } from '../../vitest.shared.js'

export default unitTestConfig({
  // It replaces @appkit/frame with vi.mock.
  isolated: ['src/create-embedded-wallet.test.ts'],
})
