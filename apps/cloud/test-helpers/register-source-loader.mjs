// `node --import ./test-helpers/register-source-loader.mjs src/main.ts`: see source-loader.mjs.
import { register } from 'node:module'

register('./source-loader.mjs', import.meta.url)
