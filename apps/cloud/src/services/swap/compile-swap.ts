import { fileURLToPath } from 'node:url'
import { CACHE_DIR } from '../../cache-dir.js'
import {
  type CompiledContract,
  type ContractSource,
  compileContract,
  contractCachePath,
} from '../contracts/compile-contract.js'

/** apps/cloud/contracts/LabSwap.sol: three levels up from both src/services/swap and dist/…. */
const LAB_SWAP: ContractSource = {
  path: fileURLToPath(new URL('../../../contracts/LabSwap.sol', import.meta.url)),
  name: 'LabSwap',
  cachePrefix: 'lab-swap',
}

/** The constant-product pools' contract compiled by solc, cached like the test token. */
export function compileLabSwap(cacheDir: string = CACHE_DIR): Promise<CompiledContract> {
  return compileContract(LAB_SWAP, cacheDir)
}

/** Where the compiled pool contract is cached in `cacheDir` (the file may not exist yet). */
export function labSwapCachePath(cacheDir: string = CACHE_DIR): Promise<string> {
  return contractCachePath(LAB_SWAP, cacheDir)
}
