import type { ServerResponse } from 'node:http'

import { loadEnv, type Plugin } from 'vite'

import { analyticsFrom, analyticsOrigin } from '../src/config/analyticsSetup.ts'
import { formServiceFrom } from '../src/config/formService.ts'
import { headerRules, headersFor } from '../src/features/hosting/hostPolicy.ts'
import { MARKDOWN_CONTENT_TYPE } from '../src/features/hosting/securityHeaders.ts'
import { requestUrl } from './requestUrl.ts'

/** `npm start` sends the hosts' headers, CSP included, over the static server's own. */
export function hostHeaders(): Plugin {
  return {
    name: 'host-headers',
    configurePreviewServer(server) {
      const env = loadEnv(server.config.mode, server.config.root, 'VITE_')
      // The local collector is the site's own server and needs no entry.
      const analytics = analyticsFrom(env, {
        localByDefault: true,
      })
      const rules = headerRules({
        formEndpoint: formServiceFrom(env).endpoint,
        analyticsOrigin: analyticsOrigin(analytics),
      })
      server.middlewares.use((req, res, next) => {
        const pathname = requestUrl(req).pathname
        const headers = headersFor(rules, pathname)
        const policyNames = new Set(Object.keys(headers).map((name) => name.toLowerCase()))
        const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse
        res.writeHead = ((...args: unknown[]) => {
          // Headers handed to writeHead win over setHeader: take the policy's names out first.
          const own = (name: string) => policyNames.has(name.toLowerCase())
          const given = args.map((arg) =>
            typeof arg === 'object' && arg !== null && !Array.isArray(arg)
              ? Object.fromEntries(Object.entries(arg).filter(([name]) => !own(name)))
              : arg,
          )
          for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
          // The static server types `.md` with no charset; the hosts send UTF-8, as the files are.
          if (String(res.getHeader('Content-Type')) === 'text/markdown')
            res.setHeader('Content-Type', MARKDOWN_CONTENT_TYPE)
          return writeHead(...given)
        }) as ServerResponse['writeHead']
        next()
      })
    },
  }
}
