import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { encodeFunctionResult, erc20Abi, toFunctionSelector } from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import { readTokenMetadata } from './token-metadata.js'

let server: Server | undefined

afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve))
})

const SELECTORS = {
  [toFunctionSelector('name()')]: 'name',
  [toFunctionSelector('symbol()')]: 'symbol',
  [toFunctionSelector('decimals()')]: 'decimals',
} as const

/** A node whose eth_call answers from `answers`; a call not in it reverts. */
async function fakeToken(answers: Partial<Record<'name' | 'symbol' | 'decimals', string | number>>) {
  server = createServer(async (req, res) => {
    let body = ''
    for await (const chunk of req) body += chunk
    const request = JSON.parse(body) as { id: number; params: [{ data: string }] }
    const call = SELECTORS[request.params[0].data.slice(0, 10) as keyof typeof SELECTORS]
    const value = call ? answers[call] : undefined
    res.writeHead(200, { 'content-type': 'application/json' })
    res.end(
      JSON.stringify(
        value === undefined
          ? { jsonrpc: '2.0', id: request.id, error: { code: 3, message: 'execution reverted' } }
          : {
              jsonrpc: '2.0',
              id: request.id,
              result: encodeFunctionResult({ abi: erc20Abi, functionName: call!, result: value as never }),
            },
      ),
    )
  })
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server!.address() as AddressInfo).port}`
}

describe('readTokenMetadata', () => {
  it('reads name, symbol and decimals, lowercasing the address', async () => {
    const url = await fakeToken({ name: 'Lab USD', symbol: 'LUSD', decimals: 6 })
    await expect(readTokenMetadata(url, '0xABCDEF0000000000000000000000000000000001')).resolves.toEqual({
      address: '0xabcdef0000000000000000000000000000000001',
      name: 'Lab USD',
      symbol: 'LUSD',
      decimals: 6,
    })
  })

  it('gives null (and 0 decimals) for what a contract does not answer', async () => {
    const url = await fakeToken({ symbol: 'ODD' })
    await expect(readTokenMetadata(url, '0x0000000000000000000000000000000000000002')).resolves.toEqual({
      address: '0x0000000000000000000000000000000000000002',
      name: null,
      symbol: 'ODD',
      decimals: 0,
    })
  })
})
