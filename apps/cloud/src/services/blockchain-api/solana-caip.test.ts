import { describe, expect, it } from 'vitest'
import {
  isSolanaAddress,
  isSolanaNamespace,
  parseSolanaCaip2,
  parseSolanaCaip10,
  solanaCaip10,
} from './solana-caip.js'

const CHAIN = 'solana:LabSvm11111111111111111111111111'
const ADDRESS = 'BqtHJEtRvfSRLh67Qt9pYeCFocGk7r2nKaLymnogR5k7'

describe('Solana CAIP ids', () => {
  it('tells a Solana chain id and reads a well-formed one', () => {
    expect(isSolanaNamespace(CHAIN)).toBe(true)
    expect(isSolanaNamespace('solana:x')).toBe(true)
    expect(isSolanaNamespace('eip155:1')).toBe(false)
    expect(isSolanaNamespace(null)).toBe(false)
    expect(parseSolanaCaip2(CHAIN)).toBe(CHAIN)
    expect(parseSolanaCaip2('solana:x')).toBeUndefined()
    expect(parseSolanaCaip2('solana:LabSvm1111111111111111111111111l')).toBeUndefined()
  })

  it('takes base58 addresses of 32 to 44 characters that are 32 bytes', () => {
    expect(isSolanaAddress(ADDRESS)).toBe(true)
    expect(isSolanaAddress('11111111111111111111111111111111')).toBe(true)
    expect(isSolanaAddress('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')).toBe(false)
    expect(isSolanaAddress(`${ADDRESS}1`)).toBe(false)
    expect(isSolanaAddress('BqtHJEtRvfSRLh67Qt9pYeCFocGk7r2nKaLymnogR5k0')).toBe(false)
  })

  it('reads and writes CAIP-10 ids', () => {
    expect(parseSolanaCaip10(`${CHAIN}:${ADDRESS}`)).toEqual({ chainId: CHAIN, address: ADDRESS })
    expect(parseSolanaCaip10(`${CHAIN}:0xabc`)).toBeUndefined()
    expect(parseSolanaCaip10(ADDRESS)).toBeUndefined()
    expect(solanaCaip10(CHAIN, ADDRESS)).toBe(`${CHAIN}:${ADDRESS}`)
  })
})
