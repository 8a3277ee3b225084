import { encodeFunctionData } from 'viem'
import { describe, expect, it } from 'vitest'
import { aa08Artifact, aaArtifact } from './aa-artifacts.js'
import { callTargets } from './call-targets.js'

const { abi } = aaArtifact('SimpleAccount')
const A = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const B = '0x000000000000000000000000000000000000dEaD'

describe('callTargets', () => {
  it("reads the contract of a SimpleAccount's execute and each of executeBatch", () => {
    expect(callTargets(encodeFunctionData({ abi, functionName: 'execute', args: [A, 1n, '0x'] }))).toEqual([
      A,
    ])
    expect(
      callTargets(
        encodeFunctionData({
          abi,
          functionName: 'executeBatch',
          args: [
            [A, B],
            [0n, 0n],
            ['0x', '0x12'],
          ],
        }),
      ),
    ).toEqual([A, B])
  })

  it("reads each contract of a Simple7702Account's executeBatch (v0.8: a list of calls)", () => {
    const { abi: abi08 } = aa08Artifact('Simple7702Account')
    const batch = encodeFunctionData({
      abi: abi08,
      functionName: 'executeBatch',
      args: [
        [
          { target: B, value: 0n, data: '0x12' },
          { target: A, value: 1n, data: '0x' },
        ],
      ],
    })
    expect(callTargets(batch)).toEqual([B, A])
    expect(
      callTargets(encodeFunctionData({ abi: abi08, functionName: 'execute', args: [B, 0n, '0x'] })),
    ).toEqual([B])
  })

  it('cannot tell the targets of other call data', () => {
    expect(callTargets('0x')).toBeUndefined()
    expect(callTargets('0xdeadbeef')).toBeUndefined()
    expect(callTargets(encodeFunctionData({ abi, functionName: 'addDeposit' }))).toBeUndefined()
  })
})
