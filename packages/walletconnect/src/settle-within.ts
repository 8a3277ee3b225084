/**
 * Waits for `work` at most `ms`, then goes on whatever happened: for clean-ups whose failure changes
 * nothing for the caller, such as telling a relay that may be unreachable that a session ended.
 */
export async function settleWithin(work: Promise<unknown>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms)
  })
  await Promise.race([
    work.then(
      () => undefined,
      () => undefined,
    ),
    timeout,
  ])
  clearTimeout(timer)
}
