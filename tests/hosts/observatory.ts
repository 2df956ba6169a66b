import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import net from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import tls from 'node:tls'
import { pathToFileURL } from 'node:url'

/** MDN's HTTP Observatory's retriever, tests and grader, run offline against a local runtime: why not its `scan()`, in docs/decisions.md. */

const packageRoot = resolve(
  import.meta.dirname,
  '../../hosts/node_modules/@mdn/mdn-http-observatory',
)

interface ObservatoryTest {
  result: string | null
  pass: boolean | null
}

export interface ObservatoryGrade {
  path: string
  status: number
  score: number
  grade: string
  /** Every test whose result lowered the score, with its result name and modifier. */
  markedDown: string[]
  tests: Record<string, ObservatoryTest>
}

interface ObservatoryModules {
  retrieve: (
    hostname: string,
    options: { httpsPort: number; httpPort: number; path: string },
  ) => Promise<{ responses: { auto: { status: number } | null } }>
  ALL_TESTS: ((requests: unknown) => ObservatoryTest & { constructor: { name: string } })[]
  getScoreModifier: (result: string) => number
  getGradeForScore: (score: number) => { score: number; grade: string }
  MINIMUM_SCORE_FOR_EXTRA_CREDIT: number
}

let modules: Promise<ObservatoryModules> | undefined

function observatory(): Promise<ObservatoryModules> {
  // Read once at first import; the default 10 s per session is too little for a runtime compiling routes on 2 cores.
  process.env.ABORT_TIMEOUT ??= '90000'
  process.env.CLIENT_TIMEOUT ??= '90000'
  const load = (file: string) => import(pathToFileURL(join(packageRoot, file)).href)
  modules ??= Promise.all([
    load('src/retriever/retriever.js'),
    load('src/constants.js'),
    load('src/grader/grader.js'),
    load('src/grader/charts.js'),
  ]).then(([retriever, constants, grader, charts]) => ({
    retrieve: retriever.retrieve,
    ALL_TESTS: constants.ALL_TESTS,
    getScoreModifier: grader.getScoreModifier,
    getGradeForScore: grader.getGradeForScore,
    MINIMUM_SCORE_FOR_EXTRA_CREDIT: charts.MINIMUM_SCORE_FOR_EXTRA_CREDIT,
  }))
  return modules
}

/** A certificate for `localhost` that this process alone trusts, for as long as it runs. */
function trustThrowawayCertificate(): { key: string; cert: string } {
  const folder = mkdtempSync(join(tmpdir(), 'observatory-tls-'))
  const [key, cert] = [join(folder, 'key.pem'), join(folder, 'cert.pem')]
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes']
      .concat(['-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=localhost'])
      .concat(['-addext', 'subjectAltName=DNS:localhost']),
    { stdio: 'ignore' },
  )
  const pair = { key: readFileSync(key, 'utf8'), cert: readFileSync(cert, 'utf8') }
  tls.setDefaultCACertificates([...tls.getCACertificates('default'), pair.cert])
  return pair
}

let certificate: { key: string; cert: string } | undefined

function listen(server: net.Server): Promise<number> {
  return new Promise((done, fail) => {
    server.once('error', fail)
    server.listen(0, '127.0.0.1', () => done((server.address() as net.AddressInfo).port))
  })
}

/** HTTPS on 127.0.0.1 in front of a runtime's plain HTTP port; the bytes pass unchanged. */
export async function startTlsFront(
  runtimePort: number,
): Promise<{ httpsPort: number; closedHttpPort: number; close: () => void }> {
  certificate ??= trustThrowawayCertificate()
  const front = tls.createServer(certificate, (secure) => {
    const runtime = net.connect(runtimePort, '127.0.0.1')
    secure.pipe(runtime).pipe(secure)
    const end = () => {
      secure.destroy()
      runtime.destroy()
    }
    secure.on('error', end)
    runtime.on('error', end)
  })
  const httpsPort = await listen(front)
  // A port nothing listens on: where the scanner looks for plain HTTP.
  const probe = net.createServer()
  const closedHttpPort = await listen(probe)
  probe.close()
  return { httpsPort, closedHttpPort, close: () => front.close() }
}

/** The Observatory's grade for one path, as `scan()` would compute it. */
export async function gradePath(
  front: { httpsPort: number; closedHttpPort: number },
  path: string,
): Promise<ObservatoryGrade> {
  const o = await observatory()
  const requests = await o.retrieve('localhost', {
    httpsPort: front.httpsPort,
    httpPort: front.closedHttpPort,
    path,
  })
  if (!requests.responses.auto) throw new Error(`The Observatory could not fetch ${path}`)
  let withExtraCredit = 100
  let uncurved = 100
  const markedDown: string[] = []
  const tests: Record<string, ObservatoryTest> = {}
  for (const test of o.ALL_TESTS) {
    const output = test(requests)
    tests[output.constructor.name] = { result: output.result, pass: output.pass }
    if (!output.result) continue
    const modifier = o.getScoreModifier(output.result)
    withExtraCredit += modifier
    if (modifier < 0) {
      uncurved += modifier
      markedDown.push(`${output.result} (${modifier})`)
    }
  }
  const { score, grade } = o.getGradeForScore(
    uncurved >= o.MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : uncurved,
  )
  return { path, status: requests.responses.auto.status, score, grade, markedDown, tests }
}
