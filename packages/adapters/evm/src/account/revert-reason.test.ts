import { encodeErrorResult, parseAbi } from 'viem'
import { describe, expect, it } from 'vitest'
import { decodeRevertReason } from './revert-reason.js'

const abi = parseAbi(['error Error(string)', 'error Panic(uint256)', 'error Custom(uint256)'])

describe('decodeRevertReason', () => {
  it("reads Solidity's Error(string) and Panic(uint256)", () => {
    expect(
      decodeRevertReason(encodeErrorResult({ abi, errorName: 'Error', args: ['Paused: not now'] })),
    ).toBe('Paused: not now')
    expect(decodeRevertReason(encodeErrorResult({ abi, errorName: 'Error', args: ['héllo ✓'] }))).toBe(
      'héllo ✓',
    )
    expect(decodeRevertReason(encodeErrorResult({ abi, errorName: 'Panic', args: [0x11n] }))).toBe(
      'panic: arithmetic overflow or underflow',
    )
    expect(decodeRevertReason(encodeErrorResult({ abi, errorName: 'Panic', args: [0x99n] }))).toBe(
      'panic: code 0x99',
    )
  })

  it('gives nothing for custom errors, truncated or malformed data', () => {
    const reason = encodeErrorResult({ abi, errorName: 'Error', args: ['Paused'] })
    expect(decodeRevertReason(encodeErrorResult({ abi, errorName: 'Custom', args: [1n] }))).toBeUndefined()
    expect(decodeRevertReason(reason.slice(0, 10 + 128 + 4))).toBeUndefined()
    expect(decodeRevertReason('0x')).toBeUndefined()
    expect(decodeRevertReason('0x08c379a0zz')).toBeUndefined()
    expect(decodeRevertReason(undefined)).toBeUndefined()
    expect(decodeRevertReason({ data: reason })).toBeUndefined()
  })
})
