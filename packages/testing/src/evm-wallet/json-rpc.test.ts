import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestAnvil, type TestAnvil } from '../node/anvil.js'
import { ProviderRpcError } from './errors.js'
import { callRpc } from './json-rpc.js'

let anvil: TestAnvil

beforeAll(async () => {
  anvil = await startTestAnvil(['--chain-id', '31338'])
})
afterAll(() => anvil.stop())

describe('callRpc', () => {
  it('returns the node’s result', async () => {
    await expect(callRpc(anvil.rpcUrl, 'eth_chainId', [])).resolves.toBe('0x7a6a')
  })

  it('passes the node’s error through with its code', async () => {
    const error = await callRpc(anvil.rpcUrl, 'eth_noSuchMethod', []).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ProviderRpcError)
    expect(error).toMatchObject({ code: -32601 })
  })

  it('reports an unreachable node as -32603', async () => {
    await expect(callRpc('http://127.0.0.1:1', 'eth_chainId', [])).rejects.toMatchObject({
      code: -32603,
      message: expect.stringContaining('Could not reach http://127.0.0.1:1'),
    })
  })
})
