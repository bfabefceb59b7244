// `node --import tsx --import ./tests/helpers/child/register.mjs child.ts`: app modules in a child process.
import { register } from 'node:module'

register('./server-only-hook.mjs', import.meta.url)
