/**
 * The server's errors. Each answer is `{ error: { code, message } }` with the status below, as the
 * cloud's auth API answers, so the page handles both alike and may show `message` as it is.
 */
export class SecureSiteError extends Error {
  override name = 'SecureSiteError'
  constructor(
    readonly code: string,
    readonly status: number,
    message: string,
  ) {
    super(message)
  }

  toBody(): { error: { code: string; message: string } } {
    return { error: { code: this.code, message: this.message } }
  }
}

export class BadRequestError extends SecureSiteError {
  override name = 'BadRequestError'
  constructor(message: string, status = 400) {
    super('BAD_REQUEST', status, message)
  }
}

/** No session, or one the cloud does not know (expired, signed out, forged). */
export class UnauthorizedError extends SecureSiteError {
  override name = 'UnauthorizedError'
  constructor() {
    super('UNAUTHORIZED', 401, 'Sign in again: the session is missing, expired or signed out.')
  }
}

/** The cloud did not answer the session check: nothing is sealed or opened without it. */
export class CloudUnavailableError extends SecureSiteError {
  override name = 'CloudUnavailableError'
  constructor(reason: string) {
    super('CLOUD_UNAVAILABLE', 502, `The session could not be checked with the cloud (${reason}).`)
  }
}

/** Not sealed by this server's key, changed since, or sealed for another user. */
export class SealedShareInvalidError extends SecureSiteError {
  override name = 'SealedShareInvalidError'
  constructor() {
    super('SEALED_SHARE_INVALID', 400, 'The recovery share cannot be opened for this account.')
  }
}

/** The recovery code is wrong, expired, used, or tried too often: a new one must be asked for. */
export class RecoveryCodeInvalidError extends SecureSiteError {
  override name = 'RecoveryCodeInvalidError'
  constructor() {
    super(
      'RECOVERY_CODE_INVALID',
      400,
      'The recovery code is wrong or has expired. Check the mail, or ask for a new code.',
    )
  }
}

/** Another code was asked for too soon (or too many this hour). */
export class RecoveryCooldownError extends SecureSiteError {
  override name = 'RecoveryCooldownError'
  constructor(readonly retryAfter: number) {
    super('COOLDOWN', 429, `Please try again after ${retryAfter} seconds`)
  }
}

/** No SMTP server configured (SECURE_SITE_SMTP_URL), or it refused the mail. */
export class RecoveryMailUnavailableError extends SecureSiteError {
  override name = 'RecoveryMailUnavailableError'
  constructor() {
    super('RECOVERY_MAIL_UNAVAILABLE', 503, 'The recovery code could not be mailed. Please try again later.')
  }
}

/** /seal with an email that is not the session's: codes must go to the account's own address. */
export class RecoveryEmailMismatchError extends SecureSiteError {
  override name = 'RecoveryEmailMismatchError'
  constructor() {
    super('RECOVERY_EMAIL_MISMATCH', 400, "The recovery email must be the account's email.")
  }
}

/** A page of another origin: the seal endpoints serve this site's own page only. */
export class ForeignOriginError extends SecureSiteError {
  override name = 'ForeignOriginError'
  constructor(origin: string) {
    super('ORIGIN_NOT_ALLOWED', 403, `Origin ${origin} may not call this endpoint`)
  }
}

export class NotFoundError extends SecureSiteError {
  override name = 'NotFoundError'
  constructor() {
    super('NOT_FOUND', 404, 'Not found')
  }
}

export class MethodNotAllowedError extends SecureSiteError {
  override name = 'MethodNotAllowedError'
  constructor(readonly allow: string) {
    super('METHOD_NOT_ALLOWED', 405, `Use ${allow}`)
  }
}

/** `pnpm start` before `pnpm build`: there is no page to serve. */
export class PageNotBuiltError extends Error {
  override name = 'PageNotBuiltError'
  constructor(dir: string) {
    super(`No built page in ${dir}: run \`pnpm --filter @appkit/secure-site build\` first.`)
  }
}
