import { z } from 'zod/mini'

// Esplora's answers (Blockstream's API.md), as the adapter reads them: only the fields it uses are
// checked; unknown ones are dropped, so a server that adds fields never breaks the adapter.

const txid = z.string().check(z.regex(/^[0-9a-f]{64}$/, 'expected a 64-digit hex txid'))
// z.int() is a safe integer: amounts in sats (at most 21e14) fit.
const count = z.int().check(z.nonnegative())

/** GET /address/:address/utxo */
export const utxosSchema = z.array(
  z.object({ txid, vout: count, value: count, status: z.object({ confirmed: z.boolean() }) }),
)

/** GET /fee-estimates: sat/vB by confirmation target (in blocks). */
export const feeEstimatesSchema = z.record(z.string(), z.number().check(z.nonnegative()))

/** GET /tx/:txid/status */
export const txStatusSchema = z.object({ confirmed: z.boolean() })

const statsSchema = z.object({ funded_txo_sum: count, spent_txo_sum: count })

/** GET /address/:address */
export const addressSchema = z.object({ chain_stats: statsSchema, mempool_stats: statsSchema })

/** POST /tx answers the txid as text. */
export const txidSchema = txid
