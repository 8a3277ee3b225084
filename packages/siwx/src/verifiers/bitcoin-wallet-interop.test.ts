import {
  BITCOIN_LAB_CHAIN_ID,
  BITCOIN_TEST_ACCOUNTS,
  type BitcoinMessageProtocol,
  type BitcoinTestWallet,
  installBitcoinTestWallet,
} from '@appkit/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSiwx } from '../create-siwx.js'
import { bitcoinVerifier } from './bitcoin-verifier.js'

// The sign-in a Bitcoin dapp makes with the lab's test wallet, end to end in Node: createSiwx
// writes the message, the wallet signs it as a Wallet Standard wallet does, and the session is
// verified and kept. The wallet's signatures are checked against bip322-js in @appkit/testing.

let wallet: BitcoinTestWallet
beforeAll(() => {
  // The wallet registers itself with the page: an event target is all of a page it needs.
  Object.assign(globalThis, { window: new EventTarget() })
  wallet = installBitcoinTestWallet({ mode: 'approve', rdns: 'org.appkit.siwxbitcoin' })
})
afterAll(() => {
  wallet.uninstall()
  Reflect.deleteProperty(globalThis, 'window')
})

describe('sign-in with the Bitcoin test wallet', () => {
  it.each([
    ['payment', 'bip322'],
    ['ordinals', 'bip322'],
    ['payment', 'ecdsa'],
  ] as const)(
    'keeps a session signed by the %s account with %s',
    async (purpose, protocol: BitcoinMessageProtocol) => {
      const { accounts } = await wallet.standardWallet.features['bitcoin:connect'].connect({
        purposes: [purpose],
      })
      const account = accounts[0]!
      expect(account.address).toBe(BITCOIN_TEST_ACCOUNTS[0][purpose].address)

      const siwx = createSiwx({
        domain: 'lab.example',
        uri: 'https://lab.example/',
        verifiers: [bitcoinVerifier()],
      })
      const message = await siwx.createMessage({
        accountAddress: account.address,
        chainId: BITCOIN_LAB_CHAIN_ID,
      })
      const text = message.toString()
      const [signed] = await wallet.standardWallet.features['bitcoin:signMessage'].signMessage({
        account,
        message: new TextEncoder().encode(text),
        protocol,
      })
      const signature = Buffer.from(signed!.signature).toString('base64')
      const data = { ...message }
      await siwx.addSession({ data, message: text, signature })

      const [kept] = await siwx.getSessions(BITCOIN_LAB_CHAIN_ID, account.address)
      expect(kept?.signature).toBe(signature)
      expect(kept?.cacao?.s.t).toBe(protocol)
      expect(kept?.cacao?.p.iss).toBe(`did:pkh:${BITCOIN_LAB_CHAIN_ID}:${account.address}`)
    },
  )

  it('refuses a wallet signature of another text', async () => {
    const account = wallet.standardWallet.accounts[0]!
    const siwx = createSiwx({
      domain: 'lab.example',
      uri: 'https://lab.example/',
      verifiers: [bitcoinVerifier()],
    })
    const message = await siwx.createMessage({
      accountAddress: account.address,
      chainId: BITCOIN_LAB_CHAIN_ID,
    })
    const [signed] = await wallet.standardWallet.features['bitcoin:signMessage'].signMessage({
      account,
      message: new TextEncoder().encode(`${message.toString()} `),
    })
    const session = {
      data: { ...message },
      message: message.toString(),
      signature: Buffer.from(signed!.signature).toString('base64'),
    }
    await expect(siwx.addSession(session)).rejects.toMatchObject({ message: 'Invalid signature' })
  })
})
