// The attacker of the sign-in flood scenario (sign-in-flood.ts), in a process of its own so that
// its work does not slow the visitor's measurements: `node sign-in-flood-client.mjs URL CONNECTIONS SECONDS`.
// Each connection is one address of a botnet (X-Forwarded-For, documentation ranges) trying made-up
// accounts one after the other. Prints autocannon's counts as one JSON line.
import autocannon from 'autocannon';

const [url, connections, seconds] = process.argv.slice(2);
let connection = 0;
const result = await autocannon({
  url: new URL('/backend/admin/login.php', url).href,
  method: 'POST',
  connections: Number(connections),
  duration: Number(seconds),
  headers: { 'content-type': 'application/json', 'accept-language': 'ar' },
  setupClient(client) {
    const n = connection++;
    client.setHeaders({
      'content-type': 'application/json',
      'accept-language': 'ar',
      'x-forwarded-for': `${n < 250 ? '198.51.100' : '203.0.113'}.${(n % 250) + 1}`,
    });
    client.setBody(JSON.stringify({ email: `guess${n}@example.com`, password: `made-up password ${n}` }));
  },
});
const byStatus = Object.fromEntries(Object.entries(result.statusCodeStats).map(([status, s]) => [status, s.count]));
console.log(
  JSON.stringify({
    requests: result.requests.total,
    errors: result.errors,
    timeouts: result.timeouts,
    byStatus,
    latency: result.latency,
  }),
);
