import { z } from 'zod'

/**
 * Esplora's answers as the client reads them (Blockstream's API.md): every field the cloud uses is
 * checked, others pass through untouched, so a real Esplora's extra fields (the *_asm ones) are fine.
 */

const sats = z.number().int().nonnegative()
const hash = z.string().regex(/^[0-9a-f]{64}$/)

export const esploraStatsSchema = z.object({
  funded_txo_count: z.number().int().nonnegative(),
  funded_txo_sum: sats,
  spent_txo_count: z.number().int().nonnegative(),
  spent_txo_sum: sats,
  tx_count: z.number().int().nonnegative(),
})

export const esploraAddressSchema = z.object({
  address: z.string(),
  chain_stats: esploraStatsSchema,
  mempool_stats: esploraStatsSchema,
})

export const esploraStatusSchema = z.object({
  confirmed: z.boolean(),
  block_height: z.number().int().nonnegative().nullish(),
  block_hash: hash.nullish(),
  block_time: z.number().int().nonnegative().nullish(),
})

export const esploraUtxoSchema = z.object({
  txid: hash,
  vout: z.number().int().nonnegative(),
  value: sats,
  status: esploraStatusSchema,
})

const outputSchema = z.object({
  scriptpubkey: z.string(),
  scriptpubkey_address: z.string().optional(),
  value: sats,
})

export const esploraTransactionSchema = z.object({
  txid: hash,
  version: z.number().int(),
  locktime: z.number().int().nonnegative(),
  vin: z.array(
    z.object({
      txid: hash,
      vout: z.number().int().nonnegative(),
      prevout: outputSchema.nullable(),
      witness: z.array(z.string()).optional(),
      sequence: z.number().int().nonnegative(),
    }),
  ),
  vout: z.array(outputSchema),
  size: z.number().int().positive(),
  weight: z.number().int().positive(),
  fee: sats,
  status: esploraStatusSchema,
})

export const esploraFeeEstimatesSchema = z.record(z.string().regex(/^\d+$/), z.number().nonnegative())

export type EsploraAddress = z.infer<typeof esploraAddressSchema>
export type EsploraUtxo = z.infer<typeof esploraUtxoSchema>
export type EsploraTransactionJson = z.infer<typeof esploraTransactionSchema>
export type EsploraTxStatus = z.infer<typeof esploraStatusSchema>
