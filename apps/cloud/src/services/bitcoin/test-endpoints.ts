import { HttpError } from '../../http/http-error.js'
import { type BitcoinAnswer, json } from './bitcoin-http.js'
import { InvalidFundingError } from './funding.js'
import type { BitcoinLedger } from './ledger.js'
import { InvalidMineRequestError } from './mine.js'

/** The test routes (relative to BITCOIN_TEST_PATH), all POST with a JSON body. */
export const BITCOIN_TEST_ROUTES = ['/fund', '/mine'] as const
export type BitcoinTestRoute = (typeof BITCOIN_TEST_ROUTES)[number]

/**
 * POST /fund `{ address, sats }` → `{ txid, vout, block: { height, hash, time } }`: confirmed coins
 * for a test, in a block of their own. POST /mine `{ blocks? }` (1 by default) → `{ blocks: [...] }`:
 * the first confirms the mempool. A bad body is 400 `{ message }` saying which field is wrong.
 */
export async function answerTest(
  route: BitcoinTestRoute,
  ledger: BitcoinLedger,
  body: unknown,
): Promise<BitcoinAnswer> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new HttpError(400, 'Invalid body: expected a JSON object')
  }
  const fields = body as Record<string, unknown>
  try {
    // Passed on as they came: the ledger checks their types itself and names the field that is wrong.
    if (route === '/fund') {
      const { txid, vout, block } = await ledger.fund({
        address: fields.address as string,
        sats: fields.sats as number,
      })
      return json({ txid, vout, block })
    }
    const blocks = fields.blocks === undefined ? 1 : fields.blocks
    return json({ blocks: await ledger.mine(blocks as number) })
  } catch (error) {
    if (error instanceof InvalidFundingError || error instanceof InvalidMineRequestError) {
      throw new HttpError(400, error.message)
    }
    throw error
  }
}
