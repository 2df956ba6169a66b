import { homedir } from 'node:os'
import { join } from 'node:path'

/** Outside the project, which `npm run dev` serves whole; `ENQUIRIES_FILE` and `ANALYTICS_FILE` move it. */
function localStoreDir(env: NodeJS.ProcessEnv): string {
  return join(env.XDG_STATE_HOME || join(homedir(), '.local', 'state'), 'agency-site')
}

export const enquiriesFile = (env = process.env) =>
  env.ENQUIRIES_FILE || join(localStoreDir(env), 'enquiries.jsonl')

export const analyticsFile = (env = process.env) =>
  env.ANALYTICS_FILE || join(localStoreDir(env), 'analytics.jsonl')
