/**
 * Where the lab finds the local cloud. Every remote URL comes from here and defaults to
 * 127.0.0.1, so the lab and its tests never reach outside the machine.
 */
export const LAB_CONFIG = {
  projectId: import.meta.env.VITE_PROJECT_ID ?? 'lab-project-id',
  rpcA: import.meta.env.VITE_RPC_A ?? 'http://127.0.0.1:8545',
  rpcB: import.meta.env.VITE_RPC_B ?? 'http://127.0.0.1:8546',
}
