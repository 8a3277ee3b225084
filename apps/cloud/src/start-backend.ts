import { type CloudConfig, DEV_ACCOUNTS, POOL_DEPLOYER } from './config.js'
import type { Database } from './db/database.js'
import { openDatabase } from './db/open-database.js'
import type { createChains } from './services/chains/chains.js'
import { startLabEns } from './services/ens/start-lab-ens.js'
import { type Indexer, startIndexer } from './services/indexer/indexer.js'
import { compilePaymaster08 } from './services/smart-accounts/compile-paymaster-08.js'
import { type AaDeployment, deployAccountAbstraction } from './services/smart-accounts/deploy-aa.js'
import { compileLabSwap } from './services/swap/compile-swap.js'
import { deploySwap } from './services/swap/deploy-swap.js'
import { poolSpecsFor, type SwapDeployment } from './services/swap/swap-pools.js'
import { compileLabToken } from './services/tokens/compile-token.js'
import { deployTestTokens } from './services/tokens/deploy-tokens.js'

/**
 * The database, the chains with their tokens, swap pools, ENS and ERC-4337 contracts, then the indexer. The database and the compiled token
 * are prepared while the chains start; whatever did start is registered in `cleanups`.
 */
export async function startBackend(
  config: CloudConfig,
  dataDir: string | undefined,
  chains: ReturnType<typeof createChains>,
  cleanups: (() => Promise<void>)[],
): Promise<{ db: Database; indexer: Indexer; swaps: SwapDeployment[]; smartAccounts: AaDeployment[] }> {
  const [opened, contract, started, swapContract, paymasterContract] = await Promise.allSettled([
    openDatabase({ dataDir, databaseUrl: config.databaseUrl }),
    // Only a chain needs the contract (and a first compile takes a second).
    config.chains.length > 0 ? compileLabToken() : undefined,
    chains.start(),
    config.chains.length > 0 ? compileLabSwap() : undefined,
    config.chains.length > 0 ? compilePaymaster08() : undefined,
  ])
  cleanups.push(() => chains.stop())
  if (opened.status === 'fulfilled') cleanups.push(() => opened.value.db.close())
  if (opened.status === 'rejected') throw opened.reason
  if (contract.status === 'rejected') throw contract.reason
  if (started.status === 'rejected') throw started.reason
  if (swapContract.status === 'rejected') throw swapContract.reason
  if (paymasterContract.status === 'rejected') throw paymasterContract.reason
  const db = opened.value.db
  const compiled = contract.value

  // A chain restored from its state file has its tokens already: nothing is deployed again.
  // The pool deployer gets its share too: it is the pools' liquidity.
  const holders = [...DEV_ACCOUNTS.map((account) => account.address), POOL_DEPLOYER.address]
  if (compiled) {
    await Promise.all(
      chains
        .list()
        .map((chain) =>
          deployTestTokens({ rpcUrl: chain.rpcUrl, chainId: chain.chainId, contract: compiled, holders }),
        ),
    )
  }
  const swapCompiled = swapContract.value
  const deployed = swapCompiled
    ? await Promise.all(
        chains.list().map((chain) =>
          deploySwap({
            rpcUrl: chain.rpcUrl,
            chainId: chain.chainId,
            contract: swapCompiled,
            pools: poolSpecsFor(chain.chainId),
          }),
        ),
      )
    : []
  const swaps = deployed.filter((deployment) => deployment !== undefined)
  // The ERC-4337 contracts (deployer #6) and the ENS (#7) do not touch each other's accounts.
  const [smartAccounts] = await Promise.all([
    Promise.all(
      chains.list().map((chain) =>
        // A chain implies the compile above ran.
        deployAccountAbstraction({ ...chain, paymaster08: paymasterContract.value! }),
      ),
    ),
    startLabEns(chains.list()),
  ])
  const indexer = startIndexer({
    db,
    chains: chains.list(),
    onError: (error, chainId) =>
      console.error(`Indexer, chain ${chainId}: ${error instanceof Error ? error.message : String(error)}`),
  })
  cleanups.push(() => indexer.stop())
  return { db, indexer, swaps, smartAccounts }
}
