import { createRequire } from 'node:module'
import type { Abi, Hex } from 'viem'

export interface Artifact {
  abi: Abi
  bytecode: Hex
}

type ArtifactName = 'EntryPoint' | 'SimpleAccountFactory' | 'SimpleAccount' | 'VerifyingPaymaster'

const require = createRequire(import.meta.url)

/**
 * A contract of `@account-abstraction/contracts` 0.7.0 as its authors compiled it (the package's
 * artifacts): the EntryPoint's bytecode must be exactly the published one to land on its canonical
 * address, which a compile of ours with other settings would not give.
 */
export function aaArtifact(name: ArtifactName): Artifact {
  const { abi, bytecode } = require(`@account-abstraction/contracts/artifacts/${name}.json`) as Artifact
  return { abi, bytecode }
}

type Artifact08Name = 'EntryPoint' | 'Simple7702Account'

/** A contract of `@account-abstraction/contracts` 0.8.0 (installed as `…-v08`), as its authors compiled it. */
export function aa08Artifact(name: Artifact08Name): Artifact {
  const { abi, bytecode } = require(`@account-abstraction/contracts-v08/artifacts/${name}.json`) as Artifact
  return { abi, bytecode }
}
