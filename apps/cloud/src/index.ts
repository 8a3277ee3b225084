export { type Cloud, startCloud } from './cloud.js'
export {
  CHAIN_A,
  CHAIN_B,
  type ChainConfig,
  CLOUD_HOST,
  type CloudConfig,
  DEFAULT_CLOUD_PORT,
  DEFAULT_CONFIG,
  DEV_ACCOUNTS,
  loadConfig,
} from './config.js'
export type { ChainInfo } from './services/chains/chains.js'
