import type { FrameTheme } from '@appkit/frame/endpoint'
import type { ApprovalGate } from '../approval/approval-gate.js'
import type { AuthApi } from '../cloud/auth-api.js'
import type { FarcasterRelay } from '../cloud/farcaster-relay.js'
import type { SocialClient } from '../cloud/social-client.js'
import type { PasskeyFlow } from '../passkey/passkey-flow.js'
import type { JsonRpc } from '../rpc/json-rpc-client.js'
import type { JsonStore } from '../storage/json-store.js'
import type { StoredSession } from '../storage/session-store.js'
import type { WalletKeys } from '../wallet/wallet-keys.js'
import type { FrameState } from './frame-state.js'
import type { PendingSocialLogins } from './pending-social-logins.js'

/** Everything the handlers work with: one per frame (made in boot/start-secure-frame.ts). */
export interface FrameContext {
  state: FrameState
  /** The dapp's origin, checked against the cloud's list before anything was answered. */
  parentOrigin: string
  /** The frame URL's projectId: the server checks the dapp against its origins again. */
  projectId: string
  /** This page's own origin: social results come back to its /social/callback. */
  siteOrigin: string
  authApi: AuthApi
  /** This site's server's social-login endpoints. */
  social: SocialClient
  /** The cloud's Farcaster relay: channels for the QR code, and their approval. */
  farcasterRelay: FarcasterRelay
  /** The social logins this frame started and awaits (in memory only). */
  socialLogins: PendingSocialLogins
  sessions: JsonStore<StoredSession>
  /** This browser's device id for the cloud (storage/device-id.ts). */
  deviceId: string
  wallet: WalletKeys
  gate: ApprovalGate
  /** The passkey flows, loaded on first use (passkey/lazy-passkey-flow.ts). */
  passkeys(): Promise<PasskeyFlow>
  /** The JSON-RPC endpoint of a CAIP-2 chain (the frame URL's rpcUrl, else the cloud's). */
  rpc(caipChainId: string): JsonRpc
  applyTheme(theme: FrameTheme): void
  /** RELOAD: the page loads itself again (after its reply is sent). */
  reload(): void
  warn(message: string): void
}
