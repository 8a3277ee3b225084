import { describe, expect, it } from 'vitest'
import { isSiwxNamespace, SIWX_NAMESPACES, siwxNamespaceProfile } from './namespaces.js'

describe('sign-in namespaces', () => {
  it('are eip155, solana and bip122', () => {
    expect(SIWX_NAMESPACES).toEqual(['eip155', 'solana', 'bip122'])
    expect(isSiwxNamespace('eip155')).toBe(true)
    expect(isSiwxNamespace('polkadot')).toBe(false)
    expect(isSiwxNamespace(undefined)).toBe(false)
  })

  it('name the account as the message shows it', () => {
    expect(siwxNamespaceProfile('eip155').account).toBe('Ethereum')
    expect(siwxNamespaceProfile('solana').account).toBe('Solana')
    expect(siwxNamespaceProfile('bip122').account).toBe('Bitcoin')
  })

  it('eip155 shows the address with its EIP-55 checksum, with or without 0x', () => {
    const evm = siwxNamespaceProfile('eip155')
    expect(evm.displayAddress('0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266')).toBe(
      '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    )
    expect(evm.displayAddress('f39fd6e51aad88f6f4ce6ab8827279cfffb92266')).toBe(
      '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    )
  })

  it('eip155 chain references are decimal numbers without leading zeros', () => {
    const evm = siwxNamespaceProfile('eip155')
    expect(evm.isReference('1')).toBe(true)
    expect(evm.isReference('31337')).toBe(true)
    expect(evm.isReference('01')).toBe(false)
    expect(evm.isReference('0')).toBe(false)
    expect(evm.isReference('0x1')).toBe(false)
    expect(evm.isReference('9007199254740993')).toBe(false)
  })

  it('solana and bip122 references follow CAIP-2 (up to 32 of [-_a-zA-Z0-9])', () => {
    for (const namespace of ['solana', 'bip122'] as const) {
      const profile = siwxNamespaceProfile(namespace)
      expect(profile.isReference('5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toBe(true)
      expect(profile.isReference('000000000019d6689c085ae165831e93')).toBe(true)
      expect(profile.isReference('a'.repeat(33))).toBe(false)
      expect(profile.isReference('a.b')).toBe(false)
    }
  })

  it('solana addresses must decode to a 32-byte key', () => {
    const solana = siwxNamespaceProfile('solana')
    expect(solana.isAddress('BqtHJEtRvfSRLh67Qt9pYeCFocGk7r2nKaLymnogR5k7')).toBe(true)
    // 32 base58 characters of '1' are 32 zero bytes; 33 are 33 bytes.
    expect(solana.isAddress('1'.repeat(32))).toBe(true)
    expect(solana.isAddress('1'.repeat(33))).toBe(false)
    expect(solana.isAddress('0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266')).toBe(false)
  })

  it('bip122 takes legacy, SegWit and Taproot addresses', () => {
    const bitcoin = siwxNamespaceProfile('bip122')
    expect(bitcoin.isAddress('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2')).toBe(true)
    expect(bitcoin.isAddress('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).toBe(true)
    expect(bitcoin.isAddress('BqtHJEtRvfSRLh67Qt9pYeCFocGk7r2nKaLymnogR5k7')).toBe(false)
  })
})
