import { MemoryStorage } from './memory-storage.js'

/**
 * The little of a browser page the wallet touches: `window` as an event target (Node has
 * EventTarget and CustomEvent) and localStorage. Cheaper and closer to the code than jsdom.
 */
const storage = new MemoryStorage()
const page = Object.assign(new EventTarget(), { localStorage: storage })
Object.assign(globalThis, { window: page, localStorage: storage })
