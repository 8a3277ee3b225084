import { unitTestConfig } from '../../vitest.shared.js'

export default unitTestConfig({
  // It stands in for the modal's dynamic import with vi.mock.
  isolated: ['src/components/modal-intent.test.tsx'],
  config: { test: { setupFiles: ['src/test/setup.ts'] } },
})
