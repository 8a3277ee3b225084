import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { CACHE_DIR } from '../../cache-dir.js'
import {
  type CompiledContract,
  type ContractSource,
  compileContract,
  contractCachePath,
  type ImportRoot,
} from '../contracts/compile-contract.js'

/** apps/cloud/contracts/LabVerifyingPaymaster08.sol: three levels up from both src/services/… and dist/…. */
export const PAYMASTER_08_SOURCE_PATH = fileURLToPath(
  new URL('../../../contracts/LabVerifyingPaymaster08.sol', import.meta.url),
)

/** The installed package `name`, as seen from `from` (pnpm keeps each package's own dependencies beside it). */
function packageRoot(name: string, from: string = import.meta.url): { dir: string; version: string } {
  const file = createRequire(from).resolve(`${name}/package.json`)
  return { dir: dirname(file), version: (createRequire(from)(file) as { version: string }).version }
}

/** `@account-abstraction/contracts` 0.8.0 (installed under an alias beside 0.7.0) and its OpenZeppelin. */
function importRoots(): ImportRoot[] {
  const aa = packageRoot('@account-abstraction/contracts-v08')
  const openZeppelin = packageRoot('@openzeppelin/contracts', join(aa.dir, 'package.json'))
  return [
    { prefix: '@account-abstraction/contracts/', ...aa },
    { prefix: '@openzeppelin/contracts/', ...openZeppelin },
  ]
}

function source(): ContractSource {
  return {
    path: PAYMASTER_08_SOURCE_PATH,
    name: 'LabVerifyingPaymaster08',
    cachePrefix: 'lab-paymaster-08',
    imports: importRoots(),
  }
}

/** The v0.8 verifying paymaster compiled by solc against the v0.8 package, cached (compileContract). */
export function compilePaymaster08(cacheDir: string = CACHE_DIR): Promise<CompiledContract> {
  return compileContract(source(), cacheDir)
}

/** Where the compiled paymaster is cached in `cacheDir` (the file may not exist yet). */
export function paymaster08CachePath(cacheDir: string = CACHE_DIR): Promise<string> {
  return contractCachePath(source(), cacheDir)
}
