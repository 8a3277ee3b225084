import type { StorageLike } from './json-store.js'

/** Test-only: localStorage in a Map, with the map exposed to look at what was kept. */
export function memoryStorage(): StorageLike & { map: Map<string, string> } {
  const map = new Map<string, string>()
  return {
    map,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  }
}
