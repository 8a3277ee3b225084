import type { StoredName } from './names-store.js'
import { ETHEREUM_COIN_TYPE } from './registration.js'

/** Spec §3's name-service entry as the API answers it: addresses by coin type, ISO dates. */
export function nameEntry(stored: StoredName) {
  return {
    name: stored.name,
    registered_at: new Date(stored.registeredAt).toISOString(),
    updated_at: new Date(stored.updatedAt).toISOString(),
    addresses: { [String(stored.coinType)]: { address: stored.address } },
    attributes: stored.attributes,
  }
}

/** A name the cloud was seeded with (the identities table): no registration behind it. */
export function seededEntry(name: string, address: string) {
  return {
    name: name.toLowerCase(),
    addresses: { [String(ETHEREUM_COIN_TYPE)]: { address } },
    attributes: {},
  }
}
