import { z } from 'zod/mini'
import { StorageUnavailableError } from '../errors.js'

/** What the stores use of `localStorage` (a Map-backed fake fits in tests). */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/** Every key this site writes starts with this, so its data is easy to find and to clear. */
export const STORAGE_PREFIX = 'appkit-secure-site/'

export interface JsonStore<T> {
  /** The stored value, or undefined: missing, unreadable or refused by the schema. Never throws. */
  read(): T | undefined
  /** Throws StorageUnavailableError when the browser refuses. */
  write(value: T): void
  remove(): void
}

/**
 * One JSON value in this origin's storage, parsed on every read: storage is outside input too (an
 * extension, an older version of this site, a person with devtools). A value the schema refuses is
 * removed, not repaired.
 */
export function jsonStore<T>(storage: StorageLike, name: string, schema: z.ZodMiniType<T>): JsonStore<T> {
  const key = `${STORAGE_PREFIX}${name}`
  const remove = () => {
    try {
      storage.removeItem(key)
    } catch {
      // Nothing to remove from a storage the browser refuses.
    }
  }
  return {
    read() {
      let text: string | null
      try {
        text = storage.getItem(key)
      } catch {
        return undefined
      }
      if (text === null) return undefined
      let json: unknown
      try {
        json = JSON.parse(text)
      } catch {
        remove()
        return undefined
      }
      const parsed = z.safeParse(schema, json)
      if (!parsed.success) remove()
      return parsed.success ? parsed.data : undefined
    },
    write(value) {
      try {
        storage.setItem(key, JSON.stringify(value))
      } catch (cause) {
        throw new StorageUnavailableError({ details: key, cause })
      }
    },
    remove,
  }
}
