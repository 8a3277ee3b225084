export type { CaipAddress, CaipNetwork, CaipNetworkId, ChainNamespace } from '@appkit/common'
export type { AppKitEvent, ChainAdapter } from '@appkit/controllers'
export type { AppKitCore, ThemeMode, ThemeVariables } from '@appkit/controllers/modal'
export type { WalletConnectOptions, WalletConnectStorage } from '@appkit/walletconnect'
export {
  type AccountInfo,
  type AppKit,
  type CreateAppKitOptions,
  createAppKit,
  type ModalInfo,
} from './create-appkit.js'
