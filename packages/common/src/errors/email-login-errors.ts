import { AppKitError, type AppKitErrorSubclassOptions } from './app-kit-error.js'

// A module apart from the frame's errors: the embedded wallet's stand-in, on the first paint, throws
// this one only, and classes of one module land in one chunk, so the others would join the page.

/** The code of email and social login (the frame messenger) could not be loaded on demand. */
export class EmailLoginLoadError extends AppKitError<'EMAIL_LOGIN_LOAD_FAILED'> {
  override name = 'EmailLoginLoadError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('Unable to load email login dependency', { ...options, code: 'EMAIL_LOGIN_LOAD_FAILED' })
  }
}
