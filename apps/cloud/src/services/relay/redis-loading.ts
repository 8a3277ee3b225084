/**
 * A restarted Redis accepts connections before it has read its data back, and answers every
 * command with a LOADING error until then. The relay's clients reconnect within that window, so
 * a command is tried again until Redis has loaded (or the time is up), rather than failing a
 * publish that the same Redis would take a moment later.
 */
export async function whenLoaded<T>(
  command: () => Promise<T>,
  { retryMs = 50, timeoutMs = 10_000 }: { retryMs?: number; timeoutMs?: number } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    try {
      return await command()
    } catch (error) {
      const loading = error instanceof Error && error.message.startsWith('LOADING')
      if (!loading || Date.now() >= deadline) throw error
      await new Promise((resolve) => setTimeout(resolve, retryMs))
    }
  }
}
