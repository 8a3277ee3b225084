import { prepareCloudCache } from '@appkit/cloud'

// Once per run, before the first file: the integration test starts a real cloud, which must find
// its PGlite template and compiled token ready rather than build them inside a hook's time limit.
export default async function prepareCloudCacheBeforeTests(): Promise<void> {
  await prepareCloudCache()
}
