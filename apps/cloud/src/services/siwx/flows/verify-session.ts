import {
  assertSiwxSession,
  InvalidSiwxFieldError,
  InvalidSiwxSessionError,
  SiwxDomainMismatchError,
  SiwxMessageMismatchError,
  type SiwxSession,
  SiwxSessionExpiredError,
  SiwxSessionNotYetValidError,
  SiwxVerificationUnavailableError,
  type SiwxVerifier,
  toCacao,
} from '@appkit/siwx'
import { HttpError } from '../../../http/http-error.js'
import type { SiwxContext } from '../siwx-context.js'
import { invalidSignature, noVerifier, verificationUnavailable } from '../siwx-error.js'

const SESSION_PROBLEMS = [
  InvalidSiwxFieldError,
  InvalidSiwxSessionError,
  // check-origin.ts answers this first, with the contract's words; kept as a 400 all the same.
  SiwxDomainMismatchError,
  SiwxMessageMismatchError,
  SiwxSessionExpiredError,
  SiwxSessionNotYetValidError,
]

/**
 * The checks that cost nothing: the signed text is exactly the data's, the fields are valid, the
 * clock is within Not Before and Expiration Time (400 with the package's message), and a verifier
 * serves the namespace (400). Returns that verifier.
 */
export function checkSessionText(ctx: SiwxContext, session: SiwxSession, now: number): SiwxVerifier {
  try {
    assertSiwxSession(session, now)
  } catch (error) {
    if (SESSION_PROBLEMS.some((type) => error instanceof type)) {
      throw new HttpError(400, (error as Error).message)
    }
    throw error
  }
  const verifier = ctx.verifiers.get(session.data.chainId.split(':')[0] ?? '')
  if (verifier === undefined) throw noVerifier()
  return verifier
}

/**
 * The signature, by the namespace's verifier: 401 when it is not the account's, 503 when the
 * chain's node did not answer. Resolves to the session as kept and answered: its data and text,
 * and a Cacao rebuilt from what was verified (with the signature type the verifier found).
 */
export async function verifySignature(verifier: SiwxVerifier, session: SiwxSession): Promise<SiwxSession> {
  let valid: boolean
  try {
    valid = await verifier.verify(session)
  } catch (error) {
    if (error instanceof SiwxVerificationUnavailableError) throw verificationUnavailable()
    throw error
  }
  if (!valid) throw invalidSignature()
  const { data, message, signature } = session
  if (data.issuedAt === undefined) return { data, message, signature }
  const signatureType = await verifier.signatureType?.(session)
  return { data, message, signature, cacao: toCacao(session, { signatureType }) }
}
