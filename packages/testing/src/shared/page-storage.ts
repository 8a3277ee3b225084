/** The little of Web Storage a wallet needs to remember what the user allowed across a reload. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>

/** localStorage, unless the page may not use it (opaque origins throw on access): then nothing is kept. */
export function pageStorage(): KeyValueStorage | undefined {
  try {
    return window.localStorage
  } catch {
    return undefined
  }
}
