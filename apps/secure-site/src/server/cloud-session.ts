import { z } from 'zod/mini'
import { CloudUnavailableError, UnauthorizedError } from './errors.js'

/** The cloud's session tokens: 32 random bytes, base64url (AUTH.md). Others are refused unsent. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/
const SESSION_CHECK_TIMEOUT_MS = 10_000

const sessionAnswerSchema = z.object({
  // A social user may have no email (AUTH.md: null).
  user: z.object({ id: z.string().check(z.minLength(1), z.maxLength(128)), email: z.nullish(z.string()) }),
  deviceId: z.string(),
  expiresAt: z.string(),
})

export interface CloudSession {
  userId: string
  email: string | undefined
  deviceId: string
}

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>

/** `Bearer <token>` from an Authorization header, or UnauthorizedError. */
export function bearerToken(header: string | undefined): string {
  const match = /^Bearer (\S+)$/.exec(header ?? '')
  if (!match || !TOKEN.test(match[1]!)) throw new UnauthorizedError()
  return match[1]!
}

/**
 * Whose session `token` is, as the cloud says (GET /auth/v1/session). The cloud is the only judge
 * of sessions; this server keeps none. 401 → UnauthorizedError; no answer → CloudUnavailableError.
 */
export async function checkCloudSession(options: {
  cloudUrl: string
  token: string
  fetch?: FetchLike
  timeoutMs?: number
}): Promise<CloudSession> {
  const fetchFn = options.fetch ?? fetch
  let response: Response
  try {
    response = await fetchFn(`${options.cloudUrl}/auth/v1/session`, {
      headers: { authorization: `Bearer ${options.token}` },
      signal: AbortSignal.timeout(options.timeoutMs ?? SESSION_CHECK_TIMEOUT_MS),
    })
  } catch (error) {
    throw new CloudUnavailableError(error instanceof Error ? error.message : String(error))
  }
  if (response.status === 401) throw new UnauthorizedError()
  if (!response.ok) throw new CloudUnavailableError(`HTTP status code: ${response.status}`)
  const parsed = z.safeParse(sessionAnswerSchema, await response.json().catch(() => undefined))
  if (!parsed.success) throw new CloudUnavailableError('the answer is not a session')
  const { user, deviceId } = parsed.data
  return { userId: user.id, email: user.email ?? undefined, deviceId }
}
