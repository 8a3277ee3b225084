import type { StorageLike } from './json-store.js'

/**
 * This origin's localStorage, or, when the browser refuses it (storage blocked for third-party
 * frames), a store in memory. The wallet still works then: a device share lost with the page is
 * rebuilt at the next login from the auth and the sealed recovery shares, as on a new device.
 */
export function pageStorage(
  window: { readonly localStorage: Storage },
  warn: (message: string) => void,
): StorageLike {
  try {
    const storage = window.localStorage
    const probe = 'appkit-secure-site/probe'
    storage.setItem(probe, '1')
    storage.removeItem(probe)
    return storage
  } catch {
    warn('localStorage is not available: the wallet keeps this device’s data for this page only')
    const map = new Map<string, string>()
    return {
      getItem: (key) => map.get(key) ?? null,
      setItem: (key, value) => void map.set(key, value),
      removeItem: (key) => void map.delete(key),
    }
  }
}
