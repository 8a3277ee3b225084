import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
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
  /** Where its imports are read from: the files of pinned npm packages (their versions key the cache). */
  imports?: readonly ImportRoot[]
}

/** An import prefix (`@openzeppelin/contracts/`) and the installed package that serves it. */
export interface ImportRoot {
  prefix: string
  dir: string
  version: string
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
  // A contract without imports keeps the key it always had (no cache miss after an upgrade).
  const imports = contract.imports?.map(({ prefix, version }) => ({ prefix, version }))
  const key = createHash('sha256')
    .update(JSON.stringify({ source, settings: settingsFor(contract.name), solc: solcVersion(), imports }))
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
  const output = JSON.parse(
    solc.compile(JSON.stringify(input), { import: (path: string) => readImport(contract, path) }),
  ) as SolcOutput
  const errors = (output.errors ?? []).filter((entry) => entry.severity === 'error')
  if (errors.length > 0) throw new CompileError(errors.map((entry) => entry.formattedMessage).join('\n'))
  const compiled = output.contracts?.[file]?.[contract.name]
  if (!compiled) throw new CompileError(`solc produced no ${contract.name}`)
  return { abi: compiled.abi, bytecode: `0x${compiled.evm.bytecode.object}` }
}

function readImport(contract: ContractSource, path: string): { contents: string } | { error: string } {
  const root = contract.imports?.find((entry) => path.startsWith(entry.prefix))
  // Only files inside a known package: an import cannot climb out of it.
  if (root === undefined || path.includes('..')) return { error: `Import not allowed: ${path}` }
  try {
    return { contents: readFileSync(join(root.dir, path.slice(root.prefix.length)), 'utf8') }
  } catch {
    return { error: `Import not found: ${path}` }
  }
}

interface SolcOutput {
  errors?: { severity: string; formattedMessage: string }[]
  contracts?: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string } } }>>
}

function solcVersion(): string {
  const require = createRequire(import.meta.url)
  return (require('solc/package.json') as { version: string }).version
}
