import { AppKitError, type AppKitErrorSubclassOptions } from '@appkit/common'

/** CONNECT_FARCASTER before GET_FARCASTER_URI opened a channel in this frame (or after it was used). */
export class FarcasterNotStartedError extends AppKitError<'FARCASTER_NOT_STARTED'> {
  override name = 'FarcasterNotStartedError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('Open the Farcaster login again to get a new QR code.', {
      ...options,
      code: 'FARCASTER_NOT_STARTED',
    })
  }
}

/** The Farcaster app did not approve the channel before the frame's wait ran out, or it expired. */
export class FarcasterNotApprovedError extends AppKitError<'FARCASTER_NOT_APPROVED'> {
  override name = 'FarcasterNotApprovedError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('The Farcaster app did not approve the login in time. Please try again.', {
      ...options,
      code: 'FARCASTER_NOT_APPROVED',
    })
  }
}

// Its codes join the one union of error codes, as the site's others do (errors.ts).
declare module '@appkit/common' {
  interface AppKitErrorCodes extends Record<'FARCASTER_NOT_STARTED' | 'FARCASTER_NOT_APPROVED', true> {}
}
