/**
 * The key-value storage WalletConnect's clients accept (`storage` option), kept in memory: tests
 * in Node then leave no files behind and start from nothing. Structurally typed, so this package
 * needs no WalletConnect dependency.
 */
export interface MemoryKeyValueStorage {
  getKeys(): Promise<string[]>
  getEntries<T = unknown>(): Promise<[string, T][]>
  getItem<T = unknown>(key: string): Promise<T | undefined>
  setItem<T = unknown>(key: string, value: T): Promise<void>
  removeItem(key: string): Promise<void>
}

export function memoryKeyValueStorage(): MemoryKeyValueStorage {
  const entries = new Map<string, unknown>()
  return {
    getKeys: async () => [...entries.keys()],
    getEntries: async <T>() => [...entries.entries()] as [string, T][],
    getItem: async <T>(key: string) => entries.get(key) as T | undefined,
    setItem: async (key, value) => {
      entries.set(key, value)
    },
    removeItem: async (key) => {
      entries.delete(key)
    },
  }
}
