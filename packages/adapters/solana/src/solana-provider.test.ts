import type { CaipNetwork } from '@appkit/common'
import { decodeBase58, encodeBase58, InvalidWalletResponseError } from '@appkit/common'
import type { WalletConnectAccess } from '@appkit/controllers/adapter'
import { SOLANA_TEST_ACCOUNTS } from '@appkit/testing'
import {
  type Blockhash,
  getTransactionDecoder,
  getTransactionEncoder,
  partiallySignTransaction,
} from '@solana/kit'
import type { Wallet } from '@wallet-standard/base'
import { afterEach, describe, expect, it } from 'vitest'
import { buildTransfer } from './account/build-transfer.js'
import { createSolanaProvider, type SolanaProviderContext } from './solana-provider.js'
import { acceptTransaction, type FakeSolanaRpc, startFakeSolanaRpc } from './test-utils/fake-solana-rpc.js'
import { keyedRemoteWallet, testKey } from './test-utils/remote-wallet.js'
import { signatureCheck } from './test-utils/transactions.js'

// Fakes stand in for the wallet here (one module under test); the adapter's own test and the
// lab's Playwright suite use the real test wallets.
const ADDRESS = SOLANA_TEST_ACCOUNTS[0].address
const SIGNATURE = new Uint8Array(64).fill(7)
const NETWORK = { caipNetworkId: 'solana:x' } as unknown as CaipNetwork

const context = (overrides: Partial<SolanaProviderContext> = {}): SolanaProviderContext => ({
  address: ADDRESS,
  network: () => NETWORK,
  rpcUrlOf: () => 'http://127.0.0.1:9',
  commitment: 'confirmed',
  ...overrides,
})

function fakeWallet(features: Record<string, unknown>): Wallet {
  const account = { address: ADDRESS, publicKey: decodeBase58(ADDRESS), chains: ['solana:x'], features: [] }
  return { name: 'W', accounts: [account], features } as unknown as Wallet
}

function fakeSession(answer: unknown, asked: unknown[] = []): WalletConnectAccess {
  return {
    connectorId: 'walletConnect',
    request: async (args: unknown, chainId?: string) => {
      asked.push(args, chainId)
      return answer
    },
  } as unknown as WalletConnectAccess
}

let node: FakeSolanaRpc | undefined
afterEach(async () => {
  await node?.close()
  node = undefined
})

/** A node that takes signed transactions; the context sends there. */
async function sendingContext(overrides: Partial<SolanaProviderContext> = {}) {
  node = await startFakeSolanaRpc({ sendTransaction: acceptTransaction })
  const asked: CaipNetwork[] = []
  const url = node.url
  return {
    node,
    asked,
    context: context({
      ...overrides,
      rpcUrlOf: (network) => {
        asked.push(network)
        return url
      },
    }),
  }
}

async function transfer(): Promise<Uint8Array> {
  const transaction = await buildTransfer(
    { from: ADDRESS, to: SOLANA_TEST_ACCOUNTS[1].address, amount: 5n, caipNetwork: NETWORK },
    { blockhash: '11111111111111111111111111111111' as Blockhash, lastValidBlockHeight: 10n },
  )
  return new Uint8Array(getTransactionEncoder().encode(transaction))
}

describe('the Solana provider of a Wallet Standard wallet', () => {
  it('signs a message with the connected account and gives the 64-byte signature', async () => {
    const signed: Uint8Array[] = []
    const wallet = fakeWallet({
      'solana:signMessage': {
        signMessage: async ({ message }: { message: Uint8Array }) => {
          signed.push(message)
          return [{ signedMessage: message, signature: SIGNATURE }]
        },
      },
    })
    const provider = createSolanaProvider({ wallet }, context())
    await expect(provider.signMessage(new Uint8Array([1, 2]))).resolves.toEqual(SIGNATURE)
    expect(signed).toEqual([new Uint8Array([1, 2])])
    expect(provider.wallet).toBe(wallet)
  })

  it('refuses an answer that is not a 64-byte signature, and an account the wallet lacks', async () => {
    const wallet = fakeWallet({
      'solana:signMessage': { signMessage: async () => [{ signature: new Uint8Array(3) }] },
    })
    await expect(createSolanaProvider({ wallet }, context()).signMessage(new Uint8Array())).rejects.toThrow(
      'Invalid wallet response',
    )
    await expect(
      createSolanaProvider({ wallet }, context({ address: 'Other' })).signMessage(new Uint8Array()),
    ).rejects.toThrow('Invalid wallet response')
  })

  it('lets the wallet send, on the current network, with the preflight commitment as the RPC names it', async () => {
    const asked: unknown[] = []
    const wallet = fakeWallet({
      'solana:signAndSendTransaction': {
        signAndSendTransaction: async (input: unknown) => {
          asked.push(input)
          return [{ signature: SIGNATURE }]
        },
      },
    })
    const provider = createSolanaProvider({ wallet }, context())
    const bytes = new Uint8Array([9])
    await expect(
      provider.signAndSendTransaction(bytes, { preflightCommitment: 'singleGossip' }),
    ).resolves.toBe(encodeBase58(SIGNATURE))
    expect(asked).toEqual([
      {
        account: wallet.accounts[0],
        transaction: bytes,
        chain: 'solana:x',
        options: { preflightCommitment: 'confirmed', commitment: 'confirmed' },
      },
    ])
    await expect(
      provider.signAndSendTransaction(bytes, { preflightCommitment: 'soon' as 'max' }),
    ).rejects.toThrow('Unknown Solana commitment: soon')
  })

  it('refuses a wallet without the feature asked, and a signing answer without a transaction', async () => {
    const bare = createSolanaProvider({ wallet: fakeWallet({}) }, context())
    await expect(bare.signMessage(new Uint8Array([1]))).rejects.toMatchObject({
      details: 'W cannot sign messages',
    })
    await expect(bare.signTransaction(await transfer())).rejects.toMatchObject({
      details: 'W cannot sign transactions',
    })
    const wallet = fakeWallet({ 'solana:signTransaction': { signTransaction: async () => [{}] } })
    const signing = createSolanaProvider({ wallet }, context()).signTransaction(await transfer())
    await expect(signing).rejects.toBeInstanceOf(InvalidWalletResponseError)
    await expect(signing).rejects.toMatchObject({
      details: 'solana:signTransaction answered without a transaction',
    })
  })

  it('refuses a send answered without a signature', async () => {
    const wallet = fakeWallet({ 'solana:signAndSendTransaction': { signAndSendTransaction: async () => [] } })
    await expect(
      createSolanaProvider({ wallet }, context()).signAndSendTransaction(await transfer()),
    ).rejects.toMatchObject({ details: 'solana:signAndSendTransaction answered without a 64-byte signature' })
  })

  it('sends through the network’s node what a wallet that only signs signed', async () => {
    const { keyPair } = await testKey(SOLANA_TEST_ACCOUNTS[0].seed)
    const wallet = fakeWallet({
      'solana:signTransaction': {
        signTransaction: async ({ transaction }: { transaction: Uint8Array }) => {
          const signed = await partiallySignTransaction(
            [keyPair],
            getTransactionDecoder().decode(transaction),
          )
          return [{ signedTransaction: new Uint8Array(getTransactionEncoder().encode(signed)) }]
        },
      },
    })
    const { node, asked, context } = await sendingContext()
    const id = await createSolanaProvider({ wallet }, context).signAndSendTransaction(await transfer(), {
      preflightCommitment: 'recent',
    })
    const { wire, bytes, options } = node.sentTransaction()
    expect(options).toEqual({ encoding: 'base64', preflightCommitment: 'processed' })
    expect(await signatureCheck(bytes)).toEqual({ [ADDRESS]: true })
    expect(id).toBe(await acceptTransaction([wire]))
    expect(asked).toEqual([NETWORK])
  })

  it('refuses to send what the wallet changed when it only signs', async () => {
    const asked = await transfer()
    const other = await transfer()
    other.set([other.at(-1)! ^ 1], other.length - 1)
    const wallet = fakeWallet({
      'solana:signTransaction': { signTransaction: async () => [{ signedTransaction: other }] },
    })
    await expect(createSolanaProvider({ wallet }, context()).signAndSendTransaction(asked)).rejects.toThrow(
      'Invalid wallet response',
    )
  })
})

describe('the Solana provider over WalletConnect', () => {
  it('signs a message in base58 both ways, on the current network', async () => {
    const asked: unknown[] = []
    const provider = createSolanaProvider(
      { walletConnect: fakeSession({ signature: encodeBase58(SIGNATURE) }, asked) },
      context(),
    )
    await expect(provider.signMessage(new TextEncoder().encode('hi'))).resolves.toEqual(SIGNATURE)
    expect(provider.wallet).toBeUndefined()
    expect(asked).toEqual([
      {
        method: 'solana_signMessage',
        params: { message: encodeBase58(new TextEncoder().encode('hi')), pubkey: ADDRESS },
      },
      'solana:x',
    ])
  })

  it('puts a signature-only answer into the signer’s slot of the transaction asked', async () => {
    const bytes = await transfer()
    const provider = createSolanaProvider(
      { walletConnect: fakeSession({ signature: encodeBase58(SIGNATURE) }) },
      context(),
    )
    const signed = getTransactionDecoder().decode(await provider.signTransaction(bytes))
    expect(signed.signatures[ADDRESS as keyof typeof signed.signatures]).toEqual(SIGNATURE)
    expect(signed.messageBytes).toEqual(getTransactionDecoder().decode(bytes).messageBytes)
  })

  it('signs with the wallet and sends through the network’s node, at the adapter’s commitment', async () => {
    const remote = await keyedRemoteWallet(SOLANA_TEST_ACCOUNTS[0].seed, 'transaction')
    const { node, asked, context } = await sendingContext({ commitment: 'processed' })
    const id = await createSolanaProvider({ walletConnect: remote }, context).signAndSendTransaction(
      await transfer(),
    )
    expect(remote.requests.map((request) => [request.method, request.chainId])).toEqual([
      ['solana_signTransaction', 'solana:x'],
    ])
    const { wire, bytes, options } = node.sentTransaction()
    expect(options).toEqual({ encoding: 'base64', preflightCommitment: 'processed' })
    expect(await signatureCheck(bytes)).toEqual({ [ADDRESS]: true })
    expect(id).toBe(await acceptTransaction([wire]))
    expect(asked).toEqual([NETWORK])
  })

  it('refuses an answer without a signature', async () => {
    const provider = createSolanaProvider({ walletConnect: fakeSession({}) }, context())
    await expect(provider.signMessage(new Uint8Array([1]))).rejects.toThrow('Invalid wallet response')
    await expect(provider.signTransaction(await transfer())).rejects.toThrow('Invalid wallet response')
  })
})
