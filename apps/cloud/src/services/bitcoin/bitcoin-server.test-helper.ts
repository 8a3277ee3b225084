import { openTestDatabase } from '../../db/engines.test-helper.js'
import { startServer } from '../../http/server.js'
import type { Service } from '../../http/service.js'
import { bitcoinService } from './bitcoin-service.js'
import type { FundingRequest } from './funding.js'
import { BITCOIN_TEST_PATH, ESPLORA_PATH } from './lab-chain.js'
import { type BitcoinLedger, startBitcoinLedger } from './ledger.js'

export interface TestBitcoinServer {
  url: string
  esploraUrl: string
  testUrl: string
  ledger: BitcoinLedger
  close(): Promise<void>
}

/**
 * The Bitcoin chain's service on a free port over a ledger in an in-memory PGlite (the ledger's SQL
 * runs on both engines in its own tests), with `more` services beside it. One per test file.
 */
export async function startTestBitcoinServer(
  fund: readonly FundingRequest[] = [],
  more: readonly Service[] = [],
): Promise<TestBitcoinServer> {
  const { db, dispose } = await openTestDatabase('pglite')
  const ledger = await startBitcoinLedger({ db, fund })
  const server = await startServer('127.0.0.1', 0, [
    bitcoinService({ ledger: Promise.resolve(ledger) }),
    ...more,
  ])
  return {
    url: server.url,
    esploraUrl: `${server.url}${ESPLORA_PATH}`,
    testUrl: `${server.url}${BITCOIN_TEST_PATH}`,
    ledger,
    async close() {
      await server.close()
      await dispose()
    },
  }
}
