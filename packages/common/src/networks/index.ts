export * from './define-network.js'
export * from './explorer-url.js'
export * from './get-network-by-caip-id.js'
