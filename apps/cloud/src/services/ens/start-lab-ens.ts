import { DEV_ACCOUNTS } from '../../config.js'
import type { ChainInfo } from '../chains/chains.js'
import { compileLabEns } from './compile-ens.js'
import { deployLabEns } from './deploy-ens.js'
import { LAB_ENS_NAME } from './lab-ens.js'

/**
 * The local ENS on every chain the cloud runs, with its test name (carol.eth → dev account #2), so
 * a dapp resolves ENS names on the local chain as it would on mainnet. Nothing to do without chains.
 */
export async function startLabEns(chains: readonly Pick<ChainInfo, 'rpcUrl' | 'chainId'>[]): Promise<void> {
  if (chains.length === 0) return
  const contracts = await compileLabEns()
  const names = [{ name: LAB_ENS_NAME, address: DEV_ACCOUNTS[2].address }]
  await Promise.all(
    chains.map((chain) => deployLabEns({ rpcUrl: chain.rpcUrl, chainId: chain.chainId, contracts, names })),
  )
}
