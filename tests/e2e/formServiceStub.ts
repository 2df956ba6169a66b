import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { Socket } from 'node:net'

export type StubAnswer =
  | 'accept' // 200 {"success": true}
  | 'refuse' // 200 {"success": false}, as for a wrong access key
  | 'badRequest' // 400, as for a field the service will not take
  | 'serverError' // 500
  | 'rateLimit' // 429, as after too many submissions from one address
  | 'notJson' // 200 with an HTML body, as a proxy's error page
  | 'hold' // no answer until release() is called
  | 'hang' // no answer at all

interface ReceivedEnquiry {
  method: string
  headers: IncomingHttpHeaders
  body: unknown
}

// Speaks the form service's contract (Web3Forms) on 127.0.0.1; tests route the page's POST here.
export async function startFormServiceStub() {
  const received: ReceivedEnquiry[] = []
  const sockets = new Set<Socket>()
  let answer: StubAnswer = 'accept'
  let releaseHeld: () => void = () => {}
  let held = new Promise<void>((resolve) => (releaseHeld = resolve))

  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8')
      received.push({ method: req.method ?? '', headers: req.headers, body: JSON.parse(text) })
      const json = (status: number, body: object) => {
        res.writeHead(status, { 'Content-Type': 'application/json' })
        res.end(JSON.stringify(body))
      }
      switch (answer) {
        case 'accept':
          return json(200, { success: true, message: 'Email sent successfully!' })
        case 'refuse':
          return json(200, { success: false, message: 'Invalid access key' })
        case 'badRequest':
          return json(400, { success: false, message: 'Invalid email address' })
        case 'serverError':
          return json(500, { success: false, message: 'Internal server error' })
        case 'rateLimit':
          return json(429, { success: false, message: 'Too many requests' })
        case 'notJson':
          res.writeHead(200, { 'Content-Type': 'text/html' })
          return res.end('<html><body>502 Bad Gateway</body></html>')
        case 'hold':
          return void held.then(() =>
            json(200, { success: true, message: 'Email sent successfully!' }),
          )
        case 'hang':
          return
      }
    })
  })
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('No port for the stub')

  return {
    url: `http://127.0.0.1:${address.port}/submit`,
    received,
    answerWith(next: StubAnswer) {
      answer = next
      held = new Promise<void>((resolve) => (releaseHeld = resolve))
    },
    release: () => releaseHeld(),
    async close() {
      for (const socket of sockets) socket.destroy()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

export type FormServiceStub = Awaited<ReturnType<typeof startFormServiceStub>>
