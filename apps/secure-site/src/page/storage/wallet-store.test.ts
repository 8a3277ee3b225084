import { describe, expect, it } from 'vitest'
import { memoryStorage } from './memory-storage.test-helper.js'
import { walletStore } from './wallet-store.js'

const WALLET = {
  evmAddress: '0x0000000000000000000000000000000000000001',
  solanaAddress: '11111111111111111111111111111111',
  deviceShare: 'AAECAw==',
}

describe('walletStore', () => {
  it('keeps one record per user', () => {
    const storage = memoryStorage()
    walletStore(storage, 'u1').write(WALLET)
    expect(walletStore(storage, 'u1').read()).toEqual(WALLET)
    expect(walletStore(storage, 'u2').read()).toBeUndefined()
    expect([...storage.map.keys()]).toEqual(['appkit-secure-site/wallet/u1'])
  })

  it('drops a record whose share is not base64', () => {
    const storage = memoryStorage()
    storage.map.set('appkit-secure-site/wallet/u1', JSON.stringify({ ...WALLET, deviceShare: 'not base64' }))
    expect(walletStore(storage, 'u1').read()).toBeUndefined()
  })
})
