/**
 * Calls `onGone` once the process that started us has exited. `pnpm start` does not pass SIGTERM
 * on to its script, so without this a stopped pnpm leaves the cloud (and its anvils) running.
 * When the parent exits the OS re-parents us, which shows as a new parent pid.
 */
export function watchParent(getParentPid: () => number, onGone: () => void, intervalMs = 500): () => void {
  const parent = getParentPid()
  const timer = setInterval(() => {
    if (getParentPid() === parent) return
    clearInterval(timer)
    onGone()
  }, intervalMs)
  // Watching must never be what keeps the process alive.
  timer.unref()
  return () => clearInterval(timer)
}
