import { memoryKeyValueStorage } from '@appkit/testing/node'
import { SignClient } from '@walletconnect/sign-client'
import type { SessionTypes, SignClientTypes } from '@walletconnect/types'

// Before any client is created: Core then skips WalletConnect's verify and telemetry servers.
process.env.IS_VITEST = 'true'

export const DAPP_NAME = 'Test Wallet E2E Dapp'
export const DAPP_URL = 'http://127.0.0.1:4175/e2e-dapp'

export const EVM_METHODS = [
  'personal_sign',
  'eth_sendTransaction',
  'eth_signTypedData_v4',
  'wallet_switchEthereumChain',
  'eth_chainId',
]

let dapps = 0

/** A dapp-side WalletConnect client in Node, on the test's relay. */
export async function createDapp(relayUrl: string) {
  dapps += 1
  const client = await SignClient.init({
    projectId: 'test-wallet-e2e',
    relayUrl,
    logger: 'silent',
    telemetryEnabled: false,
    customStoragePrefix: `test-wallet-e2e-dapp-${process.pid}-${dapps}`,
    storage: memoryKeyValueStorage(),
    metadata: {
      name: DAPP_NAME,
      description: 'The dapp of the test wallet e2e test',
      url: DAPP_URL,
      icons: [],
    },
  })

  /** The next time the client emits `event`, or a failure after `ms`. */
  function next<E extends SignClientTypes.Event>(event: E, ms = 10_000) {
    return new Promise<SignClientTypes.EventArguments[E]>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`The dapp saw no ${event} within ${ms} ms`)), ms)
      client.once(event, (args) => {
        clearTimeout(timer)
        resolve(args)
      })
    })
  }

  return {
    client,
    next,
    /**
     * Proposes a session on eip155:31337. `approved` settles once the wallet approves or rejects.
     *
     * The wait starts here, at once. WalletConnect's `approval()` is a delayed promise that only
     * resolves a waiter that already exists: a settlement that arrives before anyone called it is
     * dropped, and a later call waits until the proposal expires. Calling it after the wallet's
     * Approve click returned lost the session whenever the relay round trip beat Playwright's
     * click (often, under CPU load).
     */
    async connect() {
      const { uri, approval } = await client.connect({
        // 2.25 moves requiredNamespaces into optionalNamespaces anyway (with a warning).
        optionalNamespaces: {
          eip155: {
            chains: ['eip155:31337'],
            methods: EVM_METHODS,
            events: ['chainChanged', 'accountsChanged'],
          },
        },
      })
      if (!uri) throw new Error('The dapp made no pairing URI')
      const approved = approval()
      // Awaited by the test that cares; a test that stops early must not leave it unhandled.
      approved.catch(() => undefined)
      return { uri, approved }
    },
    request: <T>(session: SessionTypes.Struct, chainId: string, method: string, params: unknown) =>
      client.request<T>({ topic: session.topic, chainId, request: { method, params } }),
    async close() {
      client.core.heartbeat.stop()
      await client.core.relayer.transportClose()
    },
  }
}

export type Dapp = Awaited<ReturnType<typeof createDapp>>
