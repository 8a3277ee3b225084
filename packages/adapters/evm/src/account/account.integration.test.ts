import type { CaipNetwork } from '@appkit/common'
import { networkRpc, rpcRequest } from '@appkit/common'
import { startTestAnvil, type TestAnvil } from '@appkit/testing/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Eip1193Provider } from '../eip1193.js'
import { estimateTransferFee } from './estimate-fee.js'
import { sendTransfer } from './transfer.js'
import { waitForReceipt } from './wait-for-receipt.js'

// Against a real anvil: its dev accounts are unlocked, so the node itself is the wallet.
const alice = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const bob = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const paused = '0x00000000000000000000000000000000000000aa'

/** Runtime code that reverts every call with Error("Paused"): three words of return data, then REVERT. */
function revertingCode(reason: string): string {
  const text = Buffer.from(reason).toString('hex').padEnd(56, '0')
  const words = [
    `08c379a0${'0'.repeat(56)}`,
    `00000020${'0'.repeat(56)}`,
    `${reason.length.toString(16).padStart(8, '0')}${text}`,
  ]
  const stores = words.map((word, i) => `7f${word}60${(i * 32).toString(16).padStart(2, '0')}52`).join('')
  return `0x${stores}60646000fd`
}

let anvil: TestAnvil
let network: CaipNetwork
let wallet: Eip1193Provider

beforeAll(async () => {
  anvil = await startTestAnvil(['--block-time', '1'])
  network = {
    id: 31337,
    caipNetworkId: 'eip155:31337',
    chainNamespace: 'eip155',
    name: 'Anvil',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [anvil.rpcUrl] } },
    blockTime: 1000,
  }
  wallet = { request: ({ method, params }) => rpcRequest(anvil.rpcUrl, method, params as unknown[]) }
  await rpcRequest(anvil.rpcUrl, 'anvil_setCode', [paused, revertingCode('Paused')])
})

afterAll(() => anvil?.stop())

const balanceOf = async (address: string) =>
  BigInt(await networkRpc(network)<string>('eth_getBalance', [address, 'latest']))

describe('the EVM account against a real chain', () => {
  it('estimates the fee, sends ether, and waits until it is mined', async () => {
    const request = { from: alice, to: bob, amount: 10n ** 18n, caipNetwork: network }
    const fee = await estimateTransferFee(networkRpc(network), request)
    expect(fee.symbol).toBe('ETH')
    // 21,000 gas at no more than a few gwei on a fresh anvil.
    expect(fee.value).toBeGreaterThan(21_000n * 10n ** 8n)
    expect(fee.value).toBeLessThan(21_000n * 10n ** 10n)
    const before = await balanceOf(bob)
    const hash = await sendTransfer(wallet, { ...request, connectorId: 'node' })
    await waitForReceipt(networkRpc(network), { hash, caipNetwork: network, timeoutMs: 10_000 })
    expect(await balanceOf(bob)).toBe(before + 10n ** 18n)
  })

  it('reports a mined revert with its reason', async () => {
    // An explicit gas limit: without one the node refuses to send what it knows will revert.
    const hash = await rpcRequest<string>(anvil.rpcUrl, 'eth_sendTransaction', [
      { from: alice, to: paused, data: '0x12345678', gas: '0x30000' },
    ])
    await expect(
      waitForReceipt(networkRpc(network), { hash, caipNetwork: network, timeoutMs: 10_000 }),
    ).rejects.toMatchObject({ code: 'TRANSACTION_REVERTED', message: 'Transaction reverted: Paused' })
  })

  it('a hash the chain never saw is not found once the wait is over', async () => {
    const hash = `0x${'ab'.repeat(32)}`
    await expect(
      waitForReceipt(networkRpc(network), { hash, caipNetwork: network, timeoutMs: 1200 }),
    ).rejects.toMatchObject({ code: 'TRANSACTION_NOT_FOUND' })
  })
})
