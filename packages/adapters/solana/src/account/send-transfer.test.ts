import type { CaipNetwork } from '@appkit/common'
import { SOLANA_TEST_ACCOUNTS, SOLANA_TEST_MINT } from '@appkit/testing'
import { testNetwork } from '@appkit/testing/node'
import { parseTransferSolInstruction } from '@solana-program/system'
import { parseTransferCheckedInstruction, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import { afterEach, describe, expect, it } from 'vitest'
import { createSolanaProvider } from '../solana-provider.js'
import {
  acceptTransaction,
  type FakeSolanaRpc,
  latestBlockhash,
  startFakeSolanaRpc,
} from '../test-utils/fake-solana-rpc.js'
import { keyedRemoteWallet } from '../test-utils/remote-wallet.js'
import { LIFETIME, messageOf, signatureCheck } from '../test-utils/transactions.js'
import { sendTransfer } from './send-transfer.js'

const [FROM, TO] = SOLANA_TEST_ACCOUNTS

let node: FakeSolanaRpc | undefined
afterEach(async () => {
  await node?.close()
  node = undefined
})

/** A node, and the sender's provider over WalletConnect whose sends go to it. */
async function setup() {
  node = await startFakeSolanaRpc({ getLatestBlockhash: latestBlockhash, sendTransaction: acceptTransaction })
  const network = testNetwork('x', 'solana', [node.url]) as CaipNetwork
  const provider = createSolanaProvider(
    { walletConnect: await keyedRemoteWallet(FROM.seed, 'signature') },
    { address: FROM.address, network: () => network, rpcUrlOf: () => node!.url, commitment: 'confirmed' },
  )
  const request = { connectorId: 'walletConnect', from: FROM.address, to: TO.address, caipNetwork: network }
  return { node, provider, request }
}

describe('sendTransfer', () => {
  it('builds the transfer on a blockhash of the commitment asked, has the sender sign it, and sends it', async () => {
    const { node, provider, request } = await setup()
    const id = await sendTransfer(
      provider,
      { ...request, amount: 3_000n },
      {
        rpcUrl: node.url,
        commitment: 'processed',
      },
    )
    expect(node.calls.map((call) => call.method)).toEqual(['getLatestBlockhash', 'sendTransaction'])
    expect(node.paramsOf('getLatestBlockhash')).toEqual([[{ commitment: 'processed' }]])
    const { wire, bytes } = node.sentTransaction()
    expect(await signatureCheck(bytes)).toEqual({ [FROM.address]: true })
    const message = messageOf(bytes)
    expect(message).toMatchObject({ feePayer: FROM.address, blockhash: LIFETIME.blockhash })
    const transfer = parseTransferSolInstruction(message.instructions[0]!)
    expect(transfer.data.amount).toBe(3_000n)
    expect(transfer.accounts.destination.address).toBe(TO.address)
    expect(id).toBe(await acceptTransaction([wire]))
  })

  it('sends an SPL token with the token’s decimals', async () => {
    const { node, provider, request } = await setup()
    await sendTransfer(
      provider,
      { ...request, amount: 1_000_000n, token: { address: SOLANA_TEST_MINT.address, decimals: 6 } },
      { rpcUrl: node.url, commitment: 'confirmed' },
    )
    const { bytes } = node.sentTransaction()
    expect(await signatureCheck(bytes)).toEqual({ [FROM.address]: true })
    const transfer = messageOf(bytes).instructions.find((i) => i.programAddress === TOKEN_PROGRAM_ADDRESS)!
    expect(parseTransferCheckedInstruction(transfer).data).toMatchObject({ amount: 1_000_000n, decimals: 6 })
  })
})
