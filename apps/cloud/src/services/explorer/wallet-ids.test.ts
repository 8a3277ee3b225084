import { describe, expect, it } from 'vitest'
import { imageIdOf, walletIdOf } from './wallet-ids.js'

describe('wallet ids', () => {
  it('derives a stable 64-hex id from the name', () => {
    expect(walletIdOf('Lab Wallet One')).toMatch(/^[0-9a-f]{64}$/)
    expect(walletIdOf('Lab Wallet One')).toBe(walletIdOf('Lab Wallet One'))
    expect(walletIdOf('Lab Wallet One')).not.toBe(walletIdOf('Lab Wallet Two'))
  })

  it('derives a stable v4-shaped UUID for the image, unlike the id', () => {
    const uuid = imageIdOf('Lab Wallet One')
    expect(uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(imageIdOf('Lab Wallet One')).toBe(uuid)
    expect(walletIdOf('Lab Wallet One')).not.toContain(uuid.slice(0, 8))
  })
})
