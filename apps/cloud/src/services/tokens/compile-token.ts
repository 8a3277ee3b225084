import { fileURLToPath } from 'node:url'
import { CACHE_DIR } from '../../cache-dir.js'
import {
  type CompiledContract,
  type ContractSource,
  compileContract,
  contractCachePath,
} from '../contracts/compile-contract.js'

export { type CompiledContract, CompileError } from '../contracts/compile-contract.js'

/** apps/cloud/contracts/LabToken.sol: three levels up from both src/services/tokens and dist/…. */
export const TOKEN_SOURCE_PATH = fileURLToPath(new URL('../../../contracts/LabToken.sol', import.meta.url))

const LAB_TOKEN: ContractSource = { path: TOKEN_SOURCE_PATH, name: 'LabToken', cachePrefix: 'lab-token' }

/** The test token compiled by solc, cached (compileContract). */
export function compileLabToken(cacheDir: string = CACHE_DIR): Promise<CompiledContract> {
  return compileContract(LAB_TOKEN, cacheDir)
}

/** Where the compiled token is cached in `cacheDir` (the file may not exist yet). */
export function labTokenCachePath(cacheDir: string = CACHE_DIR): Promise<string> {
  return contractCachePath(LAB_TOKEN, cacheDir)
}
