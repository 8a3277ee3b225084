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
  return {
    setUp: async (session, login) => (await load()).setUp(session, login),
    addresses: (userId) => storedAddresses(deps.storage, userId),
    withSecret: async (session, use) => (await load()).withSecret(session, use),
  }
}
