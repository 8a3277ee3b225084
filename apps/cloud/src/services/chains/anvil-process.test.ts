import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createWalletClient, http, zeroAddress } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { DEV_ACCOUNTS } from '../../config.js'
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

  it('runs Prague: an EOA can delegate its code with an EIP-7702 authorization, and take it back', async () => {
    const anvil = await startAnvil({ host: '127.0.0.1', port: 0, chainId: 31337 })
    try {
      const info = (await callJsonRpc(anvil.rpcUrl, 'anvil_nodeInfo')) as { hardFork: string }
      expect(info.hardFork.toLowerCase()).toBe('prague')
      const chain = {
        id: 31337,
        name: 'Lab A',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [anvil.rpcUrl] } },
      }
      const sponsor = createWalletClient({
        chain,
        account: privateKeyToAccount(DEV_ACCOUNTS[0].privateKey),
        transport: http(anvil.rpcUrl),
      })
      const eoa = privateKeyToAccount(generatePrivateKey())
      const delegate = '0x000000000000000000000000000000000000dEaD'
      // The dev account sends (and pays for) the transaction that carries the EOA's authorization.
      const delegateTo = async (address: `0x${string}`) => {
        const authorization = await eoa.signAuthorization({
          chainId: 31337,
          address,
          nonce: Number(await callJsonRpc(anvil.rpcUrl, 'eth_getTransactionCount', [eoa.address, 'latest'])),
        })
        const hash = await sponsor.sendTransaction({ to: eoa.address, authorizationList: [authorization] })
        while ((await callJsonRpc(anvil.rpcUrl, 'eth_getTransactionReceipt', [hash])) === null) {}
        return callJsonRpc(anvil.rpcUrl, 'eth_getCode', [eoa.address, 'latest'])
      }
      // The delegation designator: 0xef0100 followed by the delegate's address.
      expect(await delegateTo(delegate)).toBe(`0xef0100${delegate.slice(2).toLowerCase()}`)
      expect(await delegateTo(zeroAddress)).toBe('0x')
    } finally {
      await anvil.stop()
    }
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
