export { type AccountButtonProps, AppKitAccountButton } from './components/account-button.js'
export { AppKitButton, type AppKitButtonProps } from './components/appkit-button.js'
export { AppKitConnectButton, type ConnectButtonProps } from './components/connect-button.js'
export { AppKitNetworkButton } from './components/network-button.js'
export {
  AppKitProvider,
  getDefaultAppKitCore,
  setDefaultAppKitCore,
  useAppKitCore,
  useSessionCore,
} from './context.js'
export { useAppKit } from './hooks/use-appkit.js'
export { useAppKitAccount } from './hooks/use-appkit-account.js'
export { useAppKitEvents } from './hooks/use-appkit-events.js'
export { useAppKitNetwork } from './hooks/use-appkit-network.js'
export { useAppKitProvider } from './hooks/use-appkit-provider.js'
export { useAppKitSiwx } from './hooks/use-appkit-siwx.js'
export { useAppKitState } from './hooks/use-appkit-state.js'
export { useAppKitTheme } from './hooks/use-appkit-theme.js'
export {
  type AppKitWallet,
  type UseAppKitWalletsReturnType,
  useAppKitWallets,
} from './hooks/use-appkit-wallets.js'
export { useDisconnect } from './hooks/use-disconnect.js'
export { useWalletInfo } from './hooks/use-wallet-info.js'
export { messages } from './messages.js'
export { mountModal, preloadModal } from './modal/mount-modal.js'
