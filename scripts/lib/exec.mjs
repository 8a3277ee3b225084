// Runs a command and collects its output, for scripts that report a failure with what the tool
// said (publint, attw, npm, vite) instead of streaming every line of every success.
import { spawn } from 'node:child_process'

/**
 * Resolves { code, output, stdout } (`output`: stdout and stderr interleaved; `stdout` alone, for a
 * caller that parses it while the tool warns on stderr); never rejects on a non-zero exit, so the
 * caller decides what a failure means and how to word it. `echo` streams the output as well.
 */
export function exec(cmd, args, { cwd, env, echo = false } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd, env: env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    let stdout = ''
    const collect = (chunk) => {
      output += chunk
      if (echo) process.stdout.write(chunk)
    }
    child.stdout.on('data', (chunk) => {
      stdout += chunk
      collect(chunk)
    })
    child.stderr.on('data', collect)
    child.on('error', reject)
    child.on('close', (code, signal) => resolve({ code: code ?? signal, output, stdout }))
  })
}

/** Like exec, but throws an Error carrying `what` and the command's output when it fails. */
export async function execOrThrow(what, cmd, args, options) {
  const result = await exec(cmd, args, options)
  if (result.code !== 0) {
    throw new Error(
      `${what} failed (${[cmd, ...args].join(' ')} exited with ${result.code}):\n${result.output}`,
    )
  }
  return result.output
}

/** Runs `task` over `items` with at most `limit` at a time, keeping the results in order. */
export async function mapLimit(items, limit, task) {
  const results = new Array(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const index = next++
      results[index] = await task(items[index], index)
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
  return results
}
