import type { FrameDappData } from '@appkit/frame/endpoint'
import type { LoginProof } from '../../shared/farcaster-api.js'
import { type FrameChainId, requireChain } from '../chain-ids.js'

/**
 * What the frame remembers between requests, in memory only (a reload starts over from the URL):
 * the active chain and the last one of each namespace, the dapp's data for the approval screen,
 * the email of a login in progress, and the proof of the last social or Farcaster login.
 */
export interface FrameState {
  chainId: FrameChainId
  evmChainId: number
  solanaChain: `solana:${string}` | undefined
  dappData: FrameDappData | undefined
  pendingLogin: { email: string } | undefined
  /**
   * Until when (Date.now() ms) the one silent sign-in after a login may be signed without a
   * prompt; cleared by the first sign-in request (sign-in-at-login.ts).
   */
  silentSignInUntil: number | undefined
  /**
   * The proof (ID token and recovery grant, or signed Farcaster message and its secret) of the
   * social or Farcaster login made in this page, for `userId`: adding a passkey opens the recovery
   * share with it, as the login itself did. Memory only, so a reload or a sign-out drops it, and
   * the seal server takes it for 10 minutes after the login.
   */
  loginProof: { userId: string; proof: LoginProof } | undefined
}

/** Spec §9: chain 1 when the frame starts on a chain of another namespace. */
const DEFAULT_EVM_CHAIN_ID = 1

export function createFrameState(chainId: FrameChainId): FrameState {
  const state: FrameState = {
    chainId,
    evmChainId: DEFAULT_EVM_CHAIN_ID,
    solanaChain: undefined,
    dappData: undefined,
    pendingLogin: undefined,
    silentSignInUntil: undefined,
    loginProof: undefined,
  }
  switchChain(state, chainId)
  return state
}

/** Makes `chainId` the active chain; 'Unsupported chain' for anything but EVM and Solana. */
export function switchChain(state: FrameState, chainId: FrameChainId): void {
  const chain = requireChain(chainId)
  state.chainId = chainId
  if (chain.namespace === 'eip155') state.evmChainId = chain.id
  else state.solanaChain = chain.caip
}
