import { describe, expect, it } from 'vitest'
import { InvalidSiwxNonceError } from '../errors/field-errors.js'
import { bitcoinData, EVM_ADDRESS_CHECKSUMMED, evmData, solanaData } from '../test-utils/fixtures.js'
import { formatSiwxMessage } from './format-message.js'

describe('formatSiwxMessage', () => {
  it('writes EIP-4361 for eip155 chains', () => {
    const text = formatSiwxMessage(evmData())
    expect(text.split('\n').slice(0, 2)).toEqual([
      'service.org wants you to sign in with your Ethereum account:',
      EVM_ADDRESS_CHECKSUMMED,
    ])
    expect(text).toContain('\nChain ID: 1\n')
  })

  it('writes the CAIP-122 form for Solana and Bitcoin', () => {
    expect(formatSiwxMessage(solanaData())).toMatch(
      /^service\.org wants you to sign in with your Solana account:\n/,
    )
    expect(formatSiwxMessage(bitcoinData())).toMatch(
      /^service\.org wants you to sign in with your Bitcoin account:\n/,
    )
    expect(formatSiwxMessage(solanaData())).toContain('\nChain ID: solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp\n')
  })

  it('is deterministic: the same data gives the same text', () => {
    expect(formatSiwxMessage(evmData())).toBe(formatSiwxMessage(evmData()))
  })

  it('throws the typed error of an invalid field', () => {
    expect(() => formatSiwxMessage(evmData({ nonce: 'short' }))).toThrow(InvalidSiwxNonceError)
  })
})
