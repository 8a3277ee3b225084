import type { IncomingMessage } from 'node:http'
import type { z } from 'zod'
import type { RouteTable } from '../../http/routes.js'
import { farcasterLogin, farcasterLoginSchema } from '../farcaster/farcaster-login.js'
import type { FidLookup } from '../farcaster/fid-lookup.js'
import { approvePage } from './approve-page.js'
import type { AuthContext, Caller } from './auth-context.js'
import { AuthError } from './auth-error.js'
import {
  deviceWaitSchema,
  emailStartSchema,
  emailUpdateStartSchema,
  emailVerifySchema,
  otpSchema,
  socialLoginSchema,
  walletSharesSchema,
} from './auth-schemas.js'
import { approvalLinkPage, approveDeviceLink } from './flows/approve-device.js'
import { confirmCurrentEmail, confirmNewEmail, startEmailUpdate } from './flows/email-update.js'
import { loginWithPasskey, passkeyLoginOptions } from './flows/passkey-login.js'
import { passkeyRegistrationOptions, registerPasskey } from './flows/passkey-register.js'
import {
  describeSession,
  requireSession,
  requireVerifiedDevice,
  signOut,
  signOutEverywhere,
} from './flows/session-access.js'
import { type SocialAuth, socialLogin } from './flows/social-login.js'
import { startLogin } from './flows/start-login.js'
import { verifyLogin } from './flows/verify-login.js'
import { waitForDevice } from './flows/wait-device.js'
import { readWalletShares, storeWalletShares } from './flows/wallet-shares.js'
import {
  type PasskeyLogin,
  type PasskeyRegistration,
  passkeyLoginSchema,
  passkeyRegisterSchema,
} from './passkey-schemas.js'
import { readAuthBody, readFormField } from './read-auth-body.js'

/** One request to an auth endpoint, as a route sees it. */
export interface AuthCall {
  ctx: AuthContext
  caller: Caller
  req: IncomingMessage
  url: URL
  /** Aborted when the client goes away (the long poll stops). */
  signal: AbortSignal
  /** The accepted identity providers, once known (the cloud's own dev issuers: once it listens). */
  social: Promise<SocialAuth>
  /** The Farcaster accounts whose sign-ins log in; false when Farcaster login is off. */
  farcaster: FarcasterAuth
}

/** The registry a Farcaster sign-in is checked against, or false: this cloud has none (production). */
export type FarcasterAuth = { registry: FidLookup } | false

export type AuthAnswer = { status: number; json?: unknown } | { status: number; html: string }

type Route = (call: AuthCall) => Promise<AuthAnswer>

const body = <T>(call: AuthCall, schema: z.ZodType<T>) => readAuthBody(call.req, schema)
const ok = (json: unknown): AuthAnswer => ({ status: 200, json })
const noContent: AuthAnswer = { status: 204 }

/** AUTH.md's endpoints: path → method → what answers it. Bodies are read and checked first. */
export const AUTH_ROUTES: RouteTable<Route> = {
  '/auth/v1/email/start': {
    POST: async (call) => ok(await startLogin(call.ctx, call.caller, await body(call, emailStartSchema))),
  },
  '/auth/v1/device/wait': {
    POST: async (call) => {
      const wait = await body(call, deviceWaitSchema)
      const release = call.ctx.waits.take(call.caller.ip)
      try {
        return ok(await waitForDevice(call.ctx, wait, call.signal))
      } finally {
        release()
      }
    },
  },
  '/auth/v1/device/approve': {
    // The link from the mail only asks; the page's button approves (scanners open links too).
    GET: async (call) => {
      const page = await approvalLinkPage(call.ctx, call.url.searchParams.get('token'))
      return { status: page.kind === 'invalid' ? 400 : 200, html: approvePage(page) }
    },
    POST: async (call) => {
      const approved = await approveDeviceLink(call.ctx, (await readFormField(call.req, 'token')) ?? null)
      return { status: approved ? 200 : 400, html: approvePage({ kind: approved ? 'approved' : 'invalid' }) }
    },
  },
  '/auth/v1/email/verify': {
    POST: async (call) => ok(await verifyLogin(call.ctx, call.caller, await body(call, emailVerifySchema))),
  },
  '/auth/v1/social/login': {
    POST: async (call) => {
      const login = await body(call, socialLoginSchema)
      return ok(await socialLogin(call.ctx, call.caller, await call.social, login))
    },
  },
  '/auth/v1/farcaster/login': {
    POST: async (call) => {
      if (!call.farcaster)
        throw new AuthError('PROVIDER_UNKNOWN', 'Farcaster login is not set up on this cloud.')
      const login = await body(call, farcasterLoginSchema)
      return ok(await farcasterLogin(call.ctx, call.caller, login, call.farcaster.registry))
    },
  },
  '/auth/v1/session': {
    GET: async (call) => ok(describeSession(await requireSession(call.ctx, call.req))),
  },
  '/auth/v1/signout': {
    POST: async (call) => {
      await signOut(call.ctx, call.req)
      return noContent
    },
  },
  '/auth/v1/signout/everywhere': {
    POST: async (call) => ok(await signOutEverywhere(call.ctx, call.req)),
  },
  '/auth/v1/email/update/start': {
    POST: async (call) => {
      const { session } = await requireSession(call.ctx, call.req)
      return ok(
        await startEmailUpdate(call.ctx, call.caller, session, await body(call, emailUpdateStartSchema)),
      )
    },
  },
  '/auth/v1/email/update/primary': {
    POST: async (call) => {
      const { session } = await requireSession(call.ctx, call.req)
      return ok(await confirmCurrentEmail(call.ctx, call.caller, session, await body(call, otpSchema)))
    },
  },
  '/auth/v1/email/update/secondary': {
    POST: async (call) => {
      const { session } = await requireSession(call.ctx, call.req)
      return ok(await confirmNewEmail(call.ctx, call.caller, session, await body(call, otpSchema)))
    },
  },
  '/auth/v1/wallet': {
    PUT: async (call) => {
      const { session } = await requireVerifiedDevice(call.ctx, call.req)
      await storeWalletShares(call.ctx, session, await body(call, walletSharesSchema))
      return noContent
    },
    GET: async (call) => {
      const { session } = await requireVerifiedDevice(call.ctx, call.req)
      return ok(await readWalletShares(call.ctx, session))
    },
  },
  '/auth/v1/passkey/register/options': {
    POST: async (call) => {
      const { session } = await requireVerifiedDevice(call.ctx, call.req)
      return ok(await passkeyRegistrationOptions(call.ctx, session))
    },
  },
  '/auth/v1/passkey/register': {
    POST: async (call) => {
      const { session } = await requireVerifiedDevice(call.ctx, call.req)
      const registration = (await body(call, passkeyRegisterSchema)) as PasskeyRegistration
      return ok(await registerPasskey(call.ctx, session, registration))
    },
  },
  '/auth/v1/passkey/login/options': {
    POST: async (call) => ok(await passkeyLoginOptions(call.ctx, call.caller)),
  },
  '/auth/v1/passkey/login': {
    POST: async (call) => {
      const login = (await body(call, passkeyLoginSchema)) as PasskeyLogin
      return ok(await loginWithPasskey(call.ctx, call.caller, login))
    },
  },
}
