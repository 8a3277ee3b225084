import { encodeBase58 } from '@appkit/common'
import { describe, expect, it } from 'vitest'
import { toBase64 } from '../../shared/base64.js'
import { InvalidRpcParamsError } from '../errors.js'
import {
  parseSolanaSignAndSend,
  parseSolanaSignMessage,
  parseSolanaSignTransaction,
} from './solana-params.js'

const PUBKEY = '11111111111111111111111111111111'

describe('Solana params', () => {
  it('reads a base58 message', () => {
    const message = new TextEncoder().encode('hi')
    expect(parseSolanaSignMessage({ message: encodeBase58(message), pubkey: PUBKEY })).toEqual({
      message,
      pubkey: PUBKEY,
    })
  })

  it('reads base64 transactions and send options', () => {
    const wire = Uint8Array.of(1, 2, 3)
    expect(parseSolanaSignTransaction({ transaction: toBase64(wire) })).toEqual({ transaction: wire })
    expect(
      parseSolanaSignAndSend({
        transaction: toBase64(wire),
        sendOptions: { skipPreflight: true, preflightCommitment: 'confirmed' },
      }),
    ).toEqual({ transaction: wire, sendOptions: { skipPreflight: true, preflightCommitment: 'confirmed' } })
    expect(parseSolanaSignAndSend({ transaction: toBase64(wire) }).sendOptions).toEqual({})
  })

  it('refuses what is not base58 or base64, and missing fields', () => {
    expect(() => parseSolanaSignMessage({ message: '0OIl', pubkey: PUBKEY })).toThrow(InvalidRpcParamsError)
    expect(() => parseSolanaSignTransaction({ transaction: 'not base64!' })).toThrow(InvalidRpcParamsError)
    expect(() => parseSolanaSignTransaction({ transaction: 'AAA' })).toThrow(InvalidRpcParamsError)
    expect(() => parseSolanaSignAndSend({})).toThrow('Invalid params for solana_signAndSendTransaction')
  })
})
