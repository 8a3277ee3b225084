export { type BitcoinCloudConfig, InvalidBitcoinConfigError, loadBitcoinConfig } from './bitcoin-config.js'
export { startCloud } from './cloud.js'
export type { BitcoinInfo, Cloud, SmartAccountsInfo, SolanaInfo } from './cloud-info.js'
export {
  CHAIN_A,
  CHAIN_B,
  type ChainConfig,
  CLOUD_HOST,
  type CloudConfig,
  DEFAULT_CLOUD_PORT,
  DEFAULT_CONFIG,
  DEFAULT_DATA_DIR,
  DEFAULT_RELAY_PORT,
  DEV_ACCOUNTS,
  loadConfig,
  TOKEN_DEPLOYER,
} from './config.js'
export { DataDirInUseError } from './data-dir.js'
export { type EdgeConfig, loadEdgeConfig } from './edge/edge-config.js'
export { BENCH_ACCOUNT, benchFixtures } from './fixtures/bench-account.js'
export type { Service } from './http/service.js'
export {
  DEFAULT_MAIL_AUTH_CONFIG,
  DEFAULT_SECURE_SITE_ORIGIN,
  DEFAULT_SMTP_PORT,
  loadMailAuthConfig,
  type MailAuthConfig,
} from './mail-auth-config.js'
export { type PreparedCache, prepareCloudCache } from './prepare-cache.js'
export { type AuthLimits, DEFAULT_AUTH_LIMITS } from './services/auth/auth-limits.js'
export {
  DEV_SOCIAL_CLIENT_ID,
  SOCIAL_PROVIDER_NAMES,
  type SocialConfig,
  type SocialProvider,
  type SocialProviderName,
} from './services/auth/social/social-config.js'
export { type BitcoinServiceOptions, bitcoinService } from './services/bitcoin/bitcoin-service.js'
export {
  createEsploraClient,
  type EsploraClient,
  type EsploraClientOptions,
  EsploraError,
} from './services/bitcoin/esplora-client.js'
export type { FundingRequest } from './services/bitcoin/funding.js'
export {
  BITCOIN_LAB_CHAIN_ID,
  BITCOIN_TEST_PATH,
  DEFAULT_FEE_ESTIMATES,
  ESPLORA_PATH,
  MIN_RELAY_FEE_RATE,
  REGTEST_GENESIS,
} from './services/bitcoin/lab-chain.js'
export {
  type BitcoinLedger,
  type BitcoinLedgerOptions,
  startBitcoinLedger,
} from './services/bitcoin/ledger.js'
export { TransactionRejectedError } from './services/bitcoin/tx-rejection.js'
export type { AccountFixtures } from './services/blockchain-api/account-fixtures.js'
export type { ApiBackend, SolanaEndpoint } from './services/blockchain-api/api-context.js'
export { type BlockchainApiOptions, blockchainApiService } from './services/blockchain-api/api-service.js'
export { PRICES_USD } from './services/blockchain-api/prices.js'
export type { ChainInfo } from './services/chains/chains.js'
export { ENS_DEPLOYER, LAB_ENS, LAB_ENS_NAME } from './services/ens/lab-ens.js'
export { startLabEns } from './services/ens/start-lab-ens.js'
export { explorerService } from './services/explorer/explorer-service.js'
export { ID_TOKEN_FAULTS, type IdTokenFault } from './services/oidc/id-token-faults.js'
export { DEV_CLIENT_SECRET, SOCIAL_CALLBACK_PATH } from './services/oidc/oidc-service.js'
export { OIDC_TEST_USERS, type OidcTestUser } from './services/oidc/oidc-users.js'
export { DEFAULT_ALLOWED_ORIGINS } from './services/origins/allowed-origins.js'
export { type ClientTokenOptions, createClientToken } from './services/relay/client-token.js'
export { DEFAULT_RELAY_LIMITS, type RelayLimits } from './services/relay/limits.js'
export type { RefusalLog, RelayRefusal } from './services/relay/refusal-log.js'
export { type RelayServerOptions, type RunningRelay, startRelay } from './services/relay/relay-server.js'
export { DEFAULT_SIWX_LIMITS, type SiwxLimits } from './services/siwx/siwx-limits.js'
export {
  AA_DEPLOYER,
  BUNDLER_EXECUTOR,
  BUNDLER_UTILITY,
  LAB_AA,
} from './services/smart-accounts/aa-accounts.js'
export { SPONSORSHIP_REFUSED } from './services/smart-accounts/paymaster-service.js'
export { type SimpleAccountOptions, toLabSimpleAccount } from './services/smart-accounts/simple-account.js'
export {
  loadSponsorship,
  type SponsorPolicy,
  type SponsorshipConfig,
} from './services/smart-accounts/sponsor-policy.js'
export { GENESIS_SOL, LAB_SOL_USD, SOLANA_LAB } from './services/solana/lab-chain.js'
export {
  type SolanaChain,
  type SolanaChainOptions,
  startSolanaChain,
} from './services/solana/solana-chain.js'
export {
  SOLANA_PATH,
  type SolanaService,
  type SolanaServiceOptions,
  solanaService,
} from './services/solana/solana-service.js'
export { TEST_TOKENS, type TestToken, testTokensFor } from './services/tokens/test-tokens.js'
export { InvalidSiwxConfigError, loadSiwxConfig, type SiwxCloudConfig } from './siwx-config.js'
