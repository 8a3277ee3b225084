export { BITCOIN_LAB_CHAIN_ID, BITCOIN_TEST_ACCOUNTS } from './bitcoin-test-accounts.js'
export type { BitcoinWalletAccount } from './bitcoin-wallet/account.js'
export { type Bip322Signer, signBip322Message } from './bitcoin-wallet/bip322-sign.js'
export { BITCOIN_WALLET_CHAIN } from './bitcoin-wallet/chains.js'
export { DEFAULT_BITCOIN_WALLET_ICON } from './bitcoin-wallet/default-icon.js'
export {
  BitcoinInvalidInputError,
  BitcoinUnauthorizedError,
  BitcoinUnsupportedMethodError,
  BitcoinUserRejectedError,
  BitcoinWalletError,
} from './bitcoin-wallet/errors.js'
export { installBitcoinTestWallet } from './bitcoin-wallet/install.js'
export { signLegacyBitcoinMessage } from './bitcoin-wallet/legacy-message.js'
export { BITCOIN_TEST_WALLET_NAME, BITCOIN_TEST_WALLET_RDNS } from './bitcoin-wallet/options.js'
export type { BitcoinPaymentType } from './bitcoin-wallet/payment-type.js'
export {
  type BitcoinAddressPurpose,
  BitcoinConnect,
  type BitcoinConnectFeature,
  type BitcoinConnectInput,
  type BitcoinConnectOutput,
  type BitcoinMessageProtocol,
  type BitcoinSigHash,
  BitcoinSignMessage,
  type BitcoinSignMessageFeature,
  type BitcoinSignMessageInput,
  type BitcoinSignMessageOutput,
  BitcoinSignTransaction,
  type BitcoinSignTransactionFeature,
  type BitcoinSignTransactionInput,
  type BitcoinSignTransactionOutput,
  type InputToSign,
} from './bitcoin-wallet/standard-features.js'
export type {
  BitcoinStandardWallet,
  BitcoinTestWallet,
  BitcoinTestWalletOptions,
  BitcoinWalletInfo,
} from './bitcoin-wallet/types.js'
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
export { fakeClock } from './fake-clock.js'
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
