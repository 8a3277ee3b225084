import { describe, expect, it } from 'vitest'
import { messageParam, transactionParam } from './request-params.js'

describe('pending request params', () => {
  it('show a text message as text, and bytes that are not text as hex', () => {
    const text = new TextEncoder().encode('service.org wants you to sign in\nwith your Bitcoin account')
    expect(messageParam('bcrt1q…', text, 'bip322')).toEqual({
      account: 'bcrt1q…',
      message: 'service.org wants you to sign in\nwith your Bitcoin account',
      protocol: 'bip322',
    })
    expect(messageParam('bcrt1q…', Uint8Array.of(0, 1, 0xff), 'ecdsa').message).toBe('0x0001ff')
    expect(messageParam('bcrt1q…', Uint8Array.of(0xc3, 0x28), 'ecdsa').message).toBe('0xc328')
  })

  it('show a PSBT as base64 with the addresses and indexes to sign, as plain JSON', () => {
    const param = transactionParam(
      Uint8Array.of(0x70, 0x73, 0x62, 0x74, 0xff),
      'bitcoin:regtest',
      [{ account: { address: 'bcrt1p…' }, signingIndexes: [0, 2], sigHash: 'ALL' }],
      false,
    )
    expect(param).toEqual({
      chain: 'bitcoin:regtest',
      psbt: 'cHNidP8=',
      inputsToSign: [{ account: 'bcrt1p…', signingIndexes: [0, 2], sigHash: 'ALL' }],
      finalize: false,
    })
    expect(JSON.parse(JSON.stringify(param))).toEqual(param)
    expect(transactionParam(new Uint8Array(), undefined, [], true)).not.toHaveProperty('chain')
  })
})
