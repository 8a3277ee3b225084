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
  PendingRequest,
  ProviderEvent,
  ProviderListener,
  RequestArguments,
  TestWallet,
  TestWalletOptions,
  WalletChain,
  WalletMode,
} from './evm-wallet/types.js'
export { SOLANA_LAB_CHAIN_ID, SOLANA_TEST_ACCOUNTS, SOLANA_TEST_MINT } from './solana-test-accounts.js'
export { TEST_ACCOUNTS } from './test-accounts.js'
