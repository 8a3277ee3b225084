import type {
  AdapterNamespaceMissingError,
  AppKitError,
  NoNetworksError,
  SendInProgressError,
  ToAppKitErrorType,
} from '@appkit/common'

// What the instance's factory and the modal's actions can reject with, and what the session
// actions' types share. Each session action's `XErrorType` is in its own file, beside its code
// (wagmi's layout): a new throw site adds its class there.

/**
 * What a call into an adapter (a wallet, a node) rejects with: an AppKitError where the adapter
 * made its failure one (a refusal a UserRejectedRequestError, …), else the wallet's own error.
 */
export type AdapterCallErrorType = AppKitError | Error

/** createAppKitCore (and so createAppKit): the dapp's options are refused before anything starts. */
export type CreateAppKitCoreErrorType = NoNetworksError | AdapterNamespaceMissingError

/**
 * sendTokens: a send already under way, or toAppKitError's shape of everything else: the form's
 * checks (validateSend's SendDetailsMissingError, SendTokenMissingError, InvalidAddressError,
 * InsufficientBalanceError, UnsupportedChainError), the wallet's refusal, the adapter's own
 * (TransactionRevertedError, WaitForReceiptTimeoutError, a namespace's codes).
 */
export type SendTokensErrorType = SendInProgressError | ToAppKitErrorType

/** estimateSendFee and openModal never reject: failures become state. */
export type EstimateSendFeeErrorType = never
export type OpenModalErrorType = never
