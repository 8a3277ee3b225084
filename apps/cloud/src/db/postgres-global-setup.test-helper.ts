import type { TestProject } from 'vitest/node'
import { startTestPostgres } from './postgres-server.test-helper.js'

declare module 'vitest' {
  export interface ProvidedContext {
    /** postgres://… of the run's PostgreSQL server (its default database). */
    postgresUrl: string
  }
}

// One PostgreSQL server for the whole run, started before the first file and stopped after the last;
// every suite that needs one creates its own database on it.
export default async function startRunPostgres(project: TestProject): Promise<() => Promise<void>> {
  const server = await startTestPostgres()
  project.provide('postgresUrl', server.url)
  return () => server.stop()
}
