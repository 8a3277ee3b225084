import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
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

  it('writes its state on stop and starts from it again', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'appkit-anvil-state-'))
    const statePath = join(dir, 'chain.json')
    try {
      const first = await startAnvil({ host: '127.0.0.1', port: 0, chainId: 31337, statePath })
      const [from] = (await callJsonRpc(first.rpcUrl, 'eth_accounts')) as string[]
      const to = '0x000000000000000000000000000000000000bEEF'
      const hash = await callJsonRpc(first.rpcUrl, 'eth_sendTransaction', [{ from, to, value: '0x2a' }])
      // anvil may answer before it mines; a stop before that would dump the state without the transfer.
      while ((await callJsonRpc(first.rpcUrl, 'eth_getTransactionReceipt', [hash])) === null) {
        await new Promise((resolve) => setTimeout(resolve, 10))
      }
      await first.stop()
      expect(existsSync(statePath)).toBe(true)

      const second = await startAnvil({ host: '127.0.0.1', port: 0, chainId: 31337, statePath })
      try {
        await expect(callJsonRpc(second.rpcUrl, 'eth_getBalance', [to, 'latest'])).resolves.toBe('0x2a')
        await expect(callJsonRpc(second.rpcUrl, 'eth_blockNumber')).resolves.toBe('0x1')
      } finally {
        await second.stop()
      }
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
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
