import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { netlifyNotFoundRules } from '../../build/netlifyNotFoundRules'

/** The hosts' project files must publish what the build writes, where it writes it. */
const read = (name: string) => readFileSync(new URL(`../../../${name}`, import.meta.url), 'utf8')

describe('host project files', () => {
  it('Netlify builds with npm run build and publishes dist/client', () => {
    const netlify = read('netlify.toml')
    expect(netlify).toMatch(/^\s*command = "npm run build"$/m)
    expect(netlify).toMatch(/^\s*publish = "dist\/client"$/m)
  })

  it('Netlify answers each language and section with its own not-found page', async () => {
    const rules = await netlifyNotFoundRules()
    const written = read('netlify.toml').split('do not edit below.\n')[1]
    expect(written, 'netlify.toml lags: run npm run hosts:netlify').toBe(`${rules}\n`)
  })

  it('Cloudflare Pages deploys dist/client', () => {
    expect(read('wrangler.toml')).toMatch(/^pages_build_output_dir = "dist\/client"$/m)
  })

  it('both build on the Node line in .nvmrc, the line CI runs every test on', () => {
    const line = read('.nvmrc').trim()
    const releases = read('.ci/node-lines')
      .split('\n')
      .filter((row) => row.trim() && !row.startsWith('#'))
      .map((row) => row.split(/\s+/)[0])
    expect(releases).toContainEqual(expect.stringMatching(new RegExp(`^${line}\\.\\d+\\.\\d+$`)))
    // A NODE_VERSION in a host's file would overrule .nvmrc there, and drift from it.
    expect(read('netlify.toml')).not.toMatch(/NODE_VERSION\s*=/)
    expect(read('wrangler.toml')).not.toMatch(/NODE_VERSION\s*=/)
  })

  it('the build writes into that folder', () => {
    expect(read('vite.config.ts')).toContain("new URL('./dist/client', import.meta.url)")
  })
})
