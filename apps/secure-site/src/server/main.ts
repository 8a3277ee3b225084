import { loadServerConfig } from './server-config.js'
import { startSecureSite } from './start-secure-site.js'

// `pnpm start`: the built page and the recovery endpoints on 127.0.0.1:SECURE_SITE_PORT.
const config = loadServerConfig(process.env)
const site = await startSecureSite(config)
console.log(`AppKit secure site ready at ${site.url} (cloud: ${config.cloudUrl})`)

const stop = () => {
  void site.stop().then(() => process.exit(0))
}
process.once('SIGINT', stop)
process.once('SIGTERM', stop)
