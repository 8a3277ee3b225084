import { getBase58Decoder } from '@solana/kit'
import { describe, expect, it } from 'vitest'
import { JsonRpcError } from '../../http/json-rpc-error.js'
import {
  type ChainAccount,
  encodeAccount,
  RENT_EXEMPT_EPOCH,
  readAccountOptions,
} from './account-encoding.js'

const account = (size: number): ChainAccount => ({
  lamports: 5n,
  data: Uint8Array.from({ length: size }, (_, index) => index % 256),
  owner: '11111111111111111111111111111111',
  executable: false,
})
const noMints = () => undefined

function codeOf(run: () => unknown): number | undefined {
  try {
    run()
  } catch (error) {
    return error instanceof JsonRpcError ? error.code : undefined
  }
  return undefined
}

describe('readAccountOptions', () => {
  it('reads the encoding with the method’s default, and a data slice', () => {
    expect(readAccountOptions({}, 'binary')).toEqual({ encoding: 'binary' })
    expect(
      readAccountOptions({ encoding: 'jsonParsed', dataSlice: { offset: 1, length: 2 } }, 'base64'),
    ).toEqual({
      encoding: 'jsonParsed',
      dataSlice: { offset: 1, length: 2 },
    })
    expect(codeOf(() => readAccountOptions({ encoding: 'base64+zstd' }, 'base64'))).toBe(-32602)
    expect(codeOf(() => readAccountOptions({ dataSlice: { offset: -1, length: 2 } }, 'base64'))).toBe(-32602)
    expect(codeOf(() => readAccountOptions({ dataSlice: 3 }, 'base64'))).toBe(-32602)
  })
})

describe('encodeAccount', () => {
  it('answers UiAccount with the data in the encoding asked', () => {
    const small = account(4)
    expect(encodeAccount(small, { encoding: 'base64' }, noMints)).toEqual({
      data: ['AAECAw==', 'base64'],
      executable: false,
      lamports: 5n,
      owner: '11111111111111111111111111111111',
      rentEpoch: RENT_EXEMPT_EPOCH,
      space: 4,
    })
    const base58 = getBase58Decoder().decode(small.data)
    expect(encodeAccount(small, { encoding: 'base58' }, noMints).data).toEqual([base58, 'base58'])
    expect(encodeAccount(small, { encoding: 'binary' }, noMints).data).toBe(base58)
    expect(
      encodeAccount(small, { encoding: 'base64', dataSlice: { offset: 1, length: 2 } }, noMints).data,
    ).toEqual(['AQI=', 'base64'])
    // Nothing to parse: jsonParsed answers base64.
    expect(encodeAccount(small, { encoding: 'jsonParsed' }, noMints).data).toEqual(['AAECAw==', 'base64'])
  })

  it('refuses base58 above 128 bytes, as Solana’s nodes do', () => {
    expect(codeOf(() => encodeAccount(account(129), { encoding: 'base58' }, noMints))).toBe(-32600)
    const sliced = encodeAccount(
      account(129),
      { encoding: 'base58', dataSlice: { offset: 0, length: 8 } },
      noMints,
    )
    expect(sliced.data).toEqual([getBase58Decoder().decode(account(8).data), 'base58'])
  })

  it('encodes base58 of any size in a notification, as Agave’s pub/sub does', () => {
    const large = account(165)
    const text = getBase58Decoder().decode(large.data)
    expect(encodeAccount(large, { encoding: 'binary' }, noMints, 'notification').data).toBe(text)
    expect(encodeAccount(large, { encoding: 'base58' }, noMints, 'notification').data).toEqual([
      text,
      'base58',
    ])
  })
})
