import { describe, expect, it } from 'vitest'
import { decodedParam, paramsObject } from './solana-params.js'

describe('paramsObject', () => {
  it('takes an object and refuses arrays and scalars with -32602', () => {
    expect(paramsObject('m', { a: 1 }, '{ a }')).toEqual({ a: 1 })
    for (const bad of [[{ a: 1 }], 'a', null, undefined]) {
      expect(() => paramsObject('m', bad, '{ a }')).toThrow(
        expect.objectContaining({ code: -32602, message: 'm expects { a }.' }),
      )
    }
  })
})

describe('decodedParam', () => {
  it('decodes base58 and base64', () => {
    expect(decodedParam('m', 'message', '2NEpo7TZRRrLZSi2U', 'base58')).toEqual(
      new TextEncoder().encode('Hello World!'),
    )
    expect(decodedParam('m', 'transaction', 'AQID', 'base64')).toEqual(new Uint8Array([1, 2, 3]))
  })

  it('names the param that is missing or not in its encoding', () => {
    expect(() => decodedParam('solana_signMessage', 'message', undefined, 'base58')).toThrow(
      'solana_signMessage: "message" must be a base58 string.',
    )
    expect(() => decodedParam('solana_signMessage', 'message', '0OIl', 'base58')).toThrow(
      'solana_signMessage: "message" is not valid base58.',
    )
    expect(() => decodedParam('solana_signTransaction', 'transaction', '%%%', 'base64')).toThrow(
      'solana_signTransaction: "transaction" is not valid base64.',
    )
  })
})
