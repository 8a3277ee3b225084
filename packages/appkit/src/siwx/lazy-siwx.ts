import type { SiwxConfig } from '@appkit/controllers'
import type {
  BackendSiwxOptions,
  CreateSiwxOptions,
  EvmVerifierOptions,
  SiwxVerifier,
  SolanaVerifierOptions,
} from '@appkit/siwx'

/*
 * The sign-in a dapp configures at start, with none of its code: messages, checks and verifiers
 * (about 20 KB gzip) load when the first session is asked for, which is after a wallet connected.
 * Each function here has the signature of its namesake in @appkit/siwx and hands over to it.
 */

const load = () => import('@appkit/siwx')

/** Runs `make` once, on first use, and keeps its promise; a failed load is tried again. */
function once<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined
  return () => {
    made ??= make().catch((error: unknown) => {
      made = undefined
      throw error
    })
    return made
  }
}

function lazyConfig(make: () => Promise<SiwxConfig>, required = false): SiwxConfig {
  const real = once(make)
  return {
    createMessage: async (input) => (await real()).createMessage(input),
    addSession: async (session) => (await real()).addSession(session),
    revokeSession: async (chainId, address) => (await real()).revokeSession(chainId, address),
    setSessions: async (sessions) => (await real()).setSessions(sessions),
    getSessions: async (chainId, address) => (await real()).getSessions(chainId, address),
    // Asked synchronously by the modal's close rule: answered from the options, no load needed.
    getRequired: () => required,
  }
}

/** createSiwx (sessions in local storage, verified in the page), loaded on first use. */
export function createSiwx(options: CreateSiwxOptions): SiwxConfig {
  return lazyConfig(async () => (await load()).createSiwx(options), options.required)
}

/**
 * backendSiwx (the dapp's server issues nonces, verifies and keeps sessions, and proves emails for
 * DataCapture), loaded on first use.
 */
export function backendSiwx(options: BackendSiwxOptions): SiwxConfig {
  const real = once(async () => (await load()).backendSiwx(options))
  return {
    ...lazyConfig(real, options.required),
    requestEmailCode: async (email) => (await real()).requestEmailCode(email),
    verifyEmailCode: async (code) => (await real()).verifyEmailCode(code),
  }
}

function lazyVerifier(namespace: string, make: () => Promise<SiwxVerifier>): SiwxVerifier {
  const real = once(make)
  return {
    namespace,
    verify: async (session) => (await real()).verify(session),
    // Both verifiers wrapped here name their signature types, so the fallback is never used.
    signatureType: async (session) => (await (await real()).signatureType?.(session)) ?? '',
  }
}

/** evmVerifier (EOA, ERC-1271, ERC-6492 through viem), loaded on first use. */
export function evmVerifier(options?: EvmVerifierOptions): SiwxVerifier {
  return lazyVerifier('eip155', async () => (await load()).evmVerifier(options))
}

/** solanaVerifier (ed25519), loaded on first use. */
export function solanaVerifier(options?: SolanaVerifierOptions): SiwxVerifier {
  return lazyVerifier('solana', async () => (await load()).solanaVerifier(options))
}
