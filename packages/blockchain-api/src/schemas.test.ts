import { describe, expect, it } from 'vitest'
import { analyticsConfigSchema, explorerWalletSchema, getWalletsResponseSchema } from './schemas.js'

const full = {
  id: 'a'.repeat(64),
  name: 'Lab Wallet One',
  image_id: '2f0c1f5e-6d0a-4c8e-9a51-0c3d7f1b2a44',
  rdns: 'com.appkit.labwalletone',
  chains: ['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
  homepage: 'http://127.0.0.1/wallets/labwalletone',
  mobile_link: 'labwalletone://',
  desktop_link: null,
  webapp_link: null,
  app_store: null,
  play_store: null,
  injected: [{ injected_id: 'com.appkit.labwalletone', namespace: 'eip155' }],
  badge_type: 'certified',
  order: 1,
}

describe('explorerWalletSchema', () => {
  it('accepts a full entry as is', () => {
    expect(explorerWalletSchema.parse(full)).toEqual(full)
  })

  it('accepts a minimal entry and reads missing chains as none', () => {
    expect(explorerWalletSchema.parse({ id: 'x', name: 'X' })).toEqual({ id: 'x', name: 'X', chains: [] })
    expect(explorerWalletSchema.parse({ id: 'x', name: 'X', chains: null }).chains).toEqual([])
  })

  it('drops unknown keys and keeps unknown badges', () => {
    const parsed = explorerWalletSchema.parse({ ...full, extra: 1, badge_type: 'gold' })
    expect(parsed).not.toHaveProperty('extra')
    expect(parsed.badge_type).toBe('gold')
  })

  it.each([
    { name: 'No id' },
    { id: '', name: 'Empty id' },
    { id: 'x', name: 1 },
    { id: 'x', name: 'X', chains: 'eip155:1' },
    { id: 'x', name: 'X', injected: [{ namespace: 'eip155' }] },
  ])('rejects %o', (entry) => {
    expect(explorerWalletSchema.safeParse(entry).success).toBe(false)
  })
})

describe('getWalletsResponseSchema', () => {
  it('needs a non-negative integer count and a list', () => {
    expect(getWalletsResponseSchema.safeParse({ count: 1, data: [full] }).success).toBe(true)
    expect(getWalletsResponseSchema.safeParse({ count: '1', data: [] }).success).toBe(false)
    expect(getWalletsResponseSchema.safeParse({ count: -1, data: [] }).success).toBe(false)
    expect(getWalletsResponseSchema.safeParse({ count: 0 }).success).toBe(false)
  })
})

describe('analyticsConfigSchema', () => {
  it('needs a boolean flag', () => {
    expect(analyticsConfigSchema.parse({ isAnalyticsEnabled: false })).toEqual({ isAnalyticsEnabled: false })
    expect(analyticsConfigSchema.safeParse({ isAnalyticsEnabled: 'no' }).success).toBe(false)
  })
})
