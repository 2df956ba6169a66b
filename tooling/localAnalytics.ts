import { appendFileSync } from 'node:fs'
import { join } from 'node:path'

import type { Connect, Plugin } from 'vite'

import { LOCAL_ANALYTICS_ENDPOINT } from '../src/config/analyticsSetup.ts'
import { trackedEventSchema } from './analyticsEventSchema.ts'
import { answerJson, BodyTooLarge, readBody, requestPath } from './localEndpoint.ts'

/** An event is a few hundred bytes; a Web Vitals event with a long selector, under 1 KB. */
const MAX_EVENT_BYTES = 8 * 1024

/** A beacon sends text/plain; a fetch may say JSON. Anything else is not the site's tracker. */
const ACCEPTED_TYPES = ['text/plain', 'application/json']

/** What is wrong with a received event, as one sentence per problem; empty when nothing. */
export function analyticsEventProblems(body: unknown): string[] {
  const result = trackedEventSchema.safeParse(body)
  return result.success
    ? []
    : result.error.issues.map((issue) =>
        issue.path.length > 0 ? `"${issue.path.join('.')}": ${issue.message}` : issue.message,
      )
}

function analyticsEndpoint(file: string): Connect.NextHandleFunction {
  return (req, res, next) => {
    if (requestPath(req) !== LOCAL_ANALYTICS_ENDPOINT) return next()
    if (req.method !== 'POST') {
      res.setHeader('Allow', 'POST')
      return answerJson(res, 405, { ok: false, message: 'Send events with POST.' })
    }
    const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? ''
    if (!ACCEPTED_TYPES.includes(type)) {
      return answerJson(res, 415, {
        ok: false,
        message: `Send events as ${ACCEPTED_TYPES.join(' or ')}, not "${type}".`,
      })
    }
    readBody(req, MAX_EVENT_BYTES)
      .then((text) => {
        let body: unknown
        try {
          body = JSON.parse(text)
        } catch {
          return answerJson(res, 400, { ok: false, message: 'The body is not JSON.' })
        }
        const problems = analyticsEventProblems(body)
        if (problems.length > 0) {
          return answerJson(res, 400, {
            ok: false,
            message: `Event refused: ${problems.join('; ')}.`,
          })
        }
        appendFileSync(
          file,
          `${JSON.stringify({ receivedAt: new Date().toISOString(), ...(body as object) })}\n`,
        )
        answerJson(res, 202, { ok: true })
      })
      .catch((error: unknown) => {
        if (error instanceof BodyTooLarge) {
          return answerJson(res, 413, { ok: false, message: error.message })
        }
        answerJson(res, 500, {
          ok: false,
          message: `Event not saved: ${error instanceof Error ? error.message : String(error)}`,
        })
      })
  }
}

/**
 * The analytics provider of `npm run dev` and `npm start` when none is configured: the site's
 * tracker posts each event to `/api/analytics`, which checks it against the events the site
 * sends and appends it as one JSON line to `analytics.local.jsonl` (git-ignored;
 * `ANALYTICS_FILE` moves it). `npm run analytics:report` reads that file.
 */
export function localAnalytics(root: string): Plugin {
  const file = process.env.ANALYTICS_FILE || join(root, 'analytics.local.jsonl')
  return {
    name: 'local-analytics',
    configureServer(server) {
      server.middlewares.use(analyticsEndpoint(file))
    },
    configurePreviewServer(server) {
      server.middlewares.use(analyticsEndpoint(file))
    },
  }
}
