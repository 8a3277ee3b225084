export { CHROMIUM_ARGS, chromiumLaunchOptions, chromiumPath } from './chromium.js'
export { type MemoryKeyValueStorage, memoryKeyValueStorage } from './memory-kv-storage.js'
export { type StaticGraph, staticGraph } from './static-graph.js'
export { type OutboundWatch, watchOutbound } from './watch-outbound.js'
