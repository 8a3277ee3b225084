import { storedAddresses } from '../storage/wallet-store.js'
import type { WalletKeys, WalletKeysDeps } from './wallet-keys.js'

/**
 * WalletKeys whose cryptography (secp256k1, Ed25519, Shamir) loads on first use, after login or
 * at the first signature: the frame announces itself ready without it. Addresses are public data
 * in storage and need none of it.
 */
export function createLazyWalletKeys(deps: WalletKeysDeps): WalletKeys {
  let loaded: Promise<WalletKeys> | undefined
  const load = () => {
    loaded ??= import('./wallet-keys.js').then(({ createWalletKeys }) => createWalletKeys(deps))
    // A failed load (network) is tried again at the next use.
    loaded.catch(() => {
      loaded = undefined
    })
    return loaded
  }
  // Every argument goes on as given: a wrapper naming fewer parameters still type-checks, and once
  // dropped a social user's login proof, so their passkey could not open the recovery share.
  return {
    setUp: async (...args) => (await load()).setUp(...args),
    addresses: (userId) => storedAddresses(deps.storage, userId),
    withSecret: async (...args) => (await load()).withSecret(...args),
    openRecoveryShare: async (...args) => (await load()).openRecoveryShare(...args),
    setUpWithRecoveryShare: async (...args) => (await load()).setUpWithRecoveryShare(...args),
  }
}
