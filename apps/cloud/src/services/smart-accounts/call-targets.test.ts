import { encodeFunctionData } from 'viem'
import { describe, expect, it } from 'vitest'
import { aaArtifact } from './aa-artifacts.js'
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

  it('cannot tell the targets of other call data', () => {
    expect(callTargets('0x')).toBeUndefined()
    expect(callTargets('0xdeadbeef')).toBeUndefined()
    expect(callTargets(encodeFunctionData({ abi, functionName: 'addDeposit' }))).toBeUndefined()
  })
})
