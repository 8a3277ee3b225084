import { type CaipNetwork, encodeBase58, InvalidWalletResponseError } from '@appkit/common'
import { SOLANA_TEST_ACCOUNTS } from '@appkit/testing'
import { getBase64Decoder, getTransactionDecoder } from '@solana/kit'
import { describe, expect, it } from 'vitest'
import type { RemoteSolanaWallet } from '../solana-provider.js'
import { keyedRemoteWallet } from '../test-utils/remote-wallet.js'
import { LIFETIME, signatureCheck, wireBytes } from '../test-utils/transactions.js'
import { buildTransfer } from './build-transfer.js'
import { signOverWalletConnect } from './sign-over-walletconnect.js'

const [FROM, TO] = SOLANA_TEST_ACCOUNTS
const CHAIN = 'solana:x'

const transfer = async () =>
  wireBytes(
    await buildTransfer(
      {
        from: FROM.address,
        to: TO.address,
        amount: 7n,
        caipNetwork: { caipNetworkId: CHAIN } as unknown as CaipNetwork,
      },
      LIFETIME,
    ),
  )

const answering = (answer: unknown): RemoteSolanaWallet => ({ request: async <T>() => answer as T })

describe('signOverWalletConnect', () => {
  it('asks solana_signTransaction on the chain, and takes the signed transaction the wallet gives', async () => {
    const wallet = await keyedRemoteWallet(FROM.seed, 'transaction')
    const asked = await transfer()
    const signed = await signOverWalletConnect(wallet, asked, FROM.address, CHAIN)
    expect(wallet.requests).toEqual([
      {
        method: 'solana_signTransaction',
        params: { transaction: getBase64Decoder().decode(asked) },
        chainId: CHAIN,
      },
    ])
    expect(await signatureCheck(signed)).toEqual({ [FROM.address]: true })
    expect(getTransactionDecoder().decode(signed).messageBytes).toEqual(
      getTransactionDecoder().decode(asked).messageBytes,
    )
  })

  it('puts a signature-only answer into the signer’s slot of the transaction asked', async () => {
    const wallet = await keyedRemoteWallet(FROM.seed, 'signature')
    const asked = await transfer()
    const signed = await signOverWalletConnect(wallet, asked, FROM.address, CHAIN)
    expect(await signatureCheck(signed)).toEqual({ [FROM.address]: true })
    expect(getTransactionDecoder().decode(signed).messageBytes).toEqual(
      getTransactionDecoder().decode(asked).messageBytes,
    )
  })

  it('refuses a signature for an account the transaction does not name as a signer', async () => {
    // The connected account is the receiver: the dapp asked it to sign the sender's transaction.
    const wallet = answering({ signature: encodeBase58(new Uint8Array(64).fill(1)) })
    const signing = signOverWalletConnect(wallet, await transfer(), TO.address, CHAIN)
    await expect(signing).rejects.toBeInstanceOf(InvalidWalletResponseError)
    await expect(signing).rejects.toMatchObject({
      details: `${TO.address} is not a signer of the transaction`,
    })
  })

  it('refuses an answer with neither a transaction nor a signature', async () => {
    for (const answer of [null, {}, { signature: 42 }, { transaction: 42 }]) {
      const signing = signOverWalletConnect(answering(answer), await transfer(), FROM.address, CHAIN)
      await expect(signing).rejects.toBeInstanceOf(InvalidWalletResponseError)
      await expect(signing).rejects.toMatchObject({
        details: 'solana_signTransaction answered without a signature',
      })
    }
  })
})
