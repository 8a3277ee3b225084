import { unitTestConfig } from '../../vitest.shared.js'

export default unitTestConfig({
  // They replace @appkit/walletconnect and @appkit/frame with vi.mock.
  isolated: ['src/create-appkit.test.ts', 'src/embedded-wallet.test.ts'],
  // createAppKit reads local storage and mounts nothing without a document: happy-dom gives both.
  config: { test: { environment: 'happy-dom' } },
})
