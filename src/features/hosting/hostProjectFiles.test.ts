import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

/** The hosts' project files must publish what the build writes, where it writes it. */
const read = (name: string) => readFileSync(new URL(`../../../${name}`, import.meta.url), 'utf8')

describe('host project files', () => {
  it('Netlify builds with npm run build and publishes dist/client', () => {
    const netlify = read('netlify.toml')
    expect(netlify).toMatch(/^\s*command = "npm run build"$/m)
    expect(netlify).toMatch(/^\s*publish = "dist\/client"$/m)
  })

  it('Cloudflare Pages deploys dist/client', () => {
    expect(read('wrangler.toml')).toMatch(/^pages_build_output_dir = "dist\/client"$/m)
  })

  it('the build writes into that folder', () => {
    expect(read('vite.config.ts')).toContain("new URL('./dist/client', import.meta.url)")
  })
})
