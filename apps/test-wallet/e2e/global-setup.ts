import { prepareCloudCache } from '@appkit/cloud'

// Once per run, before any worker starts its cloud: on a new machine the cloud's PGlite template
// and compiled token are built here, not inside a worker fixture's time limit.
export default async function prepareCloudCacheBeforeTests(): Promise<void> {
  await prepareCloudCache()
}
