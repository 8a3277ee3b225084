// Entry of `pnpm start`: the local cloud on the default ports (overridable by env), or with
// CLOUD_MODE=production a production instance (README, "Production").
import { readCloudMode } from './production/cloud-mode.js'
import { runProduction } from './production/run-production.js'
import { runCloud } from './run.js'

try {
  if (readCloudMode(process.env) === 'production') {
    await runProduction(process, (line) => process.stdout.write(`${line}\n`))
  } else {
    await runCloud(process, (line) => console.log(line))
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
