// Entry of `pnpm start`: the local cloud on the default ports (overridable by env), or with
// CLOUD_MODE=production a production instance (README, "Production"). Each mode loads only its
// own modules: production never loads the local chains.
import { readCloudMode } from './production/cloud-mode.js'

try {
  if (readCloudMode(process.env) === 'production') {
    const { runProduction } = await import('./production/run-production.js')
    await runProduction(process, (line) => process.stdout.write(`${line}\n`))
  } else {
    const { runCloud } = await import('./run.js')
    await runCloud(process, (line) => console.log(line))
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
