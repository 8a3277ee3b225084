import { describe, expect, it } from 'vitest'
import { generateWallet } from './generate-wallet.js'
import { createPrng } from './prng.js'
import { CHAIN } from './wallet.js'
import { imageIdOf, walletIdOf } from './wallet-ids.js'

const name = { name: 'Zenkora Vault', slug: 'zenkoravault' }

describe('generateWallet', () => {
  it('is the same for the same random stream', () => {
    expect(generateWallet(createPrng(9), name, 12)).toEqual(generateWallet(createPrng(9), name, 12))
  })

  it('derives ids and links from the name and slug, and keeps the rank', () => {
    for (let seed = 0; seed < 200; seed++) {
      const wallet = generateWallet(createPrng(seed), name, 12)
      expect(wallet).toMatchObject({
        id: walletIdOf('Zenkora Vault'),
        image_id: imageIdOf('Zenkora Vault'),
        order: 12,
      })
      expect(wallet.homepage).toBe('http://127.0.0.1/wallets/zenkoravault')
      expect([null, 'zenkoravault://']).toContain(wallet.mobile_link)
      expect([null, 'zenkoravault-desktop://']).toContain(wallet.desktop_link)
      expect([null, 'http://127.0.0.1/webapp/zenkoravault']).toContain(wallet.webapp_link)
      if (wallet.rdns !== null) expect(wallet.rdns).toMatch(/^(com|io|app|xyz|org)\.zenkoravault$/)
      if (wallet.injected !== null) {
        expect(wallet.rdns).not.toBeNull()
        for (const entry of wallet.injected) expect(entry.injected_id).toBe('isZenkoraVault')
      }
      if (wallet.chains.includes(CHAIN.anvil)) expect(wallet.chains).toContain(CHAIN.ethereum)
    }
  })

  it('varies with the stream', () => {
    const variants = new Set(
      Array.from({ length: 50 }, (_, seed) => JSON.stringify(generateWallet(createPrng(seed), name, 1))),
    )
    expect(variants.size).toBeGreaterThan(30)
  })
})
