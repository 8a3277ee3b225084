export type { CaipAddress, CaipNetwork, CaipNetworkId, ChainNamespace } from '@appkit/common'
export type { AppKitEvent, ChainAdapter, ThemeMode, ThemeVariables } from '@appkit/controllers'
export {
  type AccountInfo,
  type AppKit,
  type CreateAppKitOptions,
  createAppKit,
  type ModalInfo,
} from './create-appkit.js'
