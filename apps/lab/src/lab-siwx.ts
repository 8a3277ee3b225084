import { createSiwx, evmVerifier, type SiwxConfig, solanaVerifier } from 'appkit/siwx'
import { LAB_CONFIG } from './config.js'
import { anvilA, anvilB } from './networks.js'

/**
 * The lab's sign-in: messages for this page, verified with each namespace's verifier (EVM through
 * the chains' own nodes, so contract accounts verify too), sessions kept for a day.
 */
export function labSiwx(signIn: 'optional' | 'required'): SiwxConfig {
  return createSiwx({
    statement: 'Sign in to the AppKit lab',
    expiresInMs: 24 * 60 * 60 * 1000,
    required: signIn === 'required',
    verifiers: [
      evmVerifier({ chains: { [anvilA.id]: LAB_CONFIG.rpcA, [anvilB.id]: LAB_CONFIG.rpcB } }),
      solanaVerifier(),
    ],
  })
}
