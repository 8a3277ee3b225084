import { z } from 'zod/mini'
import { frameIdSchema } from './envelope.js'
import {
  accountTypeSchema,
  addressSchema,
  chainIdSchema,
  emailSchema,
  httpUrlSchema,
  otpSchema,
  rpcMethodSchema,
  socialProviderSchema,
} from './fields.js'
import { frameUserSchema, siwxMessageSchema } from './user.js'

/** A request or reply without a payload: the key is absent (JSON drops `undefined`). */
const nothing = z.optional(z.undefined())
const short = (max: number) => z.string().check(z.maxLength(max))

const themeSchema = z.object({
  themeMode: z.optional(z.enum(['light', 'dark'])),
  themeVariables: z.optional(z.record(short(64), z.union([short(256), z.number()]))),
  w3mThemeVariables: z.optional(z.record(short(64), short(256))),
})

/** Spec §3 dapp metadata: what the secure site shows the user about the app asking. */
const dappDataSchema = z.object({
  projectId: z.string().check(z.minLength(1), z.maxLength(128)),
  sdkVersion: short(64),
  sdkType: short(64),
  metadata: z.optional(
    z.object({
      name: short(256),
      description: short(1024),
      url: short(2048),
      icons: z.array(short(2048)).check(z.maxLength(16)),
    }),
  ),
})

/**
 * Every app-to-frame request of spec §7 with its payload and the payload of its success reply.
 * The error reply is the same for all (`{ message }`). Both sides parse with these schemas: the
 * app its replies, the frame its requests.
 */
export const FRAME_REQUESTS = {
  SWITCH_NETWORK: {
    payload: z.object({ chainId: chainIdSchema }),
    result: z.object({ chainId: chainIdSchema }),
  },
  CONNECT_EMAIL: {
    payload: z.object({ email: emailSchema }),
    result: z.object({ action: z.enum(['VERIFY_DEVICE', 'VERIFY_OTP', 'CONNECT']) }),
  },
  CONNECT_DEVICE: { payload: nothing, result: nothing },
  CONNECT_OTP: { payload: z.object({ otp: otpSchema }), result: nothing },
  CONNECT_SOCIAL: {
    // `uri` is the redirect result the social popup came back with (spec §2: resultUri).
    payload: z.object({
      uri: z.string().check(z.minLength(1), z.maxLength(4096)),
      preferredAccountType: z.optional(accountTypeSchema),
      chainId: z.optional(chainIdSchema),
    }),
    result: frameUserSchema,
  },
  GET_FARCASTER_URI: { payload: nothing, result: z.object({ url: httpUrlSchema }) },
  CONNECT_FARCASTER: { payload: nothing, result: z.object({ userName: short(256) }) },
  GET_USER: {
    payload: z.object({
      chainId: z.optional(chainIdSchema),
      preferredAccountType: z.optional(accountTypeSchema),
      // Sign-in at login (spec §5: EVM, without emailCapture): the text in `serializedMessage`.
      siwxMessage: z.optional(siwxMessageSchema),
    }),
    result: frameUserSchema,
  },
  GET_SOCIAL_REDIRECT_URI: {
    payload: z.object({ provider: socialProviderSchema }),
    result: z.object({ uri: httpUrlSchema }),
  },
  SIGN_OUT: { payload: nothing, result: nothing },
  IS_CONNECTED: { payload: nothing, result: z.object({ isConnected: z.boolean() }) },
  GET_CHAIN_ID: { payload: nothing, result: z.object({ chainId: chainIdSchema }) },
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: {
    payload: nothing,
    result: z.object({
      smartAccountEnabledNetworks: z.array(z.int().check(z.nonnegative())).check(z.maxLength(1024)),
    }),
  },
  INIT_SMART_ACCOUNT: {
    payload: nothing,
    result: z.object({ address: addressSchema, isDeployed: z.boolean() }),
  },
  SET_PREFERRED_ACCOUNT: {
    payload: z.object({ type: accountTypeSchema }),
    result: z.object({ type: accountTypeSchema, address: addressSchema }),
  },
  RPC_REQUEST: {
    payload: z.object({
      method: rpcMethodSchema,
      params: z.optional(z.unknown()),
      chainId: z.optional(chainIdSchema),
    }),
    // Whatever the method returns (any JSON, null included); absent means the method returned nothing.
    result: z.optional(z.unknown()),
  },
  UPDATE_EMAIL: {
    payload: z.object({ email: emailSchema }),
    result: z.object({ action: z.literal('VERIFY_PRIMARY_OTP') }),
  },
  UPDATE_EMAIL_PRIMARY_OTP: {
    payload: z.object({ otp: otpSchema }),
    result: z.object({ action: z.literal('VERIFY_SECONDARY_OTP') }),
  },
  UPDATE_EMAIL_SECONDARY_OTP: {
    payload: z.object({ otp: otpSchema }),
    result: z.object({ newEmail: emailSchema }),
  },
  SYNC_THEME: { payload: themeSchema, result: nothing },
  SYNC_DAPP_DATA: { payload: dappDataSchema, result: nothing },
  RELOAD: { payload: nothing, result: nothing },
  // Without `requestId` every open RPC request is aborted (closing the modal); with it, that one.
  RPC_ABORT: { payload: z.optional(z.object({ requestId: frameIdSchema })), result: nothing },
  // Passkeys (beyond spec §7): the frame shows its own screen, whose button the person presses (a
  // WebAuthn call needs a click inside the frame). CONNECT_PASSKEY opens a session like CONNECT_OTP.
  ADD_PASSKEY: { payload: nothing, result: nothing },
  CONNECT_PASSKEY: { payload: nothing, result: nothing },
} as const

export type FrameRequests = typeof FRAME_REQUESTS
export type FrameRequestType = keyof FrameRequests
export type FramePayload<T extends FrameRequestType> = z.output<FrameRequests[T]['payload']>
export type FrameResult<T extends FrameRequestType> = z.output<FrameRequests[T]['result']>
export type FrameTheme = z.output<typeof themeSchema>
export type FrameDappData = z.output<typeof dappDataSchema>

export const FRAME_REQUEST_TYPES = Object.keys(FRAME_REQUESTS) as FrameRequestType[]

/** Own keys only: `constructor` or `__proto__` as a type must never reach Object.prototype. */
export function isFrameRequestType(type: unknown): type is FrameRequestType {
  return typeof type === 'string' && Object.hasOwn(FRAME_REQUESTS, type)
}
