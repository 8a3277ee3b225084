import type { AdapterEvents } from '@appkit/controllers/adapter'

/** Adapter events nobody listens to: for tests that read what the adapter answers, not what it tells. */
export const silentEvents = new Proxy({} as AdapterEvents, { get: () => () => undefined })
