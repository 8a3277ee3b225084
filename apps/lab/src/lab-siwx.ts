import { backendSiwx, createSiwx, evmVerifier, type SiwxConfig, solanaVerifier } from 'appkit/siwx'
import { LAB_CONFIG } from './config.js'
import { anvilA, anvilB } from './networks.js'

/** Who verifies the lab's sign-ins: the cloud, as a dapp's server would, or the page itself. */
export interface LabSignIn {
  verifiedBy: 'cloud' | 'page'
  required: boolean
}

const STATEMENT = 'Sign in to the AppKit lab'
const DAY_MS = 24 * 60 * 60 * 1000

/**
 * The lab's sign-in. `cloud`: the cloud issues the nonces, verifies on its own chains and keeps
 * the sessions (its /siwx/v1 API), the page keeps only a token. `page`: verified here (EVM through
 * the chains' own nodes, so contract accounts verify too), sessions in local storage.
 */
export function labSiwx({ verifiedBy, required }: LabSignIn): SiwxConfig {
  if (verifiedBy === 'cloud') {
    return backendSiwx({
      url: LAB_CONFIG.blockchainApiUrl,
      projectId: LAB_CONFIG.projectId,
      statement: STATEMENT,
      expiresInMs: DAY_MS,
      required,
    })
  }
  return createSiwx({
    statement: STATEMENT,
    expiresInMs: DAY_MS,
    required,
    verifiers: [
      evmVerifier({ chains: { [anvilA.id]: LAB_CONFIG.rpcA, [anvilB.id]: LAB_CONFIG.rpcB } }),
      solanaVerifier(),
    ],
  })
}
