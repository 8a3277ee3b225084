import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HttpRequestError, NetworkRequestError, RequestAbortedError, RequestTimeoutError } from './errors.js'
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
    const seen = server.received.at(-1)!
    expect(seen.method).toBe('GET')
    expect(seen.headers.accept).toBe('text/plain')
    expect(seen.headers['content-type']).toBeUndefined()
  })

  it('POSTs a JSON body, and names the method in its errors', async () => {
    server.reply('/post', { body: 'stored', contentType: 'text/plain' })
    const json = { projectId: 'p', addresses: ['eip155:1:0xabc'] }
    await expect(fetchBody(fetch, `${server.url}/post`, 'application/json', text, { json })).resolves.toBe(
      'stored',
    )
    const seen = server.received.at(-1)!
    expect(seen.method).toBe('POST')
    expect(seen.headers['content-type']).toBe('application/json')
    expect(seen.headers.accept).toBe('application/json')
    expect(JSON.parse(seen.body)).toEqual(json)
    server.reply('/post', { status: 500, body: { message: 'boom' } })
    const error = await failure(fetchBody(fetch, `${server.url}/post`, 'application/json', text, { json }))
    expect((error as HttpRequestError).details).toBe(`boom (POST ${server.url}/post)`)
  })

  it('gives up past the timeout with RequestTimeoutError', async () => {
    server.reply('/hang', { hang: true })
    const started = Date.now()
    const error = await failure(fetchBody(fetch, `${server.url}/hang`, 'text/plain', text, { timeoutMs: 50 }))
    expect(error).toBeInstanceOf(RequestTimeoutError)
    expect((error as RequestTimeoutError).details).toBe(`No answer within 50 ms (GET ${server.url}/hang)`)
    expect(Date.now() - started).toBeLessThan(2000)
  })

  it('answers within the timeout as usual', async () => {
    server.reply('/late', { body: 'in time', contentType: 'text/plain', delayMs: 20 })
    await expect(
      fetchBody(fetch, `${server.url}/late`, 'text/plain', text, { timeoutMs: 2000 }),
    ).resolves.toBe('in time')
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
    const pending = fetchBody(fetch, `${server.url}/slow`, 'text/plain', text, { signal: controller.signal })
    setTimeout(() => controller.abort(reason), 20)
    const error = await failure(pending)
    expect(error).toBeInstanceOf(RequestAbortedError)
    expect((error as RequestAbortedError).cause).toBe(reason)
  })

  it('reports the caller’s abort as an abort even with a timeout running', async () => {
    server.reply('/slow', { body: 'late', delayMs: 5000 })
    const controller = new AbortController()
    const pending = fetchBody(fetch, `${server.url}/slow`, 'text/plain', text, {
      signal: controller.signal,
      timeoutMs: 5000,
    })
    setTimeout(() => controller.abort(), 20)
    expect(await failure(pending)).toBeInstanceOf(RequestAbortedError)
  })

  it('sends nothing on an already aborted signal', async () => {
    const before = server.requests.length
    const error = await failure(
      fetchBody(fetch, `${server.url}/ok`, 'text/plain', text, {
        signal: AbortSignal.abort(),
        timeoutMs: 1000,
      }),
    )
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
