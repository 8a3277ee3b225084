import type { KeyValueBackend } from '../utils/storage.js'

/** An in-memory storage backend for unit tests in Node; `entries` shows what was written. */
export function createMemoryBackend(initial: Record<string, unknown> = {}) {
  const data = new Map<string, string>(Object.entries(initial).map(([k, v]) => [k, JSON.stringify(v)]))
  const backend: KeyValueBackend & { read(key: string): unknown; raw: Map<string, string> } = {
    raw: data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => {
      data.set(key, String(value))
    },
    removeItem: (key) => {
      data.delete(key)
    },
    read: (key) => {
      const text = data.get(key)
      return text === undefined ? undefined : JSON.parse(text)
    },
  }
  return backend
}
