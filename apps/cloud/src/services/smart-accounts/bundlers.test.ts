import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { LAB_AA } from './aa-accounts.js'
import type { AltoOptions, AltoProcess } from './alto-process.js'
import { BundlerDownError, createBundlers } from './bundlers.js'

// A chain that answers the two calls the bundlers make before starting Alto.
let chain: Server | undefined
afterEach(() => chain?.close())
async function fakeChain(balance = '0x0'): Promise<{ rpcUrl: string; calls: string[] }> {
  const calls: string[] = []
  chain = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk) => {
      body += chunk
    })
    req.on('end', () => {
      const { id, method } = JSON.parse(body)
      calls.push(method)
      res.end(JSON.stringify({ jsonrpc: '2.0', id, result: method === 'eth_getBalance' ? balance : null }))
    })
  })
  await new Promise<void>((resolve) => chain!.listen(0, '127.0.0.1', resolve))
  return { rpcUrl: `http://127.0.0.1:${(chain!.address() as AddressInfo).port}`, calls }
}

/** Starts that record their options and can be ended from the test. */
function fakeStarts() {
  const started: { options: AltoOptions; exit: () => void; stopped: boolean }[] = []
  const start = async (options: AltoOptions): Promise<AltoProcess> => {
    let exit: () => void = () => undefined
    const exited = new Promise<void>((resolve) => {
      exit = resolve
    })
    const entry = { options, exit, stopped: false }
    started.push(entry)
    return {
      url: `http://127.0.0.1:${started.length}`,
      exited,
      stop: async () => {
        entry.stopped = true
        exit()
      },
    }
  }
  return { started, start }
}

describe('createBundlers', () => {
  it('starts one bundler per chain on first use, funding its utility account first', async () => {
    const { rpcUrl, calls } = await fakeChain()
    const { started, start } = fakeStarts()
    const bundlers = createBundlers([{ chainId: 1, rpcUrl }], start)
    expect(started).toHaveLength(0)
    const [a, b] = await Promise.all([bundlers.get(1), bundlers.get(1)])
    expect(a).toBe(b)
    expect(started).toHaveLength(1)
    expect(started[0]!.options.rpcUrl).toBe(rpcUrl)
    // One bundler for both EntryPoints: v0.7 (SimpleAccount) and v0.8 (EIP-7702 accounts).
    expect(started[0]!.options.entryPoints).toEqual([LAB_AA.entryPoint, LAB_AA.entryPoint08])
    expect(calls).toEqual(['eth_getBalance', 'anvil_setBalance'])
    await expect(bundlers.get(2)).rejects.toThrow('No local chain 2')
  })

  it('starts it again after it exits', async () => {
    const { rpcUrl } = await fakeChain('0xffffffffffffffffffffff')
    const { started, start } = fakeStarts()
    const bundlers = createBundlers([{ chainId: 1, rpcUrl }], start)
    await bundlers.get(1)
    started[0]!.exit()
    // The exit is noticed in a promise callback: let it run.
    await new Promise((resolve) => setImmediate(resolve))
    expect((await bundlers.get(1)).url).toBe('http://127.0.0.1:2')
  })

  it('keeps a stopped bundler down until started, and stops all on close', async () => {
    const { rpcUrl } = await fakeChain()
    const { started, start } = fakeStarts()
    const bundlers = createBundlers([{ chainId: 1, rpcUrl }], start)
    await bundlers.get(1)
    await bundlers.stop(1)
    expect(started[0]!.stopped).toBe(true)
    await expect(bundlers.get(1)).rejects.toBeInstanceOf(BundlerDownError)
    expect((await bundlers.start(1)).url).toBe('http://127.0.0.1:2')
    await bundlers.close()
    expect(started[1]!.stopped).toBe(true)
    await expect(bundlers.get(1)).rejects.toThrow('The cloud is stopping')
  })
})
