import { planPersonalSign, planSendTransaction, planSignTypedData } from './evm-plans.js'
import type { SigningMethod } from './rpc-policy.js'
import type { PlanSigning } from './signing-plan.js'
import { planSolanaSignAndSend, planSolanaSignMessage, planSolanaSignTransaction } from './solana-plans.js'

/** One planner per signing method of rpc-policy.ts; the type makes a missing one a compile error. */
export const SIGNING_PLANS: Record<SigningMethod, PlanSigning> = {
  personal_sign: planPersonalSign,
  eth_signTypedData_v4: planSignTypedData,
  eth_sendTransaction: planSendTransaction,
  solana_signMessage: planSolanaSignMessage,
  solana_signTransaction: planSolanaSignTransaction,
  solana_signAndSendTransaction: planSolanaSignAndSend,
}
