import { createFrameEndpoint, type FrameEndpoint, type FrameEndpointWindow } from '@appkit/frame/endpoint'
import { createApprovalGate } from '../approval/approval-gate.js'
import { createApprovalScreen } from '../approval/approval-screen.js'
import { applyTheme } from '../approval/theme.js'
import { createAuthApi } from '../cloud/auth-api.js'
import { createFarcasterRelay } from '../cloud/farcaster-relay.js'
import { createSealClient } from '../cloud/seal-client.js'
import { createSocialClient } from '../cloud/social-client.js'
import { createHandlers } from '../handlers/create-handlers.js'
import type { FrameContext } from '../handlers/frame-context.js'
import { createFrameState } from '../handlers/frame-state.js'
import { createPendingSocialLogins } from '../handlers/pending-social-logins.js'
import { dappInfo } from '../handlers/rpc-handlers.js'
import type { FetchLike } from '../http/request-json.js'
import { lazyPasskeyFlow } from '../passkey/lazy-passkey-flow.js'
import { createRecoveryCodeScreen } from '../recovery/recovery-code-screen.js'
import { createJsonRpc, type JsonRpc, rpcEndpointUrl } from '../rpc/json-rpc-client.js'
import { loadDeviceId } from '../storage/device-id.js'
import type { StorageLike } from '../storage/json-store.js'
import { sessionStore } from '../storage/session-store.js'
import { createLazyWalletKeys } from '../wallet/lazy-wallet-keys.js'
import { verifyParentOrigin } from './allowed-origins.js'
import { parseFrameQuery } from './frame-query.js'
import { findParentOrigin, type ParentHints } from './parent-origin.js'
import { readPageConfig } from './read-page-config.js'
import { chooseRpcBase } from './rpc-base.js'

/** What the frame takes from the browser; tests pass stand-ins. */
export interface SecureFrameEnvironment {
  /** For messages: the frame's window, whose parent is the dapp. */
  window: FrameEndpointWindow
  document: Document
  location: { search: string; origin: string; ancestorOrigins?: ParentHints['ancestorOrigins'] }
  referrer: string
  storage: StorageLike
  fetch: FetchLike
  /** navigator.credentials (WebAuthn), for the passkey screens; absent where there is none. */
  credentials?: Pick<CredentialsContainer, 'create' | 'get'> | undefined
  reload(): void
  /** console.warn when the frame URL has enableLogger (spec §9: on by default). */
  warn(message: string): void
}

export interface SecureFrame {
  endpoint: FrameEndpoint
  parentOrigin: string
}

/**
 * Starts the frame: reads the server's config and the frame URL, finds the dapp's origin and checks
 * it against the cloud's list for the project, and only then answers the dapp. A failure before
 * that answers nobody (the app's load wait ends in iframe_load_failed).
 */
export async function startSecureFrame(env: SecureFrameEnvironment): Promise<SecureFrame> {
  const config = readPageConfig(env.document)
  const query = parseFrameQuery(env.location.search)
  const parentOrigin = findParentOrigin({
    ancestorOrigins: env.location.ancestorOrigins,
    referrer: env.referrer,
  })
  await verifyParentOrigin({
    cloudUrl: config.cloudUrl,
    projectId: query.projectId,
    parentOrigin,
    fetch: env.fetch,
  })

  const warn = query.enableLogger ? env.warn : () => undefined
  const authApi = createAuthApi({ cloudUrl: config.cloudUrl, fetch: env.fetch, dapp: parentOrigin })
  const seal = createSealClient({ siteUrl: env.location.origin, fetch: env.fetch })
  // spec §7: {rpcUrl}/v1/?chainId=…&projectId=…; the cloud's unless rpcUrl is on the cloud or here.
  const rpcBase = chooseRpcBase({
    requested: query.rpcUrl,
    cloudUrl: config.cloudUrl,
    siteOrigin: env.location.origin,
    warn,
  })
  const rpcs = new Map<string, JsonRpc>()
  const rpc = (caip: string) => {
    let client = rpcs.get(caip)
    if (!client) {
      client = createJsonRpc({ url: rpcEndpointUrl(rpcBase, caip, query.projectId), fetch: env.fetch })
      rpcs.set(caip, client)
    }
    return client
  }

  let endpoint: FrameEndpoint | undefined
  const root = env.document.getElementById('approval-root') ?? env.document.body
  const screen = { document: env.document, root, show: () => endpoint?.show(), hide: () => endpoint?.hide() }
  const wallet = createLazyWalletKeys({
    authApi,
    seal,
    storage: env.storage,
    recovery: createRecoveryCodeScreen(screen),
  })
  const ctx: FrameContext = {
    state: createFrameState(query.chainId),
    parentOrigin,
    projectId: query.projectId,
    siteOrigin: env.location.origin,
    authApi,
    social: createSocialClient({ siteUrl: env.location.origin, fetch: env.fetch }),
    socialLogins: createPendingSocialLogins(),
    farcasterRelay: createFarcasterRelay({ cloudUrl: config.cloudUrl, fetch: env.fetch }),
    sessions: sessionStore(env.storage),
    deviceId: loadDeviceId(env.storage),
    wallet,
    gate: createApprovalGate({
      ui: createApprovalScreen({ document: env.document, root, dapp: () => dappInfo(ctx, parentOrigin) }),
      show: () => endpoint?.show(),
      hide: () => endpoint?.hide(),
    }),
    passkeys: lazyPasskeyFlow({
      ...screen,
      cloudUrl: config.cloudUrl,
      fetch: env.fetch,
      credentials: env.credentials,
      wallet,
    }),
    rpc,
    applyTheme: (theme) => applyTheme(env.document.documentElement, theme),
    reload: env.reload,
    warn,
  }
  endpoint = createFrameEndpoint({ window: env.window, parentOrigin, handlers: createHandlers(ctx), warn })
  return { endpoint, parentOrigin }
}
