import { connect } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { type RunningServer, type Service, sendJson, startServer } from './server.js'

let server: RunningServer | undefined

afterEach(async () => {
  await server?.close()
})

const ping: Service = {
  handle(_req, res, url) {
    if (url.pathname !== '/ping') return false
    sendJson(res, 200, { pong: true })
    return true
  },
}

const broken: Service = {
  handle(_req, _res, url) {
    if (url.pathname === '/broken') throw new Error('boom')
    return false
  },
}

describe('startServer', () => {
  it('routes to the service that owns the path, 404 otherwise', async () => {
    server = await startServer('127.0.0.1', 0, [broken, ping])
    const ok = await fetch(`${server.url}/ping`)
    expect(ok.status).toBe(200)
    await expect(ok.json()).resolves.toEqual({ pong: true })

    const missing = await fetch(`${server.url}/nope`)
    expect(missing.status).toBe(404)
    await expect(missing.json()).resolves.toEqual({ error: 'Not found: GET /nope' })
  })

  it('answers 500 when a service throws, and keeps serving', async () => {
    server = await startServer('127.0.0.1', 0, [broken, ping])
    const failed = await fetch(`${server.url}/broken`)
    expect(failed.status).toBe(500)
    await expect(failed.json()).resolves.toEqual({ error: 'boom' })
    expect((await fetch(`${server.url}/ping`)).status).toBe(200)
  })

  it('hands a WebSocket upgrade to the service that takes it, and answers 404 to the others', async () => {
    const taken: string[] = []
    const sockets: Service = {
      handle: () => false,
      upgrade(_req, socket, _head, url) {
        if (url.pathname !== '/ws') return false
        taken.push(url.pathname)
        socket.end('HTTP/1.1 101 Switching Protocols\r\n\r\n')
        return true
      },
    }
    server = await startServer('127.0.0.1', 0, [ping, sockets])
    const upgrade = (path: string) =>
      new Promise<string>((resolve) => {
        const socket = connect(server!.port, '127.0.0.1', () => {
          socket.write(`GET ${path} HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n\r\n`)
        })
        let reply = ''
        socket.on('data', (chunk) => {
          reply += chunk
        })
        socket.on('close', () => resolve(reply.split('\r\n')[0]!))
      })
    expect(await upgrade('/ws')).toBe('HTTP/1.1 101 Switching Protocols')
    expect(await upgrade('/elsewhere')).toBe('HTTP/1.1 404 Not Found')
    expect(taken).toEqual(['/ws'])
  })

  it('rejects when the port is taken', async () => {
    server = await startServer('127.0.0.1', 0, [])
    await expect(startServer('127.0.0.1', server.port, [])).rejects.toThrow(/EADDRINUSE/)
  })
})
