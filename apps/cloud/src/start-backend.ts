import { type CloudConfig, DEV_ACCOUNTS } from './config.js'
import type { Database } from './db/database.js'
import { openDatabase } from './db/open-database.js'
import type { createChains } from './services/chains/chains.js'
import { startLabEns } from './services/ens/start-lab-ens.js'
import { type Indexer, startIndexer } from './services/indexer/indexer.js'
import { compileLabToken } from './services/tokens/compile-token.js'
import { deployTestTokens } from './services/tokens/deploy-tokens.js'

/**
 * The database, the chains with their tokens, then the indexer. The database and the compiled token
 * are prepared while the chains start; whatever did start is registered in `cleanups`.
 */
export async function startBackend(
  config: CloudConfig,
  dataDir: string | undefined,
  chains: ReturnType<typeof createChains>,
  cleanups: (() => Promise<void>)[],
): Promise<{ db: Database; indexer: Indexer }> {
  const [opened, contract, started] = await Promise.allSettled([
    openDatabase({ dataDir, databaseUrl: config.databaseUrl }),
    // Only a chain needs the contract (and a first compile takes a second).
    config.chains.length > 0 ? compileLabToken() : undefined,
    chains.start(),
  ])
  cleanups.push(() => chains.stop())
  if (opened.status === 'fulfilled') cleanups.push(() => opened.value.db.close())
  if (opened.status === 'rejected') throw opened.reason
  if (contract.status === 'rejected') throw contract.reason
  if (started.status === 'rejected') throw started.reason
  const db = opened.value.db
  const compiled = contract.value

  // A chain restored from its state file has its tokens already: nothing is deployed again.
  const holders = DEV_ACCOUNTS.map((account) => account.address)
  if (compiled) {
    await Promise.all(
      chains
        .list()
        .map((chain) =>
          deployTestTokens({ rpcUrl: chain.rpcUrl, chainId: chain.chainId, contract: compiled, holders }),
        ),
    )
  }
  await startLabEns(chains.list())
  const indexer = startIndexer({
    db,
    chains: chains.list(),
    onError: (error, chainId) =>
      console.error(`Indexer, chain ${chainId}: ${error instanceof Error ? error.message : String(error)}`),
  })
  cleanups.push(() => indexer.stop())
  return { db, indexer }
}
