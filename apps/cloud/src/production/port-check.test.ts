import { createServer, type Server } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { acceptsConnections } from './port-check.js'

let server: Server | undefined
afterEach(() => {
  server?.close()
  server = undefined
})

async function listen(): Promise<number> {
  server = createServer((socket) => socket.destroy())
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('no port')
  return address.port
}

describe('acceptsConnections', () => {
  it('is true for a listening port, asked on loopback for a wildcard address', async () => {
    const port = await listen()
    await expect(acceptsConnections('127.0.0.1', port)).resolves.toBe(true)
    await expect(acceptsConnections('0.0.0.0', port)).resolves.toBe(true)
  })

  it('is false once the port is closed', async () => {
    const port = await listen()
    await new Promise((resolve) => server!.close(resolve))
    await expect(acceptsConnections('127.0.0.1', port)).resolves.toBe(false)
  })
})
