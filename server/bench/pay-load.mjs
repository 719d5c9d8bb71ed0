// Load generator for bench:pay, in its own process so it does not share the server's event loop: sends the
// prepared requests in order (one per request, cycling) and prints autocannon's result as JSON.
import fs from 'node:fs'
import autocannon from 'autocannon'

const [file, connections, duration] = process.argv.slice(2)
const { base, requests } = JSON.parse(fs.readFileSync(file, 'utf8'))
let next = 0
// An API answer can be HTTP 200 and still a refusal (the envelope's code says so). A notify's ack is 204, or 4xx/5xx.
let refused = 0
const refusal = (path, body) => {
  if (!path.startsWith('/app/')) return false
  try {
    return JSON.parse(body).code !== 200
  } catch {
    return true
  }
}
const load = (seconds) =>
  autocannon({
    url: base,
    connections: Number(connections),
    duration: seconds,
    requests: [
      {
        setupRequest: (req, context) => {
          const r = requests[next++ % requests.length]
          context.path = r.path
          return { ...req, method: r.method, path: r.path, headers: r.headers, body: r.body }
        },
        onResponse: (status, body, context) => {
          if (status === 200 && refusal(context.path ?? '', body)) refused++
        },
      },
    ],
  })
// Warm-up (JIT, SQLite page cache), as bench:api does: not measured. It takes requests from the same list, so
// every measured one is still a new order or a first notify.
await load(2)
refused = 0
const result = await load(Number(duration))
process.stdout.write(
  JSON.stringify({
    average: result.requests.average,
    total: result.requests.total,
    latency: result.latency,
    failures: result.errors + result.timeouts + result.non2xx + refused,
  }),
)
