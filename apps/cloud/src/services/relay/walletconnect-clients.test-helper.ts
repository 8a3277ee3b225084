import { memoryKeyValueStorage } from '@appkit/testing/node'
import { WalletKit } from '@reown/walletkit'
import { Core } from '@walletconnect/core'
import { SignClient } from '@walletconnect/sign-client'
import type { CoreTypes } from '@walletconnect/types'
import { type Hex, toHex, verifyMessage } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { expect } from 'vitest'
import { DEV_ACCOUNTS } from '../../config.js'

/*
 * The real WalletConnect clients, a dapp (SignClient) and a wallet (WalletKit), in this process
 * and each with its own storage, for the relay's end-to-end tests. Set IS_VITEST=true before
 * creating them: Core then skips the verify and telemetry servers.
 */

export const ACCOUNT = privateKeyToAccount(DEV_ACCOUNTS[0].privateKey)
export const CHAIN = 'eip155:31337'
export const NAMESPACE = {
  chains: [CHAIN],
  methods: ['personal_sign'],
  events: ['accountsChanged', 'chainChanged'],
}

function metadata(name: string): CoreTypes.Metadata {
  return { name, description: `${name} (relay test)`, url: 'http://127.0.0.1', icons: [] }
}

type Proposal = { id: number; params: unknown }

/** A dapp and a wallet, each on the relay at its URL (the same one, or two instances of one relay). */
export async function createClients(name: string, relays: { dapp: string; wallet: string }) {
  const common = { projectId: 'local-relay-test', logger: 'silent', telemetryEnabled: false }
  const dapp = await SignClient.init({
    ...common,
    relayUrl: relays.dapp,
    customStoragePrefix: `relay-test-dapp-${name}`,
    storage: memoryKeyValueStorage(),
    metadata: metadata('Relay test dapp'),
  })
  const core = new Core({
    ...common,
    relayUrl: relays.wallet,
    customStoragePrefix: `relay-test-wallet-${name}`,
    storage: memoryKeyValueStorage(),
  })
  const wallet = await WalletKit.init({ core, metadata: metadata('Relay test wallet') })
  const nextProposal = () =>
    new Promise<Proposal>((resolve) => wallet.once('session_proposal', resolve as never))
  const approve = (id: number) =>
    wallet.approveSession({
      id,
      namespaces: { eip155: { ...NAMESPACE, accounts: [`${CHAIN}:${ACCOUNT.address}`] } },
    })
  return {
    dapp,
    wallet,
    nextProposal,
    approve,
    /** Connects the dapp to the wallet through a pairing URI; resolves with the settled session. */
    async pairAndApprove() {
      const proposal = nextProposal()
      const { uri, approval } = await dapp.connect({ optionalNamespaces: { eip155: NAMESPACE } })
      // Waited for at once: WalletConnect drops a settlement that comes before approval() is called.
      const approved = approval()
      await wallet.pair({ uri: uri! })
      await approve((await proposal).id)
      return approved
    },
    /** The wallet signs what the dapp asks it to with personal_sign from now on. */
    answerPersonalSign() {
      wallet.on('session_request', async ({ id, topic, params }) => {
        const [message] = params.request.params as [Hex, string]
        const signature = await ACCOUNT.signMessage({ message: { raw: message } })
        await wallet.respondSessionRequest({ topic, response: { id, jsonrpc: '2.0', result: signature } })
      })
    },
    /** The dapp asks for personal_sign of `text` and checks the signature it gets. */
    async expectSigned(sessionTopic: string, text: string) {
      const message = toHex(text)
      const signature = await dapp.request<Hex>({
        topic: sessionTopic,
        chainId: CHAIN,
        request: { method: 'personal_sign', params: [message, ACCOUNT.address] },
      })
      expect(await verifyMessage({ address: ACCOUNT.address, message: { raw: message }, signature })).toBe(
        true,
      )
    },
    async close() {
      for (const client of [dapp.core, wallet.core]) {
        client.heartbeat.stop()
        await client.relayer.transportClose()
      }
    },
  }
}
