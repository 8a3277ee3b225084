import type { IncomingMessage } from 'node:http'
import { HttpError, methodNotAllowed } from '../../http/http-error.js'
import { answerPreflight, type CorsPolicy } from '../../http/preflight.js'
import { readBody, readJsonBody } from '../../http/read-body.js'
import { underPath } from '../../http/routes.js'
import type { Service } from '../../http/service.js'
import { type BitcoinAnswer, sendBitcoin } from './bitcoin-http.js'
import { answerEsplora } from './esplora-endpoints.js'
import { matchEsploraRoute } from './esplora-routes.js'
import { BITCOIN_TEST_PATH, DEFAULT_FEE_ESTIMATES, ESPLORA_PATH } from './lab-chain.js'
import type { BitcoinLedger } from './ledger.js'
import { answerTest, BITCOIN_TEST_ROUTES, type BitcoinTestRoute } from './test-endpoints.js'

export interface BitcoinServiceOptions {
  /** The server listens before the database is up: requests wait for the ledger (503 if it failed). */
  ledger: Promise<BitcoinLedger>
  /** GET /fee-estimates; DEFAULT_FEE_ESTIMATES when absent. */
  feeEstimates?: Readonly<Record<string, number>>
}

/** Esplora reads, broadcasts and the test endpoints' posts. */
const CORS: CorsPolicy = { methods: 'GET, POST, OPTIONS' }

/**
 * The Bitcoin test chain on the cloud's server: the Esplora-compatible API at ESPLORA_PATH and the
 * test routes at BITCOIN_TEST_PATH (README, "Bitcoin (test chain)"). Esplora's errors are text,
 * the test routes' `{ message }`; every answer has CORS `*`.
 */
export function bitcoinService(options: BitcoinServiceOptions): Service {
  const feeEstimates = options.feeEstimates ?? DEFAULT_FEE_ESTIMATES
  // Kept so an early failure is not reported as unhandled; each request reads the outcome itself.
  options.ledger.catch(() => undefined)

  return {
    async handle(req, res, url) {
      const esplora = underPath(url.pathname, ESPLORA_PATH)
      const test = esplora === undefined ? underPath(url.pathname, BITCOIN_TEST_PATH) : undefined
      if (esplora === undefined && test === undefined) return false
      if (answerPreflight(req, res, CORS)) return true
      const asJson = test !== undefined
      try {
        const answer =
          esplora !== undefined
            ? await esploraAnswer(req, esplora, options.ledger, feeEstimates)
            : await testAnswer(req, test!, options.ledger)
        sendBitcoin(res, answer)
      } catch (error) {
        const failure = toRequestError(error)
        const answer: BitcoinAnswer = asJson
          ? { status: failure.status, json: { message: failure.message } }
          : { status: failure.status, text: failure.message }
        sendBitcoin(res, answer, failure.headers)
      }
      return true
    },
  }
}

async function esploraAnswer(
  req: IncomingMessage,
  path: string,
  ledgerPromise: Promise<BitcoinLedger>,
  feeEstimates: Readonly<Record<string, number>>,
): Promise<BitcoinAnswer> {
  const route = matchEsploraRoute(path)
  if (route === undefined) throw new HttpError(404, `Not found: ${path}`)
  requireMethod(req, route.method)
  const ledger = await ready(ledgerPromise)
  return answerEsplora(route, { ledger, feeEstimates, body: () => readBody(req) })
}

async function testAnswer(
  req: IncomingMessage,
  path: string,
  ledgerPromise: Promise<BitcoinLedger>,
): Promise<BitcoinAnswer> {
  const route = BITCOIN_TEST_ROUTES.find((candidate) => candidate === path) as BitcoinTestRoute | undefined
  if (route === undefined) throw new HttpError(404, `Not found: ${path}`)
  requireMethod(req, 'POST')
  const ledger = await ready(ledgerPromise)
  return answerTest(route, ledger, await readJsonBody(req))
}

function requireMethod(req: IncomingMessage, method: string): void {
  if (req.method !== method) throw methodNotAllowed([method])
}

async function ready(ledger: Promise<BitcoinLedger>): Promise<BitcoinLedger> {
  return ledger.catch((error: unknown) => {
    console.error(
      `[cloud] the Bitcoin chain did not start: ${error instanceof Error ? error.message : String(error)}`,
    )
    throw new HttpError(503, 'The Bitcoin chain did not start')
  })
}

/** Refusals (body errors from the reader included: 413, bad JSON) as they are; anything else is the cloud's fault. */
function toRequestError(error: unknown): HttpError {
  if (error instanceof HttpError) return error
  console.error(`Bitcoin chain: ${error instanceof Error ? error.message : String(error)}`)
  return new HttpError(500, 'Internal Server Error')
}
