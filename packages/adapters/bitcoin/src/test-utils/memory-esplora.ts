import { Transaction } from 'bitcoinjs-lib'
import type { Utxo } from '../account/coin-selection.js'
import type { EsploraClient } from '../account/esplora-client.js'

/** An Esplora client in memory, for units that need a chain but not HTTP; records what it is sent. */
export function memoryEsplora(
  utxos: Record<string, Utxo[]> = {},
  feeEstimates: Record<string, number> | (() => Promise<Record<string, number>>) = { '3': 2 },
) {
  const broadcasts: string[] = []
  const client: EsploraClient = {
    utxos: async (address) => utxos[address] ?? [],
    feeEstimates: typeof feeEstimates === 'function' ? feeEstimates : async () => feeEstimates,
    txConfirmed: async () => false,
    balance: async (address) => (utxos[address] ?? []).reduce((sum, u) => sum + u.value, 0n),
    broadcast: async (hex) => {
      broadcasts.push(hex)
      return Transaction.fromHex(hex).getId()
    },
  }
  return { client, broadcasts }
}
