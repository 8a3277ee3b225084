import { z } from 'zod/mini'
import { isBase64 } from '../../shared/base64.js'
import { type JsonStore, jsonStore, type StorageLike } from './json-store.js'

/**
 * This device's share of a user's wallet, with the wallet's public addresses. The share alone is
 * one point of a 2-of-3 split: it tells nothing about the key (README "Key shares").
 */
const deviceWalletSchema = z.object({
  evmAddress: z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/)),
  solanaAddress: z.string().check(z.regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)),
  deviceShare: z.string().check(
    z.maxLength(8192),
    z.refine((value) => isBase64(value)),
  ),
})
export type DeviceWallet = z.output<typeof deviceWalletSchema>

/** One record per user id, so a second account on this browser never overwrites the first's share. */
export function walletStore(storage: StorageLike, userId: string): JsonStore<DeviceWallet> {
  return jsonStore(storage, `wallet/${encodeURIComponent(userId)}`, deviceWalletSchema)
}

/** The addresses this device holds a share for: public data, read without touching any key. */
export function storedAddresses(
  storage: StorageLike,
  userId: string,
): { evmAddress: `0x${string}`; solanaAddress: string } | undefined {
  const local = walletStore(storage, userId).read()
  return local && { evmAddress: local.evmAddress as `0x${string}`, solanaAddress: local.solanaAddress }
}
