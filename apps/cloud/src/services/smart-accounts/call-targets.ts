import { type Address, decodeFunctionData, type Hex } from 'viem'
import { aaArtifact } from './aa-artifacts.js'

const simpleAccount = aaArtifact('SimpleAccount')

/**
 * The contracts a SimpleAccount user operation calls (`execute` or `executeBatch`), for the
 * paymaster's "these contracts" policy. Undefined for call data of another kind: the cloud cannot
 * tell what it does.
 */
export function callTargets(callData: Hex): Address[] | undefined {
  try {
    const decoded = decodeFunctionData({ abi: simpleAccount.abi, data: callData })
    const args = decoded.args as readonly unknown[]
    if (decoded.functionName === 'execute') return [args[0] as Address]
    if (decoded.functionName === 'executeBatch') return [...(args[0] as Address[])]
  } catch {
    // Not SimpleAccount call data: undefined below.
  }
  return undefined
}
