export type { CaipAddress, CaipNetwork, CaipNetworkId, ChainNamespace } from '@appkit/common'
export type { AppKitCore, AppKitEvent, ChainAdapter, ThemeMode, ThemeVariables } from '@appkit/controllers'
export type { WalletConnectOptions, WalletConnectStorage } from '@appkit/walletconnect'
export {
  type AccountInfo,
  type AppKit,
  type CreateAppKitOptions,
  createAppKit,
  type ModalInfo,
} from './create-appkit.js'
