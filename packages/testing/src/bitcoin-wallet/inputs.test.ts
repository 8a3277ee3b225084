import { describe, expect, it } from 'vitest'
import { bitcoinContextForTest } from '../test-utils/bitcoin-wallet.js'
import { kindOf, parseProtocol, parsePurposes, requireAccount, requireBytes } from './inputs.js'

describe('request checks', () => {
  it("find the account a dapp names among those it holds, with the account's purpose", () => {
    const ctx = bitcoinContextForTest()
    const { ordinals } = ctx.keyring.current().accounts
    expect(requireAccount(ctx, { address: ordinals.address })).toMatchObject({ purpose: 'ordinals' })
    expect(() => requireAccount(ctx, null)).toThrow(expect.objectContaining({ code: 4100 }))
  })

  it('read purposes and protocols, and name what is wrong', () => {
    expect(parsePurposes({ purposes: ['ordinals'] })).toEqual(['ordinals'])
    expect(() => parsePurposes({ purposes: 'payment' })).toThrow('purposes must be a non-empty array')
    expect(parseProtocol(undefined)).toBe('bip322')
    expect(parseProtocol('ecdsa')).toBe('ecdsa')
    expect(() => parseProtocol('schnorr')).toThrow(expect.objectContaining({ code: -32602 }))
  })

  it('want bytes, and say what came instead', () => {
    const bytes = Uint8Array.of(1)
    expect(requireBytes(bytes, 'the psbt')).toBe(bytes)
    expect(() => requireBytes([1], 'the psbt')).toThrow('the psbt must be a Uint8Array, got an array.')
    expect([kindOf(null), kindOf(new ArrayBuffer(1)), kindOf(7)]).toEqual([
      'null',
      'a ArrayBuffer',
      'a number',
    ])
  })
})
