import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    // Node, not jsdom: the wallet needs only window events and localStorage, which the setup shims.
    environment: 'node',
    setupFiles: ['src/test-utils/dom-shim.ts'],
  },
})
