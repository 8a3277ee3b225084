import { describe, expect, it } from 'vitest'
import { fakeCloud } from '../handlers/fake-frame-context.test-helper.js'
import { memoryStorage } from '../storage/memory-storage.test-helper.js'
import { createWalletKeys } from '../wallet/wallet-keys.js'
import { lazyPasskeyFlow } from './lazy-passkey-flow.js'

function deps(credentials: Pick<CredentialsContainer, 'create' | 'get'> | undefined) {
  const cloud = fakeCloud()
  const document = { createElement: () => ({}) } as unknown as Document
  return {
    document,
    root: {} as HTMLElement,
    show: () => undefined,
    hide: () => undefined,
    cloudUrl: 'http://127.0.0.1:8787',
    fetch: async () => new Response('{}'),
    credentials,
    api: cloud.passkeyApi,
    wallet: createWalletKeys({
      authApi: cloud.authApi,
      seal: cloud.sealClient(),
      storage: memoryStorage(),
      recovery: { open: () => ({ code: async () => '', close: () => undefined }) },
    }),
  }
}

describe('lazyPasskeyFlow', () => {
  it('loads the flows once, at first use', async () => {
    const load = lazyPasskeyFlow(deps({ create: async () => null, get: async () => null }))
    const first = await load()
    expect(await load()).toBe(first)
  })

  it('says passkeys are unavailable in a browser without WebAuthn, and tries again next time', async () => {
    const load = lazyPasskeyFlow(deps(undefined))
    await expect(load()).rejects.toMatchObject({ code: 'PASSKEYS_UNAVAILABLE' })
    await expect(load()).rejects.toThrow('Passkeys are not available in this browser.')
  })
})
