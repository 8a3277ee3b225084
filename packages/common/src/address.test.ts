import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isEvmAddress, shortenAddress } from './address.js'
import { isAddressForNamespace, isBitcoinAddress, isSolanaAddress } from './namespace-address.js'
import { isSameAddress } from './same-address.js'
import { anyInput } from './test-utils/arbitraries.js'

const EVM = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const SOLANA = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
const BITCOIN = {
  p2pkh: '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa',
  p2sh: '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy',
  p2wpkh: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
  p2tr: 'bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297',
  testnet: 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx',
  testnetLegacy: 'mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn',
}

describe('isEvmAddress', () => {
  it.each([EVM, EVM.toLowerCase(), EVM.slice(2), `0x${'0'.repeat(40)}`])('accepts %s', (value) => {
    expect(isEvmAddress(value)).toBe(true)
  })

  it.each([`${EVM}0`, EVM.slice(0, -1), `0X${EVM.slice(2)}`, `0x${'g'.repeat(40)}`, ` ${EVM}`, '', null, 42])(
    'rejects %o',
    (value) => {
      expect(isEvmAddress(value)).toBe(false)
    },
  )
})

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

describe('isSameAddress', () => {
  it('compares EVM addresses ignoring case and the 0x prefix', () => {
    expect(isSameAddress(EVM, EVM.toLowerCase())).toBe(true)
    expect(isSameAddress(EVM.toUpperCase().replace('0X', '0x'), EVM.slice(2))).toBe(true)
    expect(isSameAddress(EVM, `0x${'0'.repeat(40)}`)).toBe(false)
  })

  it('compares other addresses exactly', () => {
    expect(isSameAddress(SOLANA, SOLANA)).toBe(true)
    expect(isSameAddress(SOLANA, SOLANA.toLowerCase())).toBe(false)
  })

  it('is false for missing values', () => {
    expect(isSameAddress('', '')).toBe(false)
    expect(isSameAddress(undefined, undefined)).toBe(false)
    expect(isSameAddress(EVM, null)).toBe(false)
  })

  it('never throws', () => {
    fc.assert(
      fc.property(anyInput([EVM, SOLANA]), anyInput([EVM]), (a, b) => {
        expect(typeof isSameAddress(a, b)).toBe('boolean')
        for (const namespace of ['eip155', 'solana', 'bip122', 'sui'] as const) {
          expect(typeof isAddressForNamespace(namespace, a)).toBe('boolean')
        }
      }),
      { numRuns: 500 },
    )
  })
})

describe('shortenAddress', () => {
  it('keeps 0x, the first 4 and the last 4 characters', () => {
    expect(shortenAddress(EVM)).toBe('0xf39F…2266')
    expect(shortenAddress(SOLANA)).toBe('9WzD…AWWM')
  })

  it('takes other head and tail lengths', () => {
    expect(shortenAddress(EVM, 6, 6)).toBe('0xf39Fd6…b92266')
    expect(shortenAddress(EVM, 0, 4)).toBe('0x…2266')
    expect(shortenAddress(EVM, 4, 0)).toBe('0xf39F…')
    expect(shortenAddress(EVM, -3, 2.9)).toBe('0x…66')
    expect(shortenAddress(EVM, Number.NaN, 4)).toBe('0x…2266')
  })

  it('leaves short values alone', () => {
    expect(shortenAddress('0x123456789')).toBe('0x123456789')
    expect(shortenAddress('abcdefghi')).toBe('abcdefghi')
    expect(shortenAddress('abcdefghij')).toBe('abcd…ghij')
    expect(shortenAddress('')).toBe('')
    expect(shortenAddress(undefined as unknown as string)).toBe('')
  })
})
