import type { LabCloud } from './fixtures.js'

/**
 * Arms a fault of the worker's cloud (its /test/faults, test mode only) for the next `count`
 * requests under `path`: how a spec makes a service fail or answer slowly without touching the page.
 */
export async function armFault(cloud: LabCloud, path: string, fault: string, count = 1) {
  const response = await fetch(`${cloud.url}/test/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ path, fault, count }),
  })
  if (response.status !== 204) throw new Error(`arming ${fault} on ${path}: ${response.status}`)
}

/** Clears every armed fault: the service answers again. */
export async function clearFaults(cloud: LabCloud) {
  await fetch(`${cloud.url}/test/faults`, { method: 'DELETE' })
}
