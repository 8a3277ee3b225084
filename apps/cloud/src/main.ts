// Entry of `pnpm start`: the local cloud on the default ports (overridable by env).
import { runCloud } from './run.js'

await runCloud(process, (line) => console.log(line)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
