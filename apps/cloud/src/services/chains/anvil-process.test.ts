import { createServer } from 'node:net'
import { describe, expect, it } from 'vitest'
import { startAnvil } from './anvil-process.js'
import { callJsonRpc } from './json-rpc.js'

describe('startAnvil', () => {
  it('starts on a free port with the chain id and stops', async () => {
    const anvil = await startAnvil({ host: '127.0.0.1', port: 0, chainId: 31338 })
    expect(anvil.port).toBeGreaterThan(0)
    expect(anvil.rpcUrl).toBe(`http://127.0.0.1:${anvil.port}`)
    await expect(callJsonRpc(anvil.rpcUrl, 'eth_chainId')).resolves.toBe('0x7a6a')

    await anvil.stop()
    await expect(callJsonRpc(anvil.rpcUrl, 'eth_chainId')).rejects.toThrow()
  })

  it('fails with anvil’s reason when the port is taken', async () => {
    const blocker = createServer()
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve))
    const address = blocker.address()
    const port = typeof address === 'object' && address ? address.port : 0
    try {
      await expect(startAnvil({ host: '127.0.0.1', port, chainId: 31337 })).rejects.toThrow(
        /anvil \(chain 31337\) exited before listening/,
      )
    } finally {
      blocker.close()
    }
  })
})
