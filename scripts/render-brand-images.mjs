// `npm run images:brand`, after changing the brand or adding a post: the organization image, touch icon and favicon, and a PNG beside each blog image (previews show no SVG).
import { readdir, readFile } from 'node:fs/promises'

import { chromium } from '@playwright/test'

import { chromiumArgs, chromiumExecutable } from './chromium.mjs'

const fontUrl = new URL(
  '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  import.meta.url,
)
const mark = await readFile(new URL('../public/favicon.svg', import.meta.url), 'utf8')
const font = (await readFile(fontUrl)).toString('base64')

const page = (body) => `<!doctype html><html><head><style>
@font-face { font-family: Inter; src: url(data:font/woff2;base64,${font}) format('woff2'); font-weight: 100 900; }
* { box-sizing: border-box; margin: 0; }
body { font-family: Inter, sans-serif; }
</style></head><body>${body}</body></html>`

const socialCard = page(`
<div style="width:1200px;height:630px;padding:88px;display:flex;flex-direction:column;justify-content:space-between;
  color:#fff;background:radial-gradient(900px 500px at 100% 0%, rgba(6,182,212,.55), transparent 60%),
  radial-gradient(800px 500px at 0% 100%, rgba(91,61,245,.7), transparent 60%), #0b1020;">
  <div style="display:flex;align-items:center;gap:20px;font-size:40px;font-weight:800;letter-spacing:-.02em">
    <div style="width:72px;height:72px">${mark}</div>Nexa Digital
  </div>
  <div>
    <div style="font-size:76px;font-weight:800;line-height:1.05;letter-spacing:-.03em">Outrun the Algorithm.<br>Outsmart the Market.</div>
    <div style="margin-top:28px;font-size:32px;color:#cbd5e1">SEO · GEO · CRO · Shopify · SaaS</div>
  </div>
</div>`)

const touchIcon = page(
  `<div style="width:180px;height:180px">${mark.replace('rx="9"', 'rx="0"')}</div>`,
)

// A PNG favicon: an SVG costs the main thread a whole document (45-80 ms at 4x CPU slowdown) as the app starts; 48 px is search engines' minimum.
const favicon = page(`<div style="width:48px;height:48px">${mark}</div>`)

const BLOG_IMAGES = 'public/images/blog'
const blogShareImages = (await readdir(BLOG_IMAGES))
  .filter((name) => name.endsWith('.svg'))
  .map(async (name) => [
    page(await readFile(`${BLOG_IMAGES}/${name}`, 'utf8')),
    { width: 1200, height: 630 },
    `${BLOG_IMAGES}/${name.replace(/\.svg$/, '.png')}`,
  ])

const browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs })
try {
  for (const [html, size, file] of [
    [socialCard, { width: 1200, height: 630 }, 'public/images/social-card.png'],
    [touchIcon, { width: 180, height: 180 }, 'public/apple-touch-icon.png'],
    [favicon, { width: 48, height: 48 }, 'public/favicon.png'],
    ...(await Promise.all(blogShareImages)),
  ]) {
    const tab = await browser.newPage({ viewport: size })
    await tab.setContent(html)
    await tab.evaluate(() => document.fonts.ready)
    // Transparent where nothing is drawn: the favicon's rounded corners.
    await tab.screenshot({ path: file, omitBackground: true })
    console.log(`wrote ${file}`)
  }
} finally {
  await browser.close()
}
