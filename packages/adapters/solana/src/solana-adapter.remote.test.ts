import { type CaipNetwork, decodeBase58, ProviderNotFoundError } from '@appkit/common'
import type { ChainAdapter } from '@appkit/controllers'
import type { AdapterContext } from '@appkit/controllers/adapter'
import { SOLANA_LAB_CHAIN_ID, SOLANA_TEST_ACCOUNTS } from '@appkit/testing'
import { testNetwork } from '@appkit/testing/node'
import { type Address, getPublicKeyFromAddress, type SignatureBytes, verifySignature } from '@solana/kit'
import { parseTransferSolInstruction } from '@solana-program/system'
import { afterEach, describe, expect, it } from 'vitest'
import { createSolanaAdapter } from './create-solana-adapter.js'
import { createLoadedSolanaAdapter } from './solana-adapter.js'
import {
  acceptTransaction,
  type FakeSolanaRpc,
  latestBlockhash,
  startFakeSolanaRpc,
} from './test-utils/fake-solana-rpc.js'
import { type KeyedRemoteWallet, keyedRemoteWallet } from './test-utils/remote-wallet.js'
import { silentEvents as events } from './test-utils/silent-events.js'
import { messageOf, signatureCheck } from './test-utils/transactions.js'

// The wallets the adapter reaches by requests: the other side of the shared WalletConnect session,
// and the embedded wallet. Each here signs with a test account's real key.

const [FROM, TO] = SOLANA_TEST_ACCOUNTS
const solana = (id: string, http: string[]) => testNetwork(id, 'solana', http) as CaipNetwork

let node: FakeSolanaRpc | undefined
const adapters: ChainAdapter<'solana'>[] = []
afterEach(async () => {
  for (const adapter of adapters.splice(0)) adapter.teardown?.()
  await node?.close()
  node = undefined
})

const walletConnect = (remote: KeyedRemoteWallet) =>
  ({
    connectorId: 'walletConnect',
    request: remote.request,
    setDefaultChain: async () => undefined,
    getProvider: () => undefined,
  }) satisfies AdapterContext['walletConnect']

/** An adapter whose dapp has two Solana networks on one node, and `wallet` as its remote wallet. */
async function setup(wallet: Partial<AdapterContext>) {
  node = await startFakeSolanaRpc({ getLatestBlockhash: latestBlockhash, sendTransaction: acceptTransaction })
  const networks = [solana(SOLANA_LAB_CHAIN_ID.split(':')[1]!, [node.url]), solana('devnet', [node.url])]
  const adapter = createLoadedSolanaAdapter()
  adapter.setup({ networks, events, projectId: 'test', ...wallet })
  adapters.push(adapter)
  return { node, networks, adapter }
}

async function verifies(signature: string, message: string) {
  const key = await getPublicKeyFromAddress(FROM.address as Address)
  return verifySignature(key, decodeBase58(signature) as SignatureBytes, new TextEncoder().encode(message))
}

describe('the Solana adapter over WalletConnect', () => {
  it('signs a message with the connected account, on the network the dapp uses now', async () => {
    const remote = await keyedRemoteWallet(FROM.seed)
    const { networks, adapter } = await setup({ walletConnect: walletConnect(remote) })
    const sign = (message: string) =>
      adapter.signMessage({ connectorId: 'walletConnect', address: FROM.address, message })
    expect(await verifies(await sign('first'), 'first')).toBe(true)
    await adapter.switchNetwork({ connectorId: 'walletConnect', caipNetwork: networks[1]! })
    expect(await verifies(await sign('second'), 'second')).toBe(true)
    expect(remote.requests.map((request) => [request.method, request.chainId])).toEqual([
      ['solana_signMessage', networks[0]!.caipNetworkId],
      ['solana_signMessage', networks[1]!.caipNetworkId],
    ])
  })

  it('gives the dapp one provider per account, with no Wallet Standard wallet behind it', async () => {
    const { adapter } = await setup({ walletConnect: walletConnect(await keyedRemoteWallet(FROM.seed)) })
    const provider = adapter.getProvider('walletConnect', FROM.address)!
    expect(provider.address).toBe(FROM.address)
    expect(provider.wallet).toBeUndefined()
    expect(adapter.getProvider('walletConnect', FROM.address)).toBe(provider)
    expect(adapter.getProvider('walletConnect', TO.address)).not.toBe(provider)
    expect(adapter.getProvider('walletConnect')).toBeUndefined()
    expect(adapter.getProvider('Some Wallet', FROM.address)).toBeUndefined()
  })

  it('sends: the wallet signs on the send’s network, the transaction goes through the dapp’s node', async () => {
    const remote = await keyedRemoteWallet(FROM.seed, 'signature')
    const { node, networks, adapter } = await setup({ walletConnect: walletConnect(remote) })
    const id = await adapter.send!.send({
      connectorId: 'walletConnect',
      from: FROM.address,
      to: TO.address,
      amount: 9_000n,
      caipNetwork: networks[1]!,
    })
    expect(remote.requests.map((request) => [request.method, request.chainId])).toEqual([
      ['solana_signTransaction', networks[1]!.caipNetworkId],
    ])
    const { wire, bytes, options } = node.sentTransaction()
    expect(options).toEqual({ encoding: 'base64', preflightCommitment: 'confirmed' })
    expect(await signatureCheck(bytes)).toEqual({ [FROM.address]: true })
    const transfer = parseTransferSolInstruction(messageOf(bytes).instructions[0]!)
    expect([transfer.accounts.destination.address, transfer.data.amount]).toEqual([TO.address, 9_000n])
    expect(id).toBe(await acceptTransaction([wire]))
  })

  it('needs a Solana network to name in its requests', async () => {
    const remote = await keyedRemoteWallet(FROM.seed)
    const adapter = createLoadedSolanaAdapter()
    adapters.push(adapter)
    adapter.setup({ networks: [], events, projectId: 'test', walletConnect: walletConnect(remote) })
    const signing = adapter.signMessage({
      connectorId: 'walletConnect',
      address: FROM.address,
      message: 'hi',
    })
    await expect(signing).rejects.toBeInstanceOf(ProviderNotFoundError)
    await expect(signing).rejects.toMatchObject({ details: 'no Solana network configured' })
    expect(remote.requests).toEqual([])
  })

  it('gives WalletConnect its part of the proposal before its code loads, the same as after', async () => {
    const { networks, adapter } = await setup({})
    const part = createSolanaAdapter().walletConnectNamespace!(networks)
    expect(part).toEqual(adapter.walletConnectNamespace!(networks))
    expect(part).toMatchObject({
      chains: networks.map((network) => network.caipNetworkId),
      methods: ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction'],
    })
  })
})

describe('the Solana adapter with the embedded wallet', () => {
  it('sends its requests in the Solana namespace, on the current network', async () => {
    const remote = await keyedRemoteWallet(FROM.seed)
    const namespaces: string[] = []
    const embeddedWallet = {
      connectorId: 'embedded',
      request: (namespace: string, args: { method: string; params?: unknown }, chainId?: string) => {
        namespaces.push(namespace)
        return remote.request(args, chainId)
      },
    } as unknown as AdapterContext['embeddedWallet']
    const { networks, adapter } = await setup({ embeddedWallet })
    const signature = await adapter.signMessage({
      connectorId: 'embedded',
      address: FROM.address,
      message: 'hi',
    })
    expect(await verifies(signature, 'hi')).toBe(true)
    expect(namespaces).toEqual(['solana'])
    expect(remote.requests[0]!.chainId).toBe(networks[0]!.caipNetworkId)
    expect(adapter.getProvider('embedded', FROM.address)?.address).toBe(FROM.address)
  })
})
