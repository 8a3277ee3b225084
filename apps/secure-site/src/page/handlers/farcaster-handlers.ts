import { FRAME_REQUEST_TIMEOUT_MS, HttpRequestError } from '@appkit/common'
import type { FrameHandlers } from '@appkit/frame/endpoint'
import type { FarcasterProof } from '../../shared/farcaster-api.js'
import type { FarcasterChannel } from '../cloud/farcaster-relay.js'
import { FarcasterNotApprovedError, FarcasterNotStartedError } from '../farcaster-errors.js'
import type { StoredSession } from '../storage/session-store.js'
import { finishLogin } from './finish-login.js'
import type { FrameContext } from './frame-context.js'
import { randomToken } from './pkce.js'

type FarcasterHandlers = Pick<FrameHandlers, 'GET_FARCASTER_URI' | 'CONNECT_FARCASTER'>

/** How often the relay is asked whether the Farcaster app approved. */
export const FARCASTER_POLL_MS = 1000
/** The wait ends before the dapp's 120 s request timeout (spec §9), so this page's reason arrives. */
export const FARCASTER_WAIT_MS = FRAME_REQUEST_TIMEOUT_MS - 10_000

export interface FarcasterTiming {
  pollMs: number
  waitMs: number
  sleep(ms: number, signal: AbortSignal | undefined): Promise<void>
}

const realTiming: FarcasterTiming = {
  pollMs: FARCASTER_POLL_MS,
  waitMs: FARCASTER_WAIT_MS,
  sleep: (ms, signal) =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(resolve, ms)
      const stop = () => {
        clearTimeout(timer)
        reject(signal?.reason)
      }
      signal?.addEventListener('abort', stop, { once: true })
    }),
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}

/**
 * Farcaster login (spec §2): GET_FARCASTER_URI opens a channel on the cloud's relay for the dapp's
 * origin, whose nonce is the SHA-256 of a secret kept here (it later proves the approval to this
 * site's server, which the relay cannot), and answers the URL for the QR code; CONNECT_FARCASTER
 * polls until the Farcaster app approved, logs in at the cloud with the channel, and sets the wallet
 * up as any login does, its recovery share sealed to the fid.
 */
export function farcasterHandlers(
  ctx: FrameContext,
  timing: FarcasterTiming = realTiming,
): FarcasterHandlers {
  let pending: { channel: FarcasterChannel; verifier: string } | undefined

  async function approval(channelToken: string, signal: AbortSignal | undefined) {
    const deadline = Date.now() + timing.waitMs
    for (;;) {
      if (signal?.aborted) throw signal.reason
      const status = await ctx.farcasterRelay.status(channelToken, signal).catch((error: unknown) => {
        // The relay forgets an expired channel: its token is then refused.
        if (error instanceof HttpRequestError && error.status === 401)
          throw new FarcasterNotApprovedError({ cause: error })
        throw error
      })
      if (status.state === 'completed') return status
      if (Date.now() + timing.pollMs > deadline) throw new FarcasterNotApprovedError()
      await timing.sleep(timing.pollMs, signal)
    }
  }

  return {
    async GET_FARCASTER_URI() {
      const verifier = randomToken()
      const dapp = new URL(ctx.parentOrigin)
      const channel = await ctx.farcasterRelay.createChannel({
        siweUri: dapp.href,
        domain: dapp.host,
        nonce: await sha256Hex(verifier),
      })
      pending = { channel, verifier }
      return { url: channel.url }
    },
    async CONNECT_FARCASTER(_payload, { signal }) {
      const started = pending
      if (!started) throw new FarcasterNotStartedError()
      const { channelToken } = started.channel
      const approved = await approval(channelToken, signal)
      pending = undefined
      const answer = await ctx.authApi.farcasterLogin(channelToken, ctx.deviceId)
      const session: StoredSession = {
        token: answer.sessionToken,
        userId: answer.user.id,
        farcaster: { fid: answer.fid, userName: answer.userName },
        expiresAt: answer.expiresAt,
      }
      const proof: FarcasterProof = {
        message: approved.message,
        signature: approved.signature,
        verifier: started.verifier,
      }
      try {
        await finishLogin(ctx, session, proof)
      } catch (error) {
        await ctx.authApi.signOut(session.token).catch(() => undefined)
        throw error
      }
      ctx.sessions.write(session)
      return { userName: answer.userName }
    },
  }
}
