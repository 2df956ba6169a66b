import { expect, test } from '@playwright/test'

import { hashedScriptPath } from './hashedScript'
import { gradePath, type ObservatoryGrade, startTlsFront } from './observatory'
import { type HostName, hostPorts } from './runtimes'

/** Each kind of response graded A+ by MDN's HTTP Observatory, behind TLS; a lower grade names every result that cost points. */

test('the HTTP Observatory grades a page, the home page, an asset, the search page and a 404 A+', async ({
  request,
}, testInfo) => {
  const { project } = testInfo
  const asset = await hashedScriptPath(request)
  const paths = ['/', '/es/servicios/seo', asset, '/pt/busca', '/es/no-such-page']

  const front = await startTlsFront(hostPorts[project.name as HostName])
  const grades: ObservatoryGrade[] = []
  try {
    for (const path of paths) grades.push(await gradePath(front, path))
  } finally {
    front.close()
  }

  const table = grades.map((g) => `${g.grade}\t${g.score}\t${g.status}\t${g.path}`).join('\n')
  await testInfo.attach(`observatory-${project.name}.tsv`, {
    body: table,
    contentType: 'text/plain',
  })
  console.log(`${project.name}\n${table}`)
  for (const g of grades) {
    expect(g.status, `${g.path} answers as it should`).toBe(g.path.includes('no-such') ? 404 : 200)
    expect({ path: g.path, grade: g.grade, markedDown: g.markedDown }).toEqual({
      path: g.path,
      grade: 'A+',
      markedDown: [],
    })
    expect(g.score, `${g.path}: ${JSON.stringify(g.tests)}`).toBeGreaterThanOrEqual(100)
  }
})
