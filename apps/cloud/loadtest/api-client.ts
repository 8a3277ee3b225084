import { apiWorkerCalls } from './api-worker.js'
import { serveCalls } from './ts-process.js'

/* A process of API clients (api-worker.ts). */
serveCalls(apiWorkerCalls())
