import { concat, hexToBytes } from 'viem'
import { describe, expect, test } from 'vitest'
import { segwitAddress } from './bech32.js'
import { psbtOutputs } from './psbt-outputs.js'
import { KEY_HASH, P2WPKH, psbtPaying } from './psbt-test-data.js'

const P2SH = concat([new Uint8Array([0xa9, 0x14]), KEY_HASH, new Uint8Array([0x87])])
const OTHER = hexToBytes('0x6a0568656c6c6f') // OP_RETURN "hello"

describe('psbtOutputs', () => {
  test('reads each output: the receiver on regtest and the amount in satoshis', () => {
    const outputs = psbtOutputs(
      psbtPaying([
        [P2WPKH, 10_000_000n],
        [P2SH, 2_500n],
        [OTHER, 0n],
      ]),
    )
    expect(outputs).toEqual([
      { address: segwitAddress('bcrt', 0, KEY_HASH), satoshis: 10_000_000n },
      { address: expect.stringMatching(/^2[1-9A-HJ-NP-Za-km-z]{33,34}$/), satoshis: 2_500n },
      { address: '6a0568656c6c6f', satoshis: 0n },
    ])
    expect(outputs[0]!.address).toMatch(/^bcrt1q/)
  })

  test('refuses what is not a PSBT, and one cut short', () => {
    expect(() => psbtOutputs(new TextEncoder().encode('not a psbt'))).toThrow('Not a PSBT.')
    expect(() => psbtOutputs(psbtPaying([[P2WPKH, 1n]]).subarray(0, 20))).toThrow('The PSBT ends early.')
  })
})
