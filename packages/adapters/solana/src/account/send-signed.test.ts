import type { CaipNetwork } from '@appkit/common'
import { InvalidWalletResponseError } from '@appkit/common'
import { SOLANA_TEST_ACCOUNTS } from '@appkit/testing'
import { partiallySignTransaction } from '@solana/kit'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { acceptTransaction, type FakeSolanaRpc, startFakeSolanaRpc } from '../test-utils/fake-solana-rpc.js'
import { testKey } from '../test-utils/remote-wallet.js'
import { LIFETIME, signatureCheck, wireBytes } from '../test-utils/transactions.js'
import { buildTransfer } from './build-transfer.js'
import { sendSigned } from './send-signed.js'

const FROM = SOLANA_TEST_ACCOUNTS[0]
const NETWORK = { caipNetworkId: 'solana:x' } as unknown as CaipNetwork

let key: Awaited<ReturnType<typeof testKey>>
beforeAll(async () => {
  key = await testKey(FROM.seed)
})
let node: FakeSolanaRpc | undefined
afterEach(async () => {
  await node?.close()
  node = undefined
})

const transfer = (amount: bigint) =>
  buildTransfer(
    { from: FROM.address, to: SOLANA_TEST_ACCOUNTS[1].address, amount, caipNetwork: NETWORK },
    LIFETIME,
  )

describe('sendSigned', () => {
  it('sends the signed transaction asked through the node, with the preflight commitment', async () => {
    node = await startFakeSolanaRpc({ sendTransaction: acceptTransaction })
    const asked = await transfer(5n)
    const signed = await partiallySignTransaction([key.keyPair], asked)
    const id = await sendSigned(node.url, wireBytes(asked), wireBytes(signed), 'processed')
    const { wire, bytes, options } = node.sentTransaction()
    expect(options).toEqual({ encoding: 'base64', preflightCommitment: 'processed' })
    expect(bytes).toEqual(wireBytes(signed))
    expect(await signatureCheck(bytes)).toEqual({ [FROM.address]: true })
    expect(id).toBe(await acceptTransaction([wire]))
  })

  it('refuses, sending nothing, what the wallet signed in place of the transaction asked', async () => {
    node = await startFakeSolanaRpc({ sendTransaction: acceptTransaction })
    const other = await partiallySignTransaction([key.keyPair], await transfer(5_000_000n))
    const sending = sendSigned(node.url, wireBytes(await transfer(5n)), wireBytes(other), 'confirmed')
    await expect(sending).rejects.toBeInstanceOf(InvalidWalletResponseError)
    await expect(sending).rejects.toMatchObject({
      code: 'INVALID_WALLET_RESPONSE',
      details: 'the wallet signed another transaction than the one asked',
    })
    expect(node.calls).toEqual([])
  })

  it('passes on the node’s refusal', async () => {
    node = await startFakeSolanaRpc({ sendTransaction: acceptTransaction })
    // Unsigned: the wallet gave back the transaction as it was asked.
    const unsigned = wireBytes(await transfer(5n))
    await expect(sendSigned(node.url, unsigned, unsigned, 'confirmed')).rejects.toMatchObject({
      context: { __code: -32003 },
    })
  })
})
