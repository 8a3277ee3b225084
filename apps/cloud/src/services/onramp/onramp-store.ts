import type { Database } from '../../db/database.js'
import type { FiatCurrency, PaymentMethod } from './onramp-catalogue.js'

export type PurchaseStatus = 'open' | 'sending' | 'completed' | 'failed'

export interface Purchase {
  id: string
  address: string
  chainId: number
  currency: FiatCurrency
  totalCents: bigint
  paymentMethod: PaymentMethod
  status: PurchaseStatus
  wei?: bigint
  txHash?: string
  error?: string
}

interface Row {
  id: string
  address: string
  chain_id: number
  currency: string
  total_cents: string | number
  payment_method: string
  status: string
  wei: string | null
  tx_hash: string | null
  error: string | null
}

function toPurchase(row: Row): Purchase {
  return {
    id: row.id,
    address: row.address,
    chainId: Number(row.chain_id),
    currency: row.currency as FiatCurrency,
    totalCents: BigInt(row.total_cents),
    paymentMethod: row.payment_method as PaymentMethod,
    status: row.status as PurchaseStatus,
    ...(row.wei === null ? {} : { wei: BigInt(row.wei) }),
    ...(row.tx_hash === null ? {} : { txHash: row.tx_hash }),
    ...(row.error === null ? {} : { error: row.error }),
  }
}

/** The purchases, in the database so that any instance of the cloud can finish one. */
export function createPurchaseStore(db: Database, now: () => number = Date.now) {
  return {
    async create(p: Omit<Purchase, 'status'>): Promise<void> {
      await db.query(
        `INSERT INTO onramp_purchases (id, address, chain_id, currency, total_cents, payment_method, status, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, 'open', $7, $7)`,
        [p.id, p.address, p.chainId, p.currency, p.totalCents.toString(), p.paymentMethod, now()],
      )
    },
    async get(id: string): Promise<Purchase | undefined> {
      const [row] = await db.query<Row>('SELECT * FROM onramp_purchases WHERE id = $1', [id])
      return row && toPurchase(row)
    },
    /** Takes an open purchase for payment; undefined when it was already paid, failed or unknown. */
    async claim(id: string, method: PaymentMethod, wei: bigint): Promise<Purchase | undefined> {
      const [row] = await db.query<Row>(
        `UPDATE onramp_purchases SET status = 'sending', payment_method = $2, wei = $3, updated_at = $4
         WHERE id = $1 AND status = 'open' RETURNING *`,
        [id, method, wei.toString(), now()],
      )
      return row && toPurchase(row)
    },
    async complete(id: string, txHash: string): Promise<void> {
      await db.query(
        `UPDATE onramp_purchases SET status = 'completed', tx_hash = $2, updated_at = $3 WHERE id = $1`,
        [id, txHash, now()],
      )
    },
    /** Ends an open (declined) or sending (the transfer failed) purchase with the reason. */
    async fail(id: string, error: string): Promise<boolean> {
      const rows = await db.query(
        `UPDATE onramp_purchases SET status = 'failed', error = $2, updated_at = $3
         WHERE id = $1 AND status IN ('open', 'sending') RETURNING id`,
        [id, error, now()],
      )
      return rows.length === 1
    },
  }
}

export type PurchaseStore = ReturnType<typeof createPurchaseStore>
