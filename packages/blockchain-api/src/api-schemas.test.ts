import { describe, expect, it } from 'vitest'
import {
  balancesResponseSchema,
  fungiblePricesResponseSchema,
  historyResponseSchema,
  identitySchema,
  supportedChainsSchema,
  tokenBalanceSchema,
  transactionSchema,
  walletAssetSchema,
  walletAssetsSchema,
} from './api-schemas.js'
import { ether, etherPrice, labUsd, nativeAsset, send, spamNft, tokenAsset } from './test/api-fixtures.js'

const fails = (result: { success: boolean }) => expect(result.success).toBe(false)

describe('the blockchain API schemas', () => {
  it('read the supported chains', () => {
    const chains = { http: ['eip155:31337', 'eip155:31338'], ws: [] }
    expect(supportedChainsSchema.parse(chains)).toEqual(chains)
    fails(supportedChainsSchema.safeParse({ http: ['eip155:1'] }))
    fails(supportedChainsSchema.safeParse({ http: [1], ws: [] }))
  })

  it('read a portfolio as API.md shows it, native coin without an address', () => {
    expect(balancesResponseSchema.parse({ balances: [ether, labUsd] })).toEqual({ balances: [ether, labUsd] })
    const noPrice = { ...labUsd, price: undefined, value: null }
    expect(tokenBalanceSchema.parse(noPrice)).toMatchObject({ value: null })
  })

  it('drop unknown keys of a balance', () => {
    const parsed = tokenBalanceSchema.parse({
      ...ether,
      logo: 'x',
      quantity: { ...ether.quantity, raw: '1' },
    })
    expect(parsed).not.toHaveProperty('logo')
    expect(parsed.quantity).toEqual(ether.quantity)
  })

  it.each([
    ['no symbol', { ...ether, symbol: undefined }],
    ['a number as quantity', { ...ether, quantity: { decimals: '18', numeric: 10 } }],
    ['a negative amount', { ...ether, quantity: { decimals: '18', numeric: '-1' } }],
    ['a float amount in exponent form', { ...ether, quantity: { decimals: '18', numeric: '1e3' } }],
    ['decimals as a number', { ...ether, quantity: { decimals: 18, numeric: '1' } }],
    ['a price as text', { ...ether, price: '2500' }],
    ['an infinite value', { ...ether, value: Number.POSITIVE_INFINITY }],
  ])('refuse a balance with %s', (_, balance) => {
    fails(tokenBalanceSchema.safeParse(balance))
  })

  it('read prices and refuse one without a price', () => {
    expect(fungiblePricesResponseSchema.parse({ fungibles: [etherPrice] })).toEqual({
      fungibles: [etherPrice],
    })
    fails(fungiblePricesResponseSchema.safeParse({ fungibles: [{ ...etherPrice, price: undefined }] }))
    fails(fungiblePricesResponseSchema.safeParse({ prices: [] }))
  })

  it('read a history page, fungible and NFT transfers, last page with a null cursor', () => {
    const page = { data: [send, spamNft], next: null }
    expect(historyResponseSchema.parse(page)).toEqual(page)
    expect(historyResponseSchema.parse({ data: [] })).toEqual({ data: [] })
  })

  it('keep an unknown operation type but refuse an unknown direction or a missing hash', () => {
    expect(
      transactionSchema.parse({ ...send, metadata: { ...send.metadata, operationType: 'bridge' } }).metadata
        .operationType,
    ).toBe('bridge')
    fails(transactionSchema.safeParse({ ...send, transfers: [{ ...send.transfers[0], direction: 'up' }] }))
    fails(transactionSchema.safeParse({ ...send, metadata: { ...send.metadata, hash: undefined } }))
    fails(transactionSchema.safeParse({ ...spamNft, transfers: [{ ...spamNft.transfers[0], nft_info: {} }] }))
  })

  it('read an identity with nulls, and refuse one of the wrong types', () => {
    expect(identitySchema.parse({ name: null, avatar: null })).toEqual({ name: null, avatar: null })
    expect(identitySchema.parse({ name: 'lab.eth', avatar: 'http://x/a.png', extra: 1 })).toEqual({
      name: 'lab.eth',
      avatar: 'http://x/a.png',
    })
    fails(identitySchema.safeParse({ name: 5, avatar: null }))
  })

  it('read wallet assets by hex chain id, and refuse a decimal balance or an unknown type', () => {
    const assets = { '0x7a69': [nativeAsset, tokenAsset] }
    expect(walletAssetsSchema.parse(assets)).toEqual(assets)
    fails(walletAssetSchema.safeParse({ ...tokenAsset, balance: '1000' }))
    fails(walletAssetSchema.safeParse({ ...tokenAsset, type: 'ERC721' }))
    fails(walletAssetSchema.safeParse({ ...tokenAsset, metadata: { ...tokenAsset.metadata, decimals: 256 } }))
    fails(walletAssetsSchema.safeParse({ '0x7a69': nativeAsset }))
  })
})
