import { describe, expect, it } from 'vitest'
import { providerInitOptions, verifyEnabled } from './provider-options.js'

const metadata = { name: 'Dapp', description: 'A dapp', url: 'https://dapp.example', icons: [] }

describe('providerInitOptions', () => {
  it('passes the project, the dapp, the relay and quiet defaults', () => {
    expect(providerInitOptions({ projectId: 'p1', metadata, relayUrl: 'ws://127.0.0.1:9' })).toEqual({
      projectId: 'p1',
      metadata,
      relayUrl: 'ws://127.0.0.1:9',
      customStoragePrefix: 'appkit',
      logger: 'error',
      telemetryEnabled: false,
      disableProviderPing: true,
    })
  })

  it('leaves out what the dapp did not give, and takes its WalletConnect options', () => {
    const storage = {
      getKeys: async () => [],
      getEntries: async () => [],
      getItem: async () => undefined,
      setItem: async () => undefined,
      removeItem: async () => undefined,
    }
    expect(providerInitOptions({ projectId: 'p1', telemetry: true, storagePrefix: 'x', storage })).toEqual({
      projectId: 'p1',
      customStoragePrefix: 'x',
      logger: 'error',
      telemetryEnabled: true,
      disableProviderPing: true,
      storage,
    })
  })
})

describe('verifyEnabled', () => {
  it('is on with the public relay and off with the dapp own relay, unless the dapp says', () => {
    expect(verifyEnabled({ projectId: 'p' })).toBe(true)
    expect(verifyEnabled({ projectId: 'p', relayUrl: 'ws://127.0.0.1:9' })).toBe(false)
    expect(verifyEnabled({ projectId: 'p', relayUrl: 'ws://127.0.0.1:9', verify: true })).toBe(true)
    expect(verifyEnabled({ projectId: 'p', verify: false })).toBe(false)
  })
})
