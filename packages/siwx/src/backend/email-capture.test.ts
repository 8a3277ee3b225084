import { InvalidEmailError } from '@appkit/common'
import { describe, expect, it, vi } from 'vitest'
import { type EmailCapture, emailCapture } from './email-capture.js'
import {
  SiwxEmailCodeExpiredError,
  SiwxEmailCodeInvalidError,
  SiwxEmailCodeNotRequestedError,
  SiwxEmailTokenInvalidError,
  SiwxEmailTooManyAttemptsError,
} from './email-errors.js'

const EXPIRES = '2030-01-01T00:10:00.000Z'

/** A client whose challenges are `challenge-N` and whose tokens are `token-N`. */
function setup() {
  let issued = 0
  const client = {
    requestEmailCode: vi.fn(async (_email: string) => ({
      challenge: `challenge-${++issued}`,
      expiresAt: EXPIRES,
    })),
    verifyEmailCode: vi.fn(async (challenge: string, _code: string) => ({
      emailToken: challenge.replace('challenge', 'token'),
      email: 'ada@example.com',
    })),
  }
  return { client, capture: emailCapture(client) }
}

/** The token `withToken` hands to a session that goes through. */
const sentToken = (capture: EmailCapture) => capture.withToken(async (token) => token)

describe('emailCapture', () => {
  it('mails a code, proves it, and sends the token with the next session only', async () => {
    const { client, capture } = setup()
    await capture.request('  ada@example.com ')
    expect(client.requestEmailCode).toHaveBeenCalledWith('ada@example.com')
    await capture.verify('012345')
    expect(client.verifyEmailCode).toHaveBeenCalledWith('challenge-1', '012345')
    expect(await sentToken(capture)).toBe('token-1')
    expect(await sentToken(capture)).toBeUndefined()
  })

  it('refuses an address that is none without asking the server', async () => {
    const { client, capture } = setup()
    for (const email of ['ada', 'ada@example', 'a b@example.com', ''])
      await expect(capture.request(email)).rejects.toBeInstanceOf(InvalidEmailError)
    expect(client.requestEmailCode).not.toHaveBeenCalled()
  })

  it('needs a code requested first, and a code checked once', async () => {
    const { client, capture } = setup()
    await expect(capture.verify('012345')).rejects.toBeInstanceOf(SiwxEmailCodeNotRequestedError)
    await capture.request('ada@example.com')
    await capture.verify('012345')
    await expect(capture.verify('012345')).rejects.toBeInstanceOf(SiwxEmailCodeNotRequestedError)
    expect(client.verifyEmailCode).toHaveBeenCalledOnce()
  })

  it('keeps the challenge after a wrong code, drops it once it is spent', async () => {
    const { client, capture } = setup()
    await capture.request('ada@example.com')
    client.verifyEmailCode.mockRejectedValueOnce(new SiwxEmailCodeInvalidError())
    await expect(capture.verify('000000')).rejects.toBeInstanceOf(SiwxEmailCodeInvalidError)
    await capture.verify('012345')
    expect(client.verifyEmailCode).toHaveBeenLastCalledWith('challenge-1', '012345')

    for (const spent of [new SiwxEmailCodeExpiredError(), new SiwxEmailTooManyAttemptsError()]) {
      await capture.request('ada@example.com')
      client.verifyEmailCode.mockRejectedValueOnce(spent)
      await expect(capture.verify('012345')).rejects.toBe(spent)
      await expect(capture.verify('012345')).rejects.toBeInstanceOf(SiwxEmailCodeNotRequestedError)
    }
  })

  it('drops a proven address when another code is asked for', async () => {
    const { capture } = setup()
    await capture.request('ada@example.com')
    await capture.verify('012345')
    await capture.request('grace@example.com')
    expect(await sentToken(capture)).toBeUndefined()
  })

  it('keeps the token after another refusal of the session, not after the token’s', async () => {
    const { capture } = setup()
    await capture.request('ada@example.com')
    await capture.verify('012345')
    const failing = new Error('Invalid signature')
    await expect(capture.withToken(async () => Promise.reject(failing))).rejects.toBe(failing)
    const refused = new SiwxEmailTokenInvalidError()
    await expect(
      capture.withToken(async (token) => {
        expect(token).toBe('token-1')
        throw refused
      }),
    ).rejects.toBe(refused)
    expect(await sentToken(capture)).toBeUndefined()
  })
})
