import { describe, expect, it } from 'vitest'
import { isAddressForNamespace, isBitcoinAddress, isSolanaAddress } from './namespace-address.js'
import { BITCOIN, EVM, SOLANA } from './test-utils/addresses.js'

describe('isSolanaAddress', () => {
  it.each([SOLANA, '11111111111111111111111111111111'])('accepts %s', (value) => {
    expect(isSolanaAddress(value)).toBe(true)
  })

  it.each([
    SOLANA.replace('W', '0'),
    SOLANA.replace('W', 'O'),
    SOLANA.replace('W', 'l'),
    '1'.repeat(31),
    '1'.repeat(45),
    EVM,
    undefined,
  ])('rejects %o', (value) => {
    expect(isSolanaAddress(value)).toBe(false)
  })
})

describe('isBitcoinAddress', () => {
  it.each(Object.values(BITCOIN))('accepts %s', (value) => {
    expect(isBitcoinAddress(value)).toBe(true)
  })

  it('accepts upper-case bech32', () => {
    expect(isBitcoinAddress(BITCOIN.p2wpkh.toUpperCase())).toBe(true)
  })

  it.each([
    'bc1qAR0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
    'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdb',
    'bc1',
    'ltc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
    '4J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy',
    '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfN0',
    EVM,
    SOLANA,
    {},
  ])('rejects %o', (value) => {
    expect(isBitcoinAddress(value)).toBe(false)
  })
})

describe('isAddressForNamespace', () => {
  it('uses the namespace validator', () => {
    expect(isAddressForNamespace('eip155', EVM)).toBe(true)
    expect(isAddressForNamespace('eip155', SOLANA)).toBe(false)
    expect(isAddressForNamespace('solana', SOLANA)).toBe(true)
    expect(isAddressForNamespace('solana', EVM)).toBe(false)
    expect(isAddressForNamespace('bip122', BITCOIN.p2tr)).toBe(true)
    expect(isAddressForNamespace('bip122', EVM)).toBe(false)
  })

  it('accepts any token-shaped string for namespaces without a validator', () => {
    expect(isAddressForNamespace('cosmos', 'cosmos1abc')).toBe(true)
    expect(isAddressForNamespace('sui', '')).toBe(false)
    expect(isAddressForNamespace('polkadot', 'a b')).toBe(false)
    expect(isAddressForNamespace('stacks', 'a:b')).toBe(false)
    expect(isAddressForNamespace('stacks', 1)).toBe(false)
  })
})
