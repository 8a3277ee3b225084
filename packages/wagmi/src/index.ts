export { type AppKitConnectorProperties, appKitConnector, type ConnectorSource } from './appkit-connector.js'
export { type WagmiErrorCode, WagmiEstimateGasError, WagmiSignMessageError } from './errors.js'
export { createWagmiAdapter, type WagmiAdapter, type WagmiAdapterOptions } from './wagmi-adapter.js'
