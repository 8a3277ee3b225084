import { describe, expect, it } from 'vitest'
import { walletLink } from './deep-link.js'

describe('walletLink', () => {
  const uri = 'wc:abc@2?relay-protocol=irn&symKey=k'
  const encoded = encodeURIComponent(uri)

  it('appends wc?uri= to a custom scheme', () => {
    expect(walletLink('labwallet://', uri)).toBe(`labwallet://wc?uri=${encoded}`)
    expect(walletLink('labwallet:', uri)).toBe(`labwallet://wc?uri=${encoded}`)
  })

  it('uses a /wc path on a universal link', () => {
    expect(walletLink('https://lab.example/app/', uri)).toBe(`https://lab.example/app/wc?uri=${encoded}`)
  })
})
