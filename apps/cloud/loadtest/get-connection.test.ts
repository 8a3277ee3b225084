import { createServer as createHttpServer, type Server } from 'node:http'
import { type AddressInfo, createServer as createTcpServer } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { GetConnection } from './get-connection.js'

const servers: Server[] = []
const connections: GetConnection[] = []
afterEach(async () => {
  for (const connection of connections.splice(0)) connection.close()
  await Promise.all(servers.splice(0).map((server) => new Promise((done) => server.close(done))))
})

async function listen<T extends Server | ReturnType<typeof createTcpServer>>(server: T): Promise<number> {
  servers.push(server as Server)
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  return (server.address() as AddressInfo).port
}

function open(port: number): GetConnection {
  const connection = new GetConnection('127.0.0.1', port)
  connections.push(connection)
  return connection
}

describe('GetConnection', () => {
  it('asks one GET after the other on one kept-alive connection, with the body of an error only', async () => {
    const sockets = new Set<unknown>()
    const port = await listen(
      createHttpServer((req, res) => {
        sockets.add(req.socket)
        const body = req.url === '/missing' ? '{"message":"Not found"}' : 'x'.repeat(100_000)
        res.writeHead(req.url === '/missing' ? 404 : 200, { 'content-length': Buffer.byteLength(body) })
        res.end(body)
      }),
    )
    const connection = open(port)
    await expect(connection.get('/big')).resolves.toEqual({ status: 200 })
    await expect(connection.get('/missing')).resolves.toEqual({
      status: 404,
      body: '{"message":"Not found"}',
    })
    await expect(connection.get('/big')).resolves.toEqual({ status: 200 })
    expect(sockets.size).toBe(1)
  })

  it('reads an answer whose head and body come in pieces', async () => {
    const port = await listen(
      createTcpServer((socket) => {
        socket.once('data', () => {
          socket.write('HTTP/1.1 503 Service Unavailable\r\nConte')
          setImmediate(() => {
            socket.write('nt-Length: 5\r\n\r\nbu')
            setImmediate(() => socket.write('sy!'))
          })
        })
      }),
    )
    await expect(open(port).get('/')).resolves.toEqual({ status: 503, body: 'busy!' })
  })

  it('fails an answer without a Content-Length, and every request after it', async () => {
    const port = await listen(
      createTcpServer((socket) => {
        socket.once('data', () => socket.write('HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n'))
      }),
    )
    const connection = open(port)
    await expect(connection.get('/')).rejects.toThrow('An answer without Content-Length: HTTP/1.1 200 OK')
    await expect(connection.get('/')).rejects.toThrow('An answer without Content-Length')
  })

  it('fails the request in flight when the server closes the connection', async () => {
    const port = await listen(createTcpServer((socket) => socket.once('data', () => socket.end())))
    await expect(open(port).get('/')).rejects.toThrow('The server closed the connection')
  })
})
