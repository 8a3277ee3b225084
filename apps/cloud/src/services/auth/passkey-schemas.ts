import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server'
import { z } from 'zod'
import { base64, dapp, deviceIdSchema } from './auth-schemas.js'

// The browser's answers as PublicKeyCredential.toJSON() writes them (WebAuthn L3): their form is
// checked here, their meaning (signatures, challenge, origin, RP ID) by @simplewebauthn/server.

const base64url = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+$/, 'expected base64url')

const credential = {
  id: base64url(1024),
  rawId: base64url(1024),
  type: z.literal('public-key'),
  clientExtensionResults: z.object({}).passthrough(),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
}

const registrationResponse = z.object({
  ...credential,
  response: z.object({
    clientDataJSON: base64url(4096),
    attestationObject: base64url(16_384),
    transports: z.array(z.string().max(32)).max(16).optional(),
  }),
})

const authenticationResponse = z.object({
  ...credential,
  response: z.object({
    clientDataJSON: base64url(4096),
    authenticatorData: base64url(4096),
    signature: base64url(1024),
    userHandle: base64url(256).optional(),
  }),
})

/** POST /passkey/register: the new passkey, and the recovery share sealed to it in the page. */
export const passkeyRegisterSchema = z.object({
  response: registrationResponse,
  recoveryShareSealed: base64,
})

/**
 * POST /passkey/login: the passkey's answer, the device the session is for, and the dapp whose page
 * the secure site's frame is in (checked by the page against the project's origins): the browser
 * names that page as the answer's top origin, which must be it.
 */
export const passkeyLoginSchema = z.object({
  response: authenticationResponse,
  deviceId: deviceIdSchema,
  dapp: dapp.optional(),
})

export type PasskeyRegistration = { response: RegistrationResponseJSON; recoveryShareSealed: string }
export type PasskeyLogin = {
  response: AuthenticationResponseJSON
  deviceId: string
  dapp?: string | undefined
}
