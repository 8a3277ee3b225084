// @vitest-environment node
import { fileURLToPath } from 'node:url'
import { staticGraph } from '@appkit/testing/node'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('..', import.meta.url))

describe('the package entries', () => {
  it.each(['src/index.ts', 'src/react.ts'])(
    '%s loads the API clients only when a wallet list or an account feature first needs them',
    { timeout: 30_000 },
    async (entry) => {
      const { staticPackages, dynamicPackages } = await staticGraph(root, entry)
      expect(staticPackages).not.toContain('@appkit/blockchain-api')
      expect(dynamicPackages).toContain('@appkit/blockchain-api')
      // The secure frame's messenger loads with the first email login, never with the page.
      expect(staticPackages).not.toContain('@appkit/frame')
      expect(dynamicPackages).toContain('@appkit/frame')
    },
  )
})
