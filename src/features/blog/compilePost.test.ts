import { describe, expect, it, vi } from 'vitest'

import { compilePost, nestingOf } from './compilePost'

const frontMatter = `---
slug: sample-post
title: A sample post
excerpt: What it is about.
tags: [SEO, AI]
seoKeywords: [sample]
---
`

describe('compilePost', () => {
  it('turns Markdown into HTML and keeps the checked front matter', () => {
    const post = compilePost(
      `${frontMatter}\n## Why\n\nSome **bold** text and a [link](https://example.com).\n`,
      'x.md',
    )
    expect(post).toMatchObject({ slug: 'sample-post', title: 'A sample post', tags: ['SEO', 'AI'] })
    expect(post.html).toContain('<h2>Why</h2>')
    expect(post.html).toContain('<strong>bold</strong>')
    expect(post.html).toContain(
      '<a href="https://example.com" rel="noopener noreferrer" target="_blank">link</a>',
    )
  })

  it('fails with the file and the missing or wrong field named', () => {
    const withoutTitle = frontMatter.replace('title: A sample post\n', '')
    expect(() => compilePost(`${withoutTitle}\nBody`, 'locales/es/blog/sample-post.md')).toThrow(
      /locales\/es\/blog\/sample-post\.md: "title"/,
    )
    expect(() => compilePost(frontMatter.replace('[SEO, AI]', '[]') + '\nBody', 'y.md')).toThrow(
      /y\.md: "tags"/,
    )
    expect(() => compilePost(frontMatter, 'z.md')).toThrow('z.md: the post has no body')
  })

  it('reads a date quoted or not, and refuses one that is not a day of the calendar', () => {
    const dated = (date: string) =>
      `${frontMatter.replace('---\n', `---\npublishedAt: ${date}\n`)}\nBody`
    expect(compilePost(dated('2025-01-08'), 'x.md').publishedAt).toBe('2025-01-08')
    expect(compilePost(dated("'2024-02-29'"), 'x.md').publishedAt).toBe('2024-02-29')
    for (const date of ['2025-13-45', "'2025-13-45'", '"2025-02-30"', '2025-1-8']) {
      expect(() => compilePost(dated(date), 'locales/en/blog/sample-post.md'), date).toThrow(
        /^locales\/en\/blog\/sample-post\.md: "publishedAt": write a day of the calendar as YYYY-MM-DD$/,
      )
    }
  })

  it('fails on markup in the words a page shows as text, naming the file and field', () => {
    const titled = frontMatter.replace('title: A sample post', 'title: "<script>alert(1)</script>"')
    expect(() => compilePost(`${titled}\nBody`, 'locales/es/blog/sample-post.md')).toThrow(
      /^locales\/es\/blog\/sample-post\.md: "title": holds markup/,
    )
    const tagged = frontMatter.replace('[SEO, AI]', '[SEO, "<b>AI</b>"]')
    expect(() => compilePost(`${tagged}\nBody`, 'x.md')).toThrow(/"tags\.1": holds markup/)
  })

  it('fails on front matter that is not YAML, naming the file and the line', () => {
    const broken = frontMatter.replace('tags: [SEO, AI]', 'tags: [SEO, AI')
    expect(() => compilePost(`${broken}\nBody`, 'locales/pt/blog/sample-post.md')).toThrow(
      /^locales\/pt\/blog\/sample-post\.md:\d+: the front matter is not valid YAML: /,
    )
    const badIndent = frontMatter.replace('excerpt:', '  excerpt:')
    // YAML places this fault at the mapping the indented key breaks into: `title`, on line 3.
    expect(() => compilePost(`${badIndent}\nBody`, 'y.md')).toThrow(/^y\.md:3: /)
  })

  it('reads front matter as YAML only: a ---js or ---json post fails, naming the file, and runs nothing', () => {
    const ran = vi.fn()
    vi.stubGlobal('frontMatterRan', ran)
    const js = `---js\n{ slug: (globalThis.frontMatterRan(), 'sample-post'), title: 'x' }\n---\nBody`
    expect(() => compilePost(js, 'locales/en/blog/sample-post.md')).toThrow(
      /^locales\/en\/blog\/sample-post\.md: front matter is YAML only.*"---js"/,
    )
    expect(ran).not.toHaveBeenCalled()
    const json = `---json\n{"slug": "sample-post"}\n---\nBody`
    expect(() => compilePost(json, 'x.md')).toThrow(/^x\.md: front matter is YAML only.*"---json"/)
    expect(() => compilePost('Body without front matter', 'y.md')).toThrow(
      /^y\.md: a post starts with its front matter/,
    )
  })

  it('refuses a YAML alias bomb, naming the file', () => {
    const levels = ['a: &a ["x", "x", "x", "x", "x", "x", "x", "x", "x"]']
    for (const [index, name] of ['b', 'c', 'd', 'e', 'f', 'g', 'h'].entries()) {
      const previous = levels[index]?.[0] ?? 'a'
      levels.push(`${name}: &${name} [${Array(9).fill(`*${previous}`).join(', ')}]`)
    }
    const bomb = `---\n${levels.join('\n')}\n---\nBody`
    expect(() => compilePost(bomb, 'locales/es/blog/bomb.md')).toThrow(
      /^locales\/es\/blog\/bomb\.md: the front matter is not valid YAML: /,
    )
  })

  it('refuses a post too large or nested too deeply, naming the file, before parsing it', () => {
    const huge = `${frontMatter}\n${'word '.repeat(2_000_000)}\n`
    expect(() => compilePost(huge, 'locales/en/blog/huge.md')).toThrow(
      /^locales\/en\/blog\/huge\.md: 9766 KB, over the 256 KB a post may be$/,
    )
    const deep = Array.from({ length: 200 }, (_, level) => `${'  '.repeat(level)}- item`)
    expect(() => compilePost(`${frontMatter}\n${deep.join('\n')}\n`, 'deep.md')).toThrow(
      /^deep\.md: lists or quotes nest 200 levels deep; a post may nest 8$/,
    )
  })

  it('counts nesting by list items and quotes, not by code', () => {
    expect(nestingOf('- a\n  - b\n    - c')).toBe(3)
    expect(nestingOf('> > quoted\n> - in a quote')).toBe(2)
    expect(nestingOf('```\n                - not a list\n```\n        indented code')).toBe(0)
  })

  it('strips scripts, event handlers and javascript: URLs a Markdown file might contain', () => {
    const { html } = compilePost(
      `${frontMatter}
Hello <script>alert(1)</script>

<img src="x" onerror="alert(2)">

<p onclick="alert(3)">Click</p>

[bad](javascript:alert(4)) <a href="JaVaScRiPt:alert(5)">worse</a>

<iframe src="https://evil.example"></iframe><style>body{}</style>
`,
      'x.md',
    )
    expect(html).not.toMatch(/<script|<iframe|<style|<img/i)
    expect(html).not.toMatch(/\son\w+=/i)
    expect(html).not.toMatch(/javascript:/i)
    expect(html).toContain('<p>Click</p>')
  })

  // Browsers decode references before reading a URL's scheme; sanitize-html before 2.17.2 left these zero-padded forms undecoded.
  it.each([
    '&#106;avascript:',
    '&#x6A;avascript:',
    'javascript&colon;',
    'java&#x09;script:',
    '&#0000000106;avascript:',
    '&#0000000106avascript:',
    'java&#00000000009script:',
    'javascript&#000000000058',
  ])('drops a link whose address is an entity-encoded javascript: URL (%s)', (scheme) => {
    const { html } = compilePost(
      `${frontMatter}\nRead <a href="${scheme}alert(1)">this</a>.\n`,
      'x.md',
    )
    expect(html).toBe('<p>Read <a>this</a>.</p>\n')
  })
})
