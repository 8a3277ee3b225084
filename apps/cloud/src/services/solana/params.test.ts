import { describe, expect, it } from 'vitest'
import { JsonRpcError } from '../../http/json-rpc-error.js'
import {
  checkMinContextSlot,
  positionalParams,
  readAddress,
  readBoolean,
  readCommitment,
  readConfig,
  readEncoding,
  readInteger,
  readSignature,
} from './params.js'

const ADDRESS = 'BqtHJEtRvfSRLh67Qt9pYeCFocGk7r2nKaLymnogR5k7'
const SIGNATURE = '3siNGh2HGoCrGosYhBycT8fD8SC6vfVF3neFrb2Kzh5Dw3Yt6JvJ16mPXRAwWQhNrng1AhAfqckLYt5qkEY7P8AQ'

function codeOf(run: () => unknown): number | undefined {
  try {
    run()
  } catch (error) {
    return error instanceof JsonRpcError ? error.code : undefined
  }
  return undefined
}

describe('params', () => {
  it('reads positional params, absent as none', () => {
    expect(positionalParams(undefined, 0, 1)).toEqual([])
    expect(positionalParams([1, 2], 1, 2)).toEqual([1, 2])
    expect(codeOf(() => positionalParams([], 1))).toBe(-32602)
    expect(codeOf(() => positionalParams([1, 2, 3], 1, 2))).toBe(-32602)
    expect(codeOf(() => positionalParams({ a: 1 }, 0, 1))).toBe(-32602)
  })

  it('reads the config object and its commitment, deprecated names included', () => {
    expect(readConfig(null)).toEqual({})
    expect(codeOf(() => readConfig('x'))).toBe(-32602)
    expect(readCommitment({})).toBe('finalized')
    expect(readCommitment({ commitment: 'processed' })).toBe('processed')
    expect(readCommitment({ commitment: 'singleGossip' })).toBe('confirmed')
    expect(readCommitment({ preflightCommitment: 'max' }, 'preflightCommitment')).toBe('finalized')
    expect(codeOf(() => readCommitment({ commitment: 'soon' }))).toBe(-32602)
  })

  it('reads addresses and signatures as base58 of the right length', () => {
    expect(readAddress(ADDRESS)).toBe(ADDRESS)
    expect(readSignature(SIGNATURE)).toBe(SIGNATURE)
    for (const bad of [undefined, 5, 'abc', `${ADDRESS}0`, SIGNATURE]) {
      expect(codeOf(() => readAddress(bad))).toBe(-32602)
    }
    expect(codeOf(() => readSignature(ADDRESS))).toBe(-32602)
  })

  it('reads integers, encodings and booleans', () => {
    expect(readInteger(165, 'n')).toBe(165)
    expect(codeOf(() => readInteger(-1, 'n'))).toBe(-32602)
    expect(codeOf(() => readInteger(1.5, 'n'))).toBe(-32602)
    expect(readEncoding({}, ['base64', 'base58'], 'base58')).toBe('base58')
    expect(readEncoding({ encoding: 'base64' }, ['base64', 'base58'], 'base58')).toBe('base64')
    expect(codeOf(() => readEncoding({ encoding: 'hex' }, ['base64'], 'base64'))).toBe(-32602)
    expect(readBoolean({ skip: true }, 'skip', false)).toBe(true)
    expect(codeOf(() => readBoolean({ skip: 'yes' }, 'skip', false))).toBe(-32602)
  })

  it('refuses a minContextSlot the chain has not reached, with the slot it is at', () => {
    expect(() => checkMinContextSlot({ minContextSlot: 5 }, 5)).not.toThrow()
    try {
      checkMinContextSlot({ minContextSlot: 6 }, 5)
      expect.unreachable()
    } catch (error) {
      expect((error as JsonRpcError).toJson()).toEqual({
        code: -32016,
        message: 'Minimum context slot has not been reached',
        data: { contextSlot: 5 },
      })
    }
  })
})
