export { type Cloud, startCloud } from './cloud.js'
export {
  CHAIN_A,
  CHAIN_B,
  type ChainConfig,
  CLOUD_HOST,
  type CloudConfig,
  DEFAULT_CLOUD_PORT,
  DEFAULT_CONFIG,
  DEFAULT_RELAY_PORT,
  DEV_ACCOUNTS,
  loadConfig,
} from './config.js'
export type { Service } from './server.js'
export type { ChainInfo } from './services/chains/chains.js'
export { explorerService } from './services/explorer/explorer-service.js'
export { DEFAULT_RELAY_LIMITS, type RelayLimits } from './services/relay/limits.js'
export { type RelayServerOptions, type RunningRelay, startRelay } from './services/relay/relay-server.js'
