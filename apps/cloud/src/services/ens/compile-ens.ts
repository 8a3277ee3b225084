import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Abi, Hex } from 'viem'
import { writeFileAtomically } from '../../atomic-write.js'
import { CACHE_DIR } from '../../cache-dir.js'
import { type CompiledContract, CompileError } from '../tokens/compile-token.js'

/** apps/cloud/contracts/LabEns.sol: three levels up from both src/services/ens and dist/…. */
export const ENS_SOURCE_PATH = fileURLToPath(new URL('../../../contracts/LabEns.sol', import.meta.url))
const CONTRACTS = ['LabEnsRegistry', 'LabPublicResolver', 'LabUniversalResolver'] as const

export type EnsContracts = Record<(typeof CONTRACTS)[number], CompiledContract>

// Fixed, as the token's: the cache key depends on them.
const SETTINGS = {
  optimizer: { enabled: true, runs: 200 },
  evmVersion: 'cancun',
  outputSelection: {
    '*': Object.fromEntries(CONTRACTS.map((name) => [name, ['abi', 'evm.bytecode.object']])),
  },
} as const

/**
 * The local chain's ENS contracts compiled by solc, cached by the hash of the source, the settings
 * and the solc version, as the test token is (a fresh machine compiles once, ~1–2 s).
 */
export async function compileLabEns(cacheDir: string = CACHE_DIR): Promise<EnsContracts> {
  const source = await readFile(ENS_SOURCE_PATH, 'utf8')
  const cached = cachePath(cacheDir, source)
  try {
    return JSON.parse(await readFile(cached, 'utf8')) as EnsContracts
  } catch {
    // Not compiled yet (or an unreadable file): compile and write it below.
  }
  // Loaded only on a cache miss: solc is 8 MB of WASM that a normal start never needs.
  const { default: solc } = await import('solc')
  const input = { language: 'Solidity', sources: { 'LabEns.sol': { content: source } }, settings: SETTINGS }
  const output = JSON.parse(solc.compile(JSON.stringify(input))) as SolcOutput
  const errors = (output.errors ?? []).filter((entry) => entry.severity === 'error')
  if (errors.length > 0) throw new CompileError(errors.map((entry) => entry.formattedMessage).join('\n'))
  const compiled = Object.fromEntries(
    CONTRACTS.map((name) => {
      const contract = output.contracts?.['LabEns.sol']?.[name]
      if (!contract) throw new CompileError(`solc produced no ${name}`)
      return [name, { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` as Hex }]
    }),
  ) as EnsContracts
  await writeFileAtomically(cached, JSON.stringify(compiled))
  return compiled
}

/** Where the compiled ENS contracts are cached in `cacheDir` (the file may not exist yet). */
export async function labEnsCachePath(cacheDir: string = CACHE_DIR): Promise<string> {
  return cachePath(cacheDir, await readFile(ENS_SOURCE_PATH, 'utf8'))
}

function cachePath(cacheDir: string, source: string): string {
  const require = createRequire(import.meta.url)
  const solcVersion = (require('solc/package.json') as { version: string }).version
  const key = createHash('sha256')
    .update(JSON.stringify({ source, settings: SETTINGS, solc: solcVersion }))
    .digest('hex')
    .slice(0, 16)
  return join(cacheDir, `lab-ens-${key}.json`)
}

interface SolcOutput {
  errors?: { severity: string; formattedMessage: string }[]
  contracts?: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string } } }>>
}
