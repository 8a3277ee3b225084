import { InvalidWalletResponseError } from '@appkit/common'
import { describe, expect, it } from 'vitest'
import { sendContractCall } from './contract-call.js'

const request = {
  connectorId: 'lab',
  from: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  to: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  data: '0xabcdef',
  value: 255n,
  caipNetwork: {} as never,
}

describe('sendContractCall', () => {
  it('sends the call as built, the value in hex', async () => {
    const sent: unknown[] = []
    const wallet = {
      request: async ({ params }: { params?: unknown }) => {
        sent.push(params)
        return `0x${'ab'.repeat(32)}`
      },
    }
    await expect(sendContractCall(wallet as never, request)).resolves.toBe(`0x${'ab'.repeat(32)}`)
    expect(sent).toEqual([[{ from: request.from, to: request.to, data: '0xabcdef', value: '0xff' }]])
  })

  it('refuses an answer that is not a transaction hash', async () => {
    const wallet = { request: async () => 'done' }
    await expect(sendContractCall(wallet as never, request)).rejects.toBeInstanceOf(
      InvalidWalletResponseError,
    )
  })
})
