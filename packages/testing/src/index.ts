export { DEFAULT_WALLET_ICON } from './evm-wallet/default-icon.js'
export {
  DisconnectedError,
  InvalidParamsError,
  ProviderRpcError,
  UnauthorizedError,
  UnrecognizedChainError,
  UserRejectedRequestError,
} from './evm-wallet/errors.js'
export { installTestWallet } from './evm-wallet/install.js'
export type {
  Eip1193Provider,
  Eip6963ProviderInfo,
  ProviderEvent,
  ProviderListener,
  RequestArguments,
  TestWallet,
  TestWalletOptions,
  WalletChain,
} from './evm-wallet/types.js'
export type { ApprovableWallet, PendingRequest, WalletMode } from './shared/approvable-wallet.js'
export { SOLANA_LAB_CHAIN_ID, SOLANA_TEST_ACCOUNTS, SOLANA_TEST_MINT } from './solana-test-accounts.js'
export { SOLANA_WALLET_CHAINS } from './solana-wallet/chains.js'
export { DEFAULT_SOLANA_WALLET_ICON } from './solana-wallet/default-icon.js'
export {
  SolanaInvalidInputError,
  SolanaSendError,
  SolanaUnauthorizedError,
  SolanaUserRejectedError,
  SolanaWalletError,
} from './solana-wallet/errors.js'
export { installSolanaTestWallet } from './solana-wallet/install.js'
export { SOLANA_TEST_WALLET_NAME, SOLANA_TEST_WALLET_RDNS } from './solana-wallet/options.js'
export type {
  SolanaStandardWallet,
  SolanaTestWallet,
  SolanaTestWalletOptions,
  SolanaWalletInfo,
} from './solana-wallet/types.js'
export { TEST_ACCOUNTS } from './test-accounts.js'
