import { Agent, request } from 'node:http'
import { afterEach, describe, expect, it } from 'vitest'
import { deferred } from '../deferred.js'
import { sendJson } from './send.js'
import { type RunningServer, startServer } from './server.js'
import type { Service } from './service.js'

let server: RunningServer | undefined
afterEach(async () => {
  await server?.close()
  server = undefined
})

/** A service whose answer waits until the test lets it go. */
function slowService() {
  const arrived = deferred<void>()
  const release = deferred<void>()
  const service: Service = {
    async handle(_req, res, url) {
      if (url.pathname !== '/slow') return false
      arrived.resolve()
      await release.promise
      sendJson(res, 200, { done: true })
      return true
    },
  }
  return { service, arrived: arrived.promise, release: () => release.resolve() }
}

function get(url: string): Promise<{ status: number | undefined; body: string }> {
  return new Promise((resolve, reject) => {
    request(url, { agent: false }, (res) => {
      let body = ''
      res.on('data', (chunk) => {
        body += chunk
      })
      res.on('end', () => resolve({ status: res.statusCode, body }))
    })
      .on('error', reject)
      .end()
  })
}

describe('RunningServer.drain', () => {
  it('finishes a request in flight, refuses new connections and then resolves', async () => {
    const slow = slowService()
    server = await startServer('127.0.0.1', 0, [slow.service])
    const url = server.url
    const inFlight = get(`${url}/slow`)
    await slow.arrived

    const drained = server.drain(5000)
    await expect(get(`${url}/slow`)).rejects.toThrow(/ECONNREFUSED/)
    slow.release()
    await expect(inFlight).resolves.toEqual({ status: 200, body: '{"done":true}' })
    await drained
  })

  it('cuts the requests still running at the deadline', async () => {
    const slow = slowService()
    server = await startServer('127.0.0.1', 0, [slow.service])
    const inFlight = get(`${server.url}/slow`)
    await slow.arrived
    await server.drain(50)
    await expect(inFlight).rejects.toThrow(/socket hang up/)
    slow.release()
  })

  it('closes a keep-alive connection once its request is answered, not at its idle timeout', async () => {
    const slow = slowService()
    server = await startServer('127.0.0.1', 0, [slow.service])
    const agent = new Agent({ keepAlive: true })
    const inFlight = fetchWith(agent, `${server.url}/slow`)
    await slow.arrived
    const drained = server.drain(10_000)
    slow.release()
    await inFlight
    const answered = Date.now()
    await drained
    // Node keeps an idle keep-alive connection for 5 s by default.
    expect(Date.now() - answered).toBeLessThan(1000)
    agent.destroy()
  })
})

function fetchWith(agent: Agent, url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    request(url, { agent }, (res) => {
      res.resume()
      res.on('end', () => resolve())
    })
      .on('error', reject)
      .end()
  })
}
