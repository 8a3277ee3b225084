import { parseEther, toHex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestAnvil, type TestAnvil } from '../../node/anvil.js'
import { TEST_ACCOUNTS } from '../../test-accounts.js'
import { installForTest } from '../../test-utils/wallet.js'
import { callRpc } from '../json-rpc.js'

let anvil: TestAnvil

beforeAll(async () => {
  anvil = await startTestAnvil()
})
afterAll(() => anvil.stop())

const receiver = TEST_ACCOUNTS[2].address
const balanceOf = async (address: string) =>
  BigInt((await callRpc(anvil.rpcUrl, 'eth_getBalance', [address, 'latest'])) as string)

/** The transaction's receipt once it is mined; anvil mines each transaction as it arrives. */
async function receiptOf(hash: string): Promise<unknown> {
  for (;;) {
    const receipt = await callRpc(anvil.rpcUrl, 'eth_getTransactionReceipt', [hash])
    if (receipt) return receipt
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

function walletOnAnvil() {
  return installForTest({ chains: [{ id: 31337, rpcUrl: anvil.rpcUrl }] })
}

describe('eth_sendTransaction', () => {
  it('fills, signs and sends after approval; the ETH arrives', async () => {
    const wallet = walletOnAnvil()
    wallet.setMode('approve')
    await wallet.provider.request({ method: 'eth_requestAccounts' })
    wallet.setMode('manual')
    const before = await balanceOf(receiver)

    const sending = wallet.provider.request({
      method: 'eth_sendTransaction',
      params: [{ from: wallet.address, to: receiver, value: toHex(parseEther('1.5')) }],
    })
    await expect(wallet.waitForPending('eth_sendTransaction')).resolves.toMatchObject({
      params: [{ from: wallet.address, to: receiver, value: toHex(parseEther('1.5')) }],
    })
    wallet.approve()
    const hash = await sending
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)

    // anvil answers the send before its miner has run (under load, visibly): wait for the receipt
    // as a dapp does, block by block.
    const receipt = await receiptOf(hash as string)
    expect(receipt).toMatchObject({ status: '0x1', from: wallet.address.toLowerCase() })
    expect((await balanceOf(receiver)) - before).toBe(parseEther('1.5'))
  })

  it('fails with 4100 before authorization', async () => {
    const wallet = walletOnAnvil()
    await expect(
      wallet.provider.request({
        method: 'eth_sendTransaction',
        params: [{ from: wallet.address, to: receiver }],
      }),
    ).rejects.toMatchObject({ code: 4100 })
  })

  it('sends nothing when the user rejects', async () => {
    const wallet = walletOnAnvil()
    wallet.setMode('approve')
    await wallet.provider.request({ method: 'eth_requestAccounts' })
    wallet.setMode('reject')
    const before = await balanceOf(receiver)
    await expect(
      wallet.provider.request({
        method: 'eth_sendTransaction',
        params: [{ from: wallet.address, to: receiver, value: '0x1' }],
      }),
    ).rejects.toMatchObject({ code: 4001 })
    expect(await balanceOf(receiver)).toBe(before)
  })

  it('refuses a transaction for another chain', async () => {
    const wallet = walletOnAnvil()
    wallet.setMode('approve')
    await wallet.provider.request({ method: 'eth_requestAccounts' })
    await expect(
      wallet.provider.request({
        method: 'eth_sendTransaction',
        params: [{ from: wallet.address, to: receiver, chainId: '0x1' }],
      }),
    ).rejects.toMatchObject({
      code: -32602,
      message: "Invalid params: chainId 0x1 does not match the wallet's chain 0x7a69",
    })
  })
})
