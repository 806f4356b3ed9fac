// The reference of the throughput ratios: a bare node:http server that answers every request with
// one file read into memory once, with the given headers. Usage:
//   node tests/bench/bare-server.mjs <file> '<headers as JSON>'
// Prints "listening on http://127.0.0.1:PORT".
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [file, headersJson = '{}'] = process.argv.slice(2);
const body = readFileSync(file);
const headers = { ...JSON.parse(headersJson), 'content-length': String(body.length) };
const server = createServer((req, res) => {
  res.writeHead(200, headers);
  res.end(body);
});
server.keepAliveTimeout = 5_000;
server.listen(0, '127.0.0.1', () => {
  console.log(`listening on http://127.0.0.1:${server.address().port}`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
