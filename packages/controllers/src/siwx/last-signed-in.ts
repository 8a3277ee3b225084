import type { CaipNetwork } from '@appkit/common'
import { featureState } from '../core/feature-state.js'

/** The network the active account was last signed in on: where a cancelled sign-in returns. */
export const lastSignedIn = featureState((): { network?: CaipNetwork } => ({}))
