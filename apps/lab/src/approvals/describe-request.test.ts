import {
  AccountRole,
  address,
  appendTransactionMessageInstruction,
  type Blockhash,
  compileTransaction,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  getU64Encoder,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'
import { encodeFunctionData, erc20Abi, stringToHex } from 'viem'
import { describe, expect, test } from 'vitest'
import type { Coins } from './coins.js'
import { describeRequest } from './describe-request.js'
import { P2WPKH, psbtPaying } from './psbt-test-data.js'

const COINS: Coins = {
  eip155: { symbol: 'ETH', decimals: 18 },
  solana: { symbol: 'SOL', decimals: 9 },
  bip122: { symbol: 'BTC', decimals: 8 },
}
const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

const request = (method: string, params: unknown) => ({ id: 1, method, params })

describe('describeRequest', () => {
  test('a transfer shows its amount in ether with the symbol and its receiver', () => {
    const described = describeRequest(
      request('eth_sendTransaction', [{ from: ALICE, to: BOB, value: '0x16345785d8a0000' }]),
      COINS,
    )
    expect(described).toEqual({
      action: 'Send a transaction',
      details: [
        ['To', BOB],
        ['Amount', '0.1 ETH'],
        ['From', ALICE],
      ],
    })
  })

  test('an ERC-20 transfer names the token contract, the receiver and the units', () => {
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [BOB, 2500n] })
    const described = describeRequest(
      request('eth_sendTransaction', [{ from: ALICE, to: ALICE, data }]),
      COINS,
    )
    expect(described.action).toBe('Send tokens')
    expect(described.details).toContainEqual(['To', BOB])
    expect(described.details).toContainEqual(['Amount', '2500 token units'])
  })

  test('a signature request shows the message as text, not hex', () => {
    const described = describeRequest(
      request('personal_sign', [stringToHex('Hello from the AppKit lab'), ALICE]),
      COINS,
    )
    expect(described.details[0]).toEqual(['Message', 'Hello from the AppKit lab'])
  })

  test('a network to add shows its name and decimal chain id', () => {
    const described = describeRequest(
      request('wallet_addEthereumChain', [
        { chainId: '0x7a6a', chainName: 'Anvil B', rpcUrls: ['http://127.0.0.1:8546'] },
      ]),
      COINS,
    )
    expect(described).toEqual({
      action: 'Add a network',
      details: [
        ['Network', 'Anvil B'],
        ['Chain id', '31338'],
        ['RPC', 'http://127.0.0.1:8546'],
      ],
    })
  })

  test('a SOL transfer shows the lamports as SOL and the receiver', () => {
    const payer = address('9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM')
    const receiver = address('4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T')
    const data = new Uint8Array([2, 0, 0, 0, ...getU64Encoder().encode(1_500_000_000n)])
    const message = pipe(
      createTransactionMessage({ version: 0 }),
      (m) => setTransactionMessageFeePayer(payer, m),
      (m) =>
        setTransactionMessageLifetimeUsingBlockhash(
          { blockhash: '11111111111111111111111111111111' as Blockhash, lastValidBlockHeight: 1n },
          m,
        ),
      (m) =>
        appendTransactionMessageInstruction(
          {
            programAddress: address('11111111111111111111111111111111'),
            accounts: [
              { address: payer, role: AccountRole.WRITABLE_SIGNER },
              { address: receiver, role: AccountRole.WRITABLE },
            ],
            data,
          },
          m,
        ),
    )
    const transaction = getBase64EncodedWireTransaction(compileTransaction(message))
    const described = describeRequest(
      request('solana:signAndSendTransaction', [{ account: payer, transaction }]),
      COINS,
    )
    expect(described).toEqual({
      action: 'Sign and send a transaction',
      details: [
        ['To', receiver],
        ['Amount', '1.5 SOL'],
      ],
    })
  })

  test('a Bitcoin transaction shows each output in BTC, the one paying back to the signer as change', () => {
    const psbt = btoa(
      String.fromCharCode(
        ...psbtPaying([
          [P2WPKH, 10_000_000n],
          [P2WPKH, 123_456n],
        ]),
      ),
    )
    const signer = 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080'
    const described = describeRequest(
      request('bitcoin:signTransaction', [
        { psbt, inputsToSign: [{ account: 'bcrt1qother', signingIndexes: [0] }] },
      ]),
      COINS,
    )
    expect(described.details).toEqual([
      ['To', signer],
      ['Amount', '0.1 BTC'],
      ['To', signer],
      ['Amount', '0.00123456 BTC'],
    ])
    const own = describeRequest(
      request('bitcoin:signTransaction', [
        { psbt, inputsToSign: [{ account: signer, signingIndexes: [0] }] },
      ]),
      COINS,
    )
    expect(own.details[0]).toEqual(['Change to', signer])
  })

  test('a request the lab does not know shows its method and whole parameters', () => {
    expect(describeRequest(request('wallet_watchAsset', [{ type: 'ERC20' }]), COINS)).toEqual({
      action: 'wallet_watchAsset',
      details: [['Parameters', '[\n {\n  "type": "ERC20"\n }\n]']],
    })
  })
})
