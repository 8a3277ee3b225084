export * from './define-evm-network.js'
export * from './evm-networks.js'
