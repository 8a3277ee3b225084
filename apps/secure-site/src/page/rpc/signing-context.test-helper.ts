import { vi } from 'vitest'
import { createWalletSecret, type WalletAddresses, walletAddresses } from '../wallet/wallet-secret.js'
import type { JsonRpc } from './json-rpc-client.js'
import type { SigningContext } from './signing-plan.js'

// Test-only: a signing context over a real wallet secret, with every use of the key counted and
// every chain call answered from `answers` (method → result) and recorded.

export interface TestSigning {
  ctx: SigningContext
  addresses: WalletAddresses
  /** How many times the key was rebuilt. */
  keyUses: () => number
  rpcCalls: Array<{ chain: string; method: string; params: unknown }>
}

export async function testSigning(answers: Record<string, unknown> = {}): Promise<TestSigning> {
  const secret = createWalletSecret()
  const addresses = await walletAddresses(secret)
  let uses = 0
  const rpcCalls: TestSigning['rpcCalls'] = []
  const rpc = (chain: string): JsonRpc =>
    vi.fn(async (method: string, params?: unknown) => {
      rpcCalls.push({ chain, method, params })
      if (!(method in answers)) throw new Error(`unexpected ${method}`)
      return answers[method]
    })
  return {
    addresses,
    rpcCalls,
    keyUses: () => uses,
    ctx: {
      addresses,
      evmChainId: 31337,
      solanaChain: 'solana:LabSvm11111111111111111111111111',
      rpc,
      async withSecret(use) {
        uses++
        return use(secret.slice())
      },
    },
  }
}
