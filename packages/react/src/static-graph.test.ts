import { fileURLToPath } from 'node:url'
import { staticGraph } from '@appkit/testing/node'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('..', import.meta.url))

describe('the package entry', () => {
  it('loads the modal (and the account views with it) on its first open, the QR encoder with the QR view', {
    timeout: 30_000,
  }, async () => {
    const { staticPackages, staticModules, lazyPackages } = await staticGraph(root, 'src/index.ts')
    expect(staticModules).toContain('src/modal/mount-modal.ts')
    for (const lazy of [
      'src/modal/render-modal.tsx',
      'src/modal/modal.tsx',
      'src/styles/modal-css.ts',
      'src/views/view-switch.tsx',
      'src/views/wallet-connect/qr-code.tsx',
      'src/views/account/account-view.tsx',
      'src/views/send/send-view.tsx',
      'src/views/activity/activity-view.tsx',
      'src/views/onramp/onramp-view.tsx',
      'src/views/onramp/onramp-purchase-view.tsx',
      'src/views/swap/swap-view.tsx',
      'src/views/names/register-account-name-view.tsx',
      'src/views/names/register-account-name-success-view.tsx',
      'src/views/farcaster/connecting-farcaster-view.tsx',
      'src/images/bundled-icons.ts',
      'src/images/image-with-fallback.tsx',
      'src/images/button-network-image.tsx',
    ]) {
      expect(staticModules).not.toContain(lazy)
    }
    expect(staticPackages).not.toContain('uqr')
    expect(staticPackages).not.toContain('react-dom/client')
    expect(lazyPackages).toContain('uqr')
  })
})

describe('the page', () => {
  // Which chunk they land in (their own, not the modal's) is scripts/chunks.test.mjs's to check.
  it('loads the swap state and actions only when Swap opens', { timeout: 30_000 }, async () => {
    const { staticPackages, lazyPackages } = await staticGraph(root, 'src/index.ts')
    expect(staticPackages).not.toContain('@appkit/controllers/swap')
    expect(lazyPackages).toContain('@appkit/controllers/swap')
  })
})
