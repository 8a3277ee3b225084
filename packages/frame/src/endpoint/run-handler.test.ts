import { describe, expect, it } from 'vitest'
import { frameRequest } from '../schema/build.js'
import { EXAMPLES, testId, USER } from '../test-utils/examples.js'
import { createHandlers } from '../test-utils/handlers.js'
import { runHandler } from './run-handler.js'

const id = testId(5)
const signal = new AbortController().signal

describe('runHandler', () => {
  it('replies with the handler result and passes it the payload, id and signal', async () => {
    const handlers = createHandlers()
    handlers.GET_USER.mockResolvedValue(USER)
    const request = frameRequest('GET_USER', id, { chainId: 1 })
    await expect(runHandler(handlers, request, signal)).resolves.toEqual({
      reply: { tag: 'appkit-frame/1', id, type: 'GET_USER_SUCCESS', payload: USER },
    })
    expect(handlers.GET_USER).toHaveBeenCalledWith({ chainId: 1 }, { id, signal })
  })

  it('replies with the thrown message, or the default one', async () => {
    const handlers = createHandlers()
    const request = frameRequest('CONNECT_OTP', id, { otp: '1' })
    handlers.CONNECT_OTP.mockRejectedValueOnce(new Error('Invalid code'))
    expect((await runHandler(handlers, request, signal)).reply).toMatchObject({
      type: 'CONNECT_OTP_ERROR',
      payload: { message: 'Invalid code' },
    })
    handlers.CONNECT_OTP.mockRejectedValueOnce({ not: 'an error' })
    expect((await runHandler(handlers, request, signal)).reply.payload).toEqual({
      message: 'An error occurred',
    })
    handlers.CONNECT_OTP.mockImplementationOnce(() => {
      throw new Error('x'.repeat(5000))
    })
    const long = (await runHandler(handlers, request, signal)).reply.payload
    expect((long as { message: string }).message).toHaveLength(2048)
  })

  it('turns a result the app would refuse into a plain error, and says why', async () => {
    const handlers = createHandlers()
    handlers.CONNECT_EMAIL.mockResolvedValue({ action: 'NOPE' } as never)
    const outcome = await runHandler(
      handlers,
      frameRequest('CONNECT_EMAIL', id, EXAMPLES.CONNECT_EMAIL.payload),
      signal,
    )
    expect(outcome.reply).toEqual({
      tag: 'appkit-frame/1',
      id,
      type: 'CONNECT_EMAIL_ERROR',
      payload: { message: 'An error occurred' },
    })
    expect(outcome.problem).toContain('payload.action')
    handlers.RPC_REQUEST.mockResolvedValue('x'.repeat(70_000))
    const big = await runHandler(
      handlers,
      frameRequest('RPC_REQUEST', id, EXAMPLES.RPC_REQUEST.payload),
      signal,
    )
    expect(big.problem).toBe('larger than 65536 bytes')
  })
})
