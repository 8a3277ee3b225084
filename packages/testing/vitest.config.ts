import { unitTestConfig } from '../../vitest.shared.js'

export default unitTestConfig({
  config: {
    test: {
      // Node, not jsdom: the wallet needs only window events and localStorage, which the setup shims.
      environment: 'node',
      setupFiles: ['src/test-utils/dom-shim.ts'],
    },
  },
})
