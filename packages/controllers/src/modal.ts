// What only the modal UI uses: its store (open, view, wallet lists, the send form, toasts, theme)
// and the flows that answer the visitor in it. A dapp without our modal never imports this entry.
export type { AppKitCore, ModalStore } from './core/core.js'
export { attachModalFlows } from './modal/attach-modal-flows.js'
export { capturesEmail } from './modal/captures-email.js'
export { closeModal } from './modal/close-modal.js'
export { connectFromModal } from './modal/connect-from-modal.js'
export {
  disconnectConnectionFromModal,
  disconnectFromModal,
  switchConnectionFromModal,
} from './modal/connection-flows.js'
export {
  captureEmailFromModal,
  restartEmailCapture,
  verifyCaptureCodeFromModal,
} from './modal/data-capture-from-modal.js'
export {
  emailDeviceFromModal,
  emailFromModal,
  emailOtpFromModal,
  emailUpdateFromModal,
  emailUpdateOtpFromModal,
  resendEmailFromModal,
} from './modal/email-from-modal.js'
export { farcasterFromModal } from './modal/farcaster-from-modal.js'
export { goBack } from './modal/go-back.js'
export { switchActiveChain, switchNetworkFromModal } from './modal/network-flows.js'
export { notify } from './modal/notify.js'
export { type OpenModalOptions, openModal } from './modal/open-modal.js'
export { addPasskeyFromModal, passkeyLoginFromModal } from './modal/passkey-from-modal.js'
export { registerNameFromModal } from './modal/register-name-from-modal.js'
export { sendFromModal } from './modal/send-from-modal.js'
export { cancelSignInFromModal, signInFromModal } from './modal/siwx-from-modal.js'
export { socialFromModal } from './modal/social-from-modal.js'
export { withModal } from './modal/with-modal.js'
export { nameOfAddress } from './names/name-of-address.js'
export {
  type RegisterAccountNameErrorType,
  registerAccountName,
} from './names/register-account-name.js'
export { suggestAccountNames } from './names/suggest-account-names.js'
export { isRestrictedTimeZone } from './onramp/restricted-time-zones.js'
export { loadRemoteFeatures } from './remote-config/load-remote-features.js'
export { estimateSendFee } from './send/estimate-send-fee.js'
export { lookupSendReceiver } from './send/lookup-receiver.js'
export { sendBlocker } from './send/send-blocker.js'
export { chooseSendToken, setSendAmount, setSendMax, setSendReceiver } from './send/send-form.js'
export { isResolvableName, sendReceiver } from './send/send-receiver.js'
export { sendTokens } from './send/send-tokens.js'
export { heldToken, sendableTokens } from './send/sendable-tokens.js'
export { validateSend } from './send/validate-send.js'
export { type AlertState, hideAlert, showAlert } from './state/alert.js'
export { type ModalState, yieldModal } from './state/modal.js'
export type { RouterData } from './state/router.js'
export { replaceView } from './state/router.js'
export type { SendState } from './state/send.js'
export type { SnackKey, SnackMessage, SnackVariant } from './state/snack.js'
export { setThemeMode, setThemeVariables, type ThemeMode, type ThemeVariables } from './state/theme.js'
export { pushView } from './state/view-history.js'
export type { ExplorerSource, ExplorerWallet, GetWalletsParams } from './types/explorer.js'
export { VIEWS, type View } from './types/views.js'
export { explorer, loadedExplorer, walletImageUrl } from './wallets/explorer-source.js'
export { fetchFeaturedWallets } from './wallets/fetch-featured-wallets.js'
export { fetchNextWalletsPage } from './wallets/fetch-next-wallets-page.js'
export { retryWalletLists } from './wallets/retry-wallet-lists.js'
export { searchWallets } from './wallets/search-wallets.js'
export { selectWallet, walletConnectConnector } from './wallets/select-wallet.js'
export { fetchWalletTotal, walletTotal } from './wallets/wallet-total.js'
