import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HttpRequestError, NetworkRequestError, RequestAbortedError } from './errors.js'
import { fetchBody } from './fetch-body.js'
import { failure } from './test/failure.js'
import { type FixtureServer, startFixtureServer } from './test/fixture-server.js'

let server: FixtureServer

beforeAll(async () => {
  server = await startFixtureServer()
})

afterAll(async () => {
  await server.close()
})

const text = (response: Response) => response.text()

describe('fetchBody', () => {
  it('reads a 2xx body with the reader it is given', async () => {
    server.reply('/ok', { body: 'hello', contentType: 'text/plain' })
    await expect(fetchBody(fetch, `${server.url}/ok`, 'text/plain', text)).resolves.toBe('hello')
  })

  it.each([403, 429, 500, 503])('turns HTTP %i into HttpRequestError with the status', async (status) => {
    server.reply('/status', { status, body: { message: 'Server says why' } })
    const error = await failure(fetchBody(fetch, `${server.url}/status`, 'application/json', text))
    expect(error).toBeInstanceOf(HttpRequestError)
    expect(error).toMatchObject({ status, message: `HTTP status code: ${status}` })
    expect((error as HttpRequestError).details).toBe(`Server says why (GET ${server.url}/status)`)
  })

  it('takes `error` too, shows the start of a non-JSON page, and says when the body is empty', async () => {
    const details = async (body: unknown) => {
      server.reply('/page', { status: 502, body, contentType: 'text/html' })
      const error = await failure(fetchBody(fetch, `${server.url}/page`, 'text/html', text))
      return (error as HttpRequestError).details
    }
    expect(await details({ error: 'Not found: GET /page' })).toMatch(/^Not found: GET \/page \(GET /)
    expect(await details('<html>Bad gateway</html>')).toMatch(/^<html>Bad gateway<\/html> \(GET /)
    expect(await details('x'.repeat(300))).toMatch(/^x{200}… \(GET /)
    expect(await details('')).toMatch(/^empty body \(GET /)
  })

  it('turns the caller’s abort into RequestAbortedError with the reason as cause', async () => {
    server.reply('/slow', { body: 'late', delayMs: 5000 })
    const controller = new AbortController()
    const reason = new Error('view closed')
    const pending = fetchBody(fetch, `${server.url}/slow`, 'text/plain', text, controller.signal)
    setTimeout(() => controller.abort(reason), 20)
    const error = await failure(pending)
    expect(error).toBeInstanceOf(RequestAbortedError)
    expect((error as RequestAbortedError).cause).toBe(reason)
  })

  it('sends nothing on an already aborted signal', async () => {
    const before = server.requests.length
    const error = await failure(fetchBody(fetch, `${server.url}/ok`, 'text/plain', text, AbortSignal.abort()))
    expect(error).toBeInstanceOf(RequestAbortedError)
    expect(server.requests).toHaveLength(before)
  })

  it('turns a refused connection into NetworkRequestError', async () => {
    const gone = await startFixtureServer()
    await gone.close()
    const error = await failure(fetchBody(fetch, `${gone.url}/ok`, 'text/plain', text))
    expect(error).toBeInstanceOf(NetworkRequestError)
    expect((error as NetworkRequestError).cause).toBeInstanceOf(TypeError)
  })

  it('turns a throwing fetch into NetworkRequestError', async () => {
    const error = await failure(
      fetchBody(() => Promise.reject('offline'), 'http://127.0.0.1:1/x', '*/*', text),
    )
    expect(error).toMatchObject({
      name: 'NetworkRequestError',
      details: 'offline (GET http://127.0.0.1:1/x)',
    })
  })
})
