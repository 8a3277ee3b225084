import { describe, expect, it } from 'vitest'
import { createSafeProvider, type SafeCall } from './safe-provider.js'

const SAFE = '0x5afe5afE5afE5afE5afE5aFe5aFe5Afe5Afe5AfE'
const HASH = `0x${'ab'.repeat(32)}`

function safeWith(answers: Record<string, unknown>) {
  const calls: { method: string; params: unknown }[] = []
  const call: SafeCall = async (method, params) => {
    calls.push({ method, params })
    return answers[method]
  }
  return { provider: createSafeProvider(call, { safeAddress: SAFE, chainId: 31337 }), calls }
}

describe('the Safe’s EIP-1193 provider', () => {
  it('is the Safe: its address and its chain, without asking the Safe again', async () => {
    const { provider, calls } = safeWith({})
    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([SAFE])
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([SAFE])
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
    expect(calls).toEqual([])
  })

  it('proposes a transaction to the owners, the value as decimal wei, and answers its Safe hash', async () => {
    const { provider, calls } = safeWith({ sendTransactions: { safeTxHash: HASH } })
    const hash = await provider.request({
      method: 'eth_sendTransaction',
      params: [{ from: SAFE, to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', value: '0xde0b6b3a7640000' }],
    })
    expect(hash).toBe(HASH)
    expect(calls).toEqual([
      {
        method: 'sendTransactions',
        params: {
          txs: [
            { to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', value: '1000000000000000000', data: '0x' },
          ],
        },
      },
    ])
  })

  it('signs a message off chain: the signature is fetched by its message hash', async () => {
    const { provider, calls } = safeWith({
      signMessage: { messageHash: HASH },
      getOffChainSignature: '0x1234',
    })
    expect(await provider.request({ method: 'personal_sign', params: ['0x6869', SAFE] })).toBe('0x1234')
    expect(calls.map((c) => c.method)).toEqual(['signMessage', 'getOffChainSignature'])
    expect(calls[0]!.params).toEqual({ message: '0x6869' })
  })

  it('forwards reads to the Safe’s node', async () => {
    const { provider, calls } = safeWith({ rpcCall: '0x10' })
    expect(await provider.request({ method: 'eth_getBalance', params: [SAFE, 'latest'] })).toBe('0x10')
    expect(calls).toEqual([
      { method: 'rpcCall', params: { call: 'eth_getBalance', params: [SAFE, 'latest'] } },
    ])
  })

  it('refuses what a Safe cannot do: another chain (4200)', async () => {
    const { provider } = safeWith({})
    await expect(
      provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] }),
    ).rejects.toMatchObject({ code: 4200 })
    expect(
      await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a69' }] }),
    ).toBeNull()
  })

  it('says which field was wrong when the Safe answers with the wrong shape', async () => {
    const { provider } = safeWith({ sendTransactions: { safeTxHash: 'not a hash' } })
    await expect(
      provider.request({ method: 'eth_sendTransaction', params: [{ to: SAFE, value: '0x1' }] }),
    ).rejects.toMatchObject({
      message: 'Invalid wallet response',
      details: expect.stringContaining('sendTransactions with a wrong safeTxHash'),
    })
  })
})
