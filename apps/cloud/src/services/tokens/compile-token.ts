import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Abi, Hex } from 'viem'
import { writeFileAtomically } from '../../atomic-write.js'
import { CACHE_DIR } from '../../cache-dir.js'

/** apps/cloud/contracts/LabToken.sol: three levels up from both src/services/tokens and dist/…. */
export const TOKEN_SOURCE_PATH = fileURLToPath(new URL('../../../contracts/LabToken.sol', import.meta.url))
const CONTRACT_NAME = 'LabToken'

export interface CompiledContract {
  abi: Abi
  bytecode: Hex
}

/** solc reported errors (not warnings): the contract cannot be deployed. */
export class CompileError extends Error {
  override name = 'CompileError'
}

// Fixed settings: the bytecode, and so the cache key, depends on them. Cancun is the newest fork
// every anvil we use supports.
const SETTINGS = {
  optimizer: { enabled: true, runs: 200 },
  evmVersion: 'cancun',
  outputSelection: { '*': { [CONTRACT_NAME]: ['abi', 'evm.bytecode.object'] } },
} as const

/**
 * The test token compiled by solc (WASM, ~1 s with loading), cached by the hash of its source, the
 * settings and the solc version, so later starts only read a small JSON file.
 */
export async function compileLabToken(cacheDir: string = CACHE_DIR): Promise<CompiledContract> {
  const source = await readFile(TOKEN_SOURCE_PATH, 'utf8')
  const cached = cachePath(cacheDir, source)
  try {
    return JSON.parse(await readFile(cached, 'utf8')) as CompiledContract
  } catch {
    // Not compiled yet (or an unreadable file): compile and write it below.
  }
  const compiled = await compile(source)
  await writeFileAtomically(cached, JSON.stringify(compiled))
  return compiled
}

/** Where the compiled token is cached in `cacheDir` (the file may not exist yet). */
export async function labTokenCachePath(cacheDir: string = CACHE_DIR): Promise<string> {
  return cachePath(cacheDir, await readFile(TOKEN_SOURCE_PATH, 'utf8'))
}

function cachePath(cacheDir: string, source: string): string {
  const key = createHash('sha256')
    .update(JSON.stringify({ source, settings: SETTINGS, solc: solcVersion() }))
    .digest('hex')
    .slice(0, 16)
  return join(cacheDir, `lab-token-${key}.json`)
}

async function compile(source: string): Promise<CompiledContract> {
  // Loaded only on a cache miss: solc is 8 MB of WASM that a normal start never needs.
  const { default: solc } = await import('solc')
  const input = { language: 'Solidity', sources: { 'LabToken.sol': { content: source } }, settings: SETTINGS }
  const output = JSON.parse(solc.compile(JSON.stringify(input))) as SolcOutput
  const errors = (output.errors ?? []).filter((entry) => entry.severity === 'error')
  if (errors.length > 0) throw new CompileError(errors.map((entry) => entry.formattedMessage).join('\n'))
  const contract = output.contracts?.['LabToken.sol']?.[CONTRACT_NAME]
  if (!contract) throw new CompileError(`solc produced no ${CONTRACT_NAME}`)
  return { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` }
}

interface SolcOutput {
  errors?: { severity: string; formattedMessage: string }[]
  contracts?: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string } } }>>
}

function solcVersion(): string {
  const require = createRequire(import.meta.url)
  return (require('solc/package.json') as { version: string }).version
}
