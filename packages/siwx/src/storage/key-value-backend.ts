/** The part of the Web Storage API the default storage uses. */
export interface SiwxKeyValueBackend {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

/**
 * Where the package keeps what it remembers: the dapp's own backend when given, else the page's
 * localStorage, else (no localStorage, or a sandbox that forbids it) memory for the page's life.
 * Looked up on every use, so a test or a page may swap localStorage later.
 */
export function keyValueBackend(storage?: SiwxKeyValueBackend): () => SiwxKeyValueBackend {
  const memory = memoryBackend()
  return () => storage ?? browserStorage() ?? memory
}

function browserStorage(): SiwxKeyValueBackend | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage
  } catch {
    // Reading `localStorage` itself throws in sandboxed frames and some privacy modes.
    return undefined
  }
}

function memoryBackend(): SiwxKeyValueBackend {
  const entries = new Map<string, string>()
  return {
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => {
      entries.set(key, value)
    },
    removeItem: (key) => {
      entries.delete(key)
    },
  }
}
