import { type Address, decodeFunctionData, type Hex } from 'viem'
import { aa08Artifact, aaArtifact } from './aa-artifacts.js'

const simpleAccount = aaArtifact('SimpleAccount')
const simple7702Account = aa08Artifact('Simple7702Account')

/**
 * The contracts a user operation calls through `execute` or `executeBatch`, for the paymaster's
 * "these contracts" policy: SimpleAccount's (v0.7: a batch is three arrays) or Simple7702Account's
 * (v0.8: a batch is a list of calls). Undefined for call data of another kind: the cloud cannot
 * tell what it does.
 */
export function callTargets(callData: Hex): Address[] | undefined {
  return fromSimpleAccount(callData) ?? fromSimple7702Account(callData)
}

function fromSimpleAccount(callData: Hex): Address[] | undefined {
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

function fromSimple7702Account(callData: Hex): Address[] | undefined {
  try {
    const decoded = decodeFunctionData({ abi: simple7702Account.abi, data: callData })
    const args = decoded.args as readonly unknown[]
    // Its execute has SimpleAccount's signature (decoded above); only the batch differs.
    if (decoded.functionName === 'executeBatch') {
      return (args[0] as readonly { target: Address }[]).map((call) => call.target)
    }
  } catch {
    // Not Simple7702Account call data either.
  }
  return undefined
}
