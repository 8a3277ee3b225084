import { stringToHex, verifyMessage, verifyTypedData } from 'viem'
import { describe, expect, it } from 'vitest'
import { TEST_ACCOUNTS } from '../../test-accounts.js'
import { installForTest } from '../../test-utils/wallet.js'

const typedData = {
  domain: { name: 'Mail', version: '1', chainId: 31337 },
  types: {
    Mail: [
      { name: 'to', type: 'address' },
      { name: 'contents', type: 'string' },
    ],
  },
  primaryType: 'Mail',
  message: { to: TEST_ACCOUNTS[1].address, contents: 'Hello, Bob!' },
} as const

/** As dapps send it over eth_signTypedData_v4: with the domain's own type spelled out. */
const wireTypedData = {
  ...typedData,
  types: {
    EIP712Domain: [
      { name: 'name', type: 'string' },
      { name: 'version', type: 'string' },
      { name: 'chainId', type: 'uint256' },
    ],
    ...typedData.types,
  },
}

async function authorizedWallet() {
  const wallet = installForTest({ mode: 'approve' })
  await wallet.provider.request({ method: 'eth_requestAccounts' })
  wallet.setMode('manual')
  return wallet
}

describe('personal_sign', () => {
  it('signs the raw message bytes after approval', async () => {
    const wallet = await authorizedWallet()
    const message = 'Sign in to the lab'
    const signing = wallet.provider.request({
      method: 'personal_sign',
      params: [stringToHex(message), wallet.address],
    })
    await wallet.waitForPending('personal_sign')
    wallet.approve()
    const signature = (await signing) as `0x${string}`
    await expect(verifyMessage({ address: wallet.address, message, signature })).resolves.toBe(true)
  })

  it('fails with 4100 before authorization or for another address, without prompting', async () => {
    const wallet = installForTest()
    const params = [stringToHex('hi'), wallet.address]
    await expect(wallet.provider.request({ method: 'personal_sign', params })).rejects.toMatchObject({
      code: 4100,
    })
    const authorized = await authorizedWallet()
    await expect(
      authorized.provider.request({ method: 'personal_sign', params: ['0x00', TEST_ACCOUNTS[1].address] }),
    ).rejects.toMatchObject({ code: 4100 })
    expect(authorized.pending()).toEqual([])
  })

  it('fails with 4001 when the user rejects', async () => {
    const wallet = await authorizedWallet()
    wallet.setMode('reject')
    await expect(
      wallet.provider.request({ method: 'personal_sign', params: ['0x00', wallet.address] }),
    ).rejects.toMatchObject({ code: 4001 })
  })
})

describe('eth_signTypedData_v4', () => {
  it('signs EIP-712 data sent as JSON', async () => {
    const wallet = await authorizedWallet()
    wallet.setMode('approve')
    const signature = (await wallet.provider.request({
      method: 'eth_signTypedData_v4',
      params: [wallet.address, JSON.stringify(wireTypedData)],
    })) as `0x${string}`
    await expect(verifyTypedData({ address: wallet.address, ...typedData, signature })).resolves.toBe(true)
  })

  it('refuses malformed typed data with -32602 before prompting', async () => {
    const wallet = await authorizedWallet()
    const request = (data: unknown) =>
      wallet.provider.request({ method: 'eth_signTypedData_v4', params: [wallet.address, data] })
    await expect(request('{nope')).rejects.toMatchObject({ code: -32602 })
    await expect(request({ ...wireTypedData, primaryType: 'Missing' })).rejects.toMatchObject({
      code: -32602,
    })
    expect(wallet.pending()).toEqual([])
  })
})
