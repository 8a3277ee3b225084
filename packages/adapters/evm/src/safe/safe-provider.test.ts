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

  describe('the receipt of a proposal it answered', () => {
    const CHAIN_TX = `0x${'cd'.repeat(32)}`
    const mined = { status: '0x1', blockNumber: '0x5', transactionHash: CHAIN_TX }

    async function proposeThenAsk(answers: Record<string, unknown>) {
      const safe = safeWith({ sendTransactions: { safeTxHash: HASH }, ...answers })
      await safe.provider.request({ method: 'eth_sendTransaction', params: [{ to: SAFE, value: '0x1' }] })
      const receipt = safe.provider.request({ method: 'eth_getTransactionReceipt', params: [HASH] })
      // What it asked the Safe after the proposal.
      return { receipt, calls: safe.calls }
    }

    it('is the executed transaction’s, with its chain hash, once the Safe ran it', async () => {
      const { receipt, calls } = await proposeThenAsk({
        getTxBySafeTxHash: { txStatus: 'SUCCESS', txHash: CHAIN_TX, txId: 'multisig_…' },
        rpcCall: mined,
      })
      expect(await receipt).toEqual(mined)
      expect(calls.slice(1)).toEqual([
        { method: 'getTxBySafeTxHash', params: { safeTxHash: HASH } },
        { method: 'rpcCall', params: { call: 'eth_getTransactionReceipt', params: [CHAIN_TX] } },
      ])
    })

    it('is none while the owners have not executed it', async () => {
      const { receipt, calls } = await proposeThenAsk({
        getTxBySafeTxHash: { txStatus: 'AWAITING_CONFIRMATIONS', txHash: null },
      })
      expect(await receipt).toBeNull()
      expect(calls.slice(1).map((c) => c.method)).toEqual(['getTxBySafeTxHash'])
    })

    it('reads as reverted when the Safe ran it and its call failed', async () => {
      const { receipt } = await proposeThenAsk({
        getTxBySafeTxHash: { txStatus: 'FAILED', txHash: CHAIN_TX },
        rpcCall: mined,
      })
      expect(await receipt).toEqual({ ...mined, status: '0x0' })
    })

    it('says which field was wrong when the Safe describes it with the wrong shape', async () => {
      const { receipt } = await proposeThenAsk({ getTxBySafeTxHash: { txStatus: 'DONE' } })
      await expect(receipt).rejects.toMatchObject({
        message: 'Invalid wallet response',
        details: expect.stringContaining('getTxBySafeTxHash with a wrong txStatus'),
      })
    })

    it('leaves any other hash to the Safe’s node', async () => {
      const { provider, calls } = safeWith({ rpcCall: mined })
      expect(await provider.request({ method: 'eth_getTransactionReceipt', params: [CHAIN_TX] })).toEqual(
        mined,
      )
      expect(calls).toEqual([
        { method: 'rpcCall', params: { call: 'eth_getTransactionReceipt', params: [CHAIN_TX] } },
      ])
    })
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
