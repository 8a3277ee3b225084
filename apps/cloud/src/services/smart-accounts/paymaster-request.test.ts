import { describe, expect, it } from 'vitest'
import { parsePaymasterRequest } from './paymaster-request.js'

const EP = '0x0000000071727De22E5E9d8BAf0edAc6f37da032'
const op = { sender: '0x000000000000000000000000000000000000beef', nonce: '0x1', callData: '0x12' }

describe('parsePaymasterRequest', () => {
  it('reads an ERC-7677 request, the missing gas fields as 0', () => {
    const request = parsePaymasterRequest({
      id: 7,
      method: 'pm_getPaymasterStubData',
      params: [op, EP, '0x7a69', {}],
    })
    expect(request).toMatchObject({
      id: 7,
      method: 'pm_getPaymasterStubData',
      entryPoint: EP,
      chainId: 31337n,
    })
    expect(request.userOperation).toMatchObject({
      sender: '0x000000000000000000000000000000000000bEEF',
      nonce: 1n,
      callGasLimit: 0n,
      factory: undefined,
    })
  })

  it("keeps an EIP-7702 account's first operation's factory, the marker 0x7702, as sent", () => {
    const request = parsePaymasterRequest({
      method: 'pm_getPaymasterData',
      params: [{ ...op, factory: '0x7702', factoryData: '0x' }, EP, '0x7a69', {}],
    })
    expect(request.userOperation).toMatchObject({ factory: '0x7702', factoryData: '0x' })
  })

  it('refuses anything else with the JSON-RPC code and a message naming the field', () => {
    const fails = (body: unknown) => {
      try {
        parsePaymasterRequest(body)
      } catch (error) {
        return { code: (error as { code: number }).code, message: (error as Error).message }
      }
      throw new Error('accepted')
    }
    expect(fails([])).toMatchObject({ code: -32600 })
    expect(fails({ method: 'eth_call', params: [] })).toMatchObject({ code: -32601 })
    expect(fails({ method: 'pm_getPaymasterData', params: [op, 'nope', '0x1'] })).toEqual({
      code: -32602,
      message: 'Invalid params: 1: expected an address',
    })
    expect(
      fails({ method: 'pm_getPaymasterData', params: [{ ...op, nonce: '1' }, EP, '0x1'] }).message,
    ).toContain('0.nonce')
    expect(
      fails({ method: 'pm_getPaymasterData', params: [{ ...op, callData: 'zz' }, EP, '0x1'] }).message,
    ).toContain('0.callData')
    // Only the bare marker: another short value is no factory.
    expect(
      fails({ method: 'pm_getPaymasterData', params: [{ ...op, factory: '0x7703' }, EP, '0x1'] }).message,
    ).toContain('0.factory')
  })
})
