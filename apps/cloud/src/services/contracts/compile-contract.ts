import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { basename, join } from 'node:path'
import type { Abi, Hex } from 'viem'
import { writeFileAtomically } from '../../atomic-write.js'

export interface CompiledContract {
  abi: Abi
  bytecode: Hex
}

/** One contract of one Solidity file under apps/cloud/contracts, and the cache file's prefix. */
export interface ContractSource {
  path: string
  name: string
  cachePrefix: string
}

/** solc reported errors (not warnings): the contract cannot be deployed. */
export class CompileError extends Error {
  override name = 'CompileError'
}

// Fixed settings: the bytecode, and so the cache key, depends on them. Cancun is the newest fork
// every anvil we use supports.
function settingsFor(name: string) {
  return {
    optimizer: { enabled: true, runs: 200 },
    evmVersion: 'cancun',
    outputSelection: { '*': { [name]: ['abi', 'evm.bytecode.object'] } },
  } as const
}

/**
 * A contract compiled by solc (WASM, ~1 s with loading), cached by the hash of its source, the
 * settings and the solc version, so later starts only read a small JSON file.
 */
export async function compileContract(contract: ContractSource, cacheDir: string): Promise<CompiledContract> {
  const source = await readFile(contract.path, 'utf8')
  const cached = cachePath(contract, cacheDir, source)
  try {
    return JSON.parse(await readFile(cached, 'utf8')) as CompiledContract
  } catch {
    // Not compiled yet (or an unreadable file): compile and write it below.
  }
  const compiled = await compile(contract, source)
  await writeFileAtomically(cached, JSON.stringify(compiled))
  return compiled
}

/** Where the compiled contract is cached in `cacheDir` (the file may not exist yet). */
export async function contractCachePath(contract: ContractSource, cacheDir: string): Promise<string> {
  return cachePath(contract, cacheDir, await readFile(contract.path, 'utf8'))
}

function cachePath(contract: ContractSource, cacheDir: string, source: string): string {
  const key = createHash('sha256')
    .update(JSON.stringify({ source, settings: settingsFor(contract.name), solc: solcVersion() }))
    .digest('hex')
    .slice(0, 16)
  return join(cacheDir, `${contract.cachePrefix}-${key}.json`)
}

async function compile(contract: ContractSource, source: string): Promise<CompiledContract> {
  // Loaded only on a cache miss: solc is 8 MB of WASM that a normal start never needs.
  const { default: solc } = await import('solc')
  const file = basename(contract.path)
  const input = {
    language: 'Solidity',
    sources: { [file]: { content: source } },
    settings: settingsFor(contract.name),
  }
  const output = JSON.parse(solc.compile(JSON.stringify(input))) as SolcOutput
  const errors = (output.errors ?? []).filter((entry) => entry.severity === 'error')
  if (errors.length > 0) throw new CompileError(errors.map((entry) => entry.formattedMessage).join('\n'))
  const compiled = output.contracts?.[file]?.[contract.name]
  if (!compiled) throw new CompileError(`solc produced no ${contract.name}`)
  return { abi: compiled.abi, bytecode: `0x${compiled.evm.bytecode.object}` }
}

interface SolcOutput {
  errors?: { severity: string; formattedMessage: string }[]
  contracts?: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string } } }>>
}

function solcVersion(): string {
  const require = createRequire(import.meta.url)
  return (require('solc/package.json') as { version: string }).version
}
