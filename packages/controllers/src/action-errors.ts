import type {
  AccountNotFoundError,
  AdapterNamespaceMissingError,
  AdapterNotFoundError,
  AppKitError,
  ChainNotConfiguredError,
  ConnectorAlreadyConnectedError,
  ConnectorNotConnectedError,
  ConnectorUnavailableReconnectingError,
  FailedToDisconnectError,
  NoConnectorFoundError,
  NoNetworksError,
  SendInProgressError,
  ToAppKitErrorType,
} from '@appkit/common'

// What each public action can reject with, read from its throw sites (wagmi's `XErrorType`), so a
// dapp narrows a caught error to the failures that action has. Keep each beside its action's code:
// a new throw site in an action adds its class here.

/**
 * What a call into an adapter (a wallet, a node) rejects with: an AppKitError where the adapter
 * made its failure one (a refusal a UserRejectedRequestError, …), else the wallet's own error.
 */
export type AdapterCallErrorType = AppKitError | Error

/** createAppKitCore (and so createAppKit): the dapp's options are refused before anything starts. */
export type CreateAppKitCoreErrorType = NoNetworksError | AdapterNamespaceMissingError

/**
 * connectWallet: refused before the wallet is asked (already connected, still reconnecting, no
 * adapter), the wallet approved no account, or the wallet's failure or the abort's reason (a
 * closed modal) made one shape by toAppKitError.
 */
export type ConnectWalletErrorType =
  | AdapterNotFoundError
  | ConnectorAlreadyConnectedError
  | ConnectorUnavailableReconnectingError
  | AccountNotFoundError
  | ToAppKitErrorType

/** disconnectWallet: the wallet's failure, with the connection dropped on the page all the same. */
export type DisconnectWalletErrorType = FailedToDisconnectError

/** switchNetwork: a network the dapp did not configure, or the wallet's refusal to switch. */
export type SwitchNetworkErrorType = ChainNotConfiguredError | AdapterCallErrorType

/** signMessage: no connected account in the namespace, no adapter, or the wallet's failure. */
export type SignMessageErrorType = ConnectorNotConnectedError | AdapterNotFoundError | AdapterCallErrorType

/** switchConnection: a connector gone from the page, no adapter, or connecting it again failed. */
export type SwitchConnectionErrorType = NoConnectorFoundError | AdapterNotFoundError | ConnectWalletErrorType

/**
 * sendTokens: a send already under way, or toAppKitError's shape of everything else: the form's
 * checks (validateSend's SendDetailsMissingError, SendTokenMissingError, InvalidAddressError,
 * InsufficientBalanceError, UnsupportedChainError), the wallet's refusal, the adapter's own
 * (TransactionRevertedError, WaitForReceiptTimeoutError, a namespace's codes).
 */
export type SendTokensErrorType = SendInProgressError | ToAppKitErrorType

/**
 * signInWithX: no connected account or no sign-in configured, signing failed, or the dapp's
 * sign-in refused the session (its own errors: @appkit/siwx's, or any the dapp's sign-in throws).
 */
export type SignInWithXErrorType = ConnectorNotConnectedError | SignMessageErrorType | Error

/** reconnect, fetchBalance, estimateSendFee and openModal never reject: failures become state. */
export type ReconnectErrorType = never
export type FetchBalanceErrorType = never
export type EstimateSendFeeErrorType = never
export type OpenModalErrorType = never
