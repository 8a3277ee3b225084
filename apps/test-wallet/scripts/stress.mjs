#!/usr/bin/env node
// Runs the e2e suite many times in a row while busy loops hold every core, to flush out races
// between the Node dapp, the relay and WalletKit that an idle machine hides.
//   node scripts/stress.mjs [--repeat=N] [--load=K] [-- <playwright args>]
// Default: 10 repeats of every test, cores + 1 busy loops. Exits with Playwright's status.
import { spawn } from 'node:child_process'
import { availableParallelism } from 'node:os'

const args = process.argv.slice(2)
const option = (name, fallback) => {
  const found = args.find((arg) => arg.startsWith(`--${name}=`))
  return found ? Number(found.split('=')[1]) : fallback
}
const repeat = option('repeat', 10)
const load = option('load', availableParallelism() + 1)
const rest = args.includes('--') ? args.slice(args.indexOf('--') + 1) : []

const burners = Array.from({ length: load }, () =>
  spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }),
)
const stop = () => {
  for (const burner of burners) burner.kill('SIGKILL')
}
process.on('exit', stop)
console.log(`stress: ${load} busy loops, every test ${repeat} times`)
const playwright = spawn(
  process.execPath,
  ['node_modules/@playwright/test/cli.js', 'test', `--repeat-each=${repeat}`, '--reporter=line', ...rest],
  { stdio: 'inherit', env: { ...process.env, CI: '1' } },
)
playwright.on('exit', (code) => {
  stop()
  process.exit(code ?? 1)
})
