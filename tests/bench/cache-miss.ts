import { Agent, request } from 'node:http';

export interface MissTimes {
  /** GET / (brotli) right after a change: the response cache was just dropped. */
  page: number[];
  /** GET /backend/portfolio.php?lang=ar right after a change: its list cache was just dropped too. */
  list: number[];
}

/**
 * What a visitor waits for right after staff change the portfolio: each round saves one portfolio
 * item through the admin call (which drops the server's list cache and its whole-response cache),
 * then times the first GET of the portfolio list and of the home page, one after the other on one
 * keep-alive connection. Every timed answer is a miss: nothing has asked for it since the change.
 */
export async function cacheMissTimes(
  url: string,
  change: (round: number) => Promise<void>,
  rounds: number,
): Promise<MissTimes> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const times: MissTimes = { page: [], list: [] };
  try {
    for (let round = 0; round < rounds; round++) {
      await change(round);
      times.list.push(await timedGet(agent, `${url}/backend/portfolio.php?lang=ar`, {}));
      times.page.push(await timedGet(agent, `${url}/`, { 'accept-encoding': 'br' }));
    }
  } finally {
    agent.destroy();
  }
  return times;
}

function timedGet(agent: Agent, url: string, headers: Record<string, string>): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(url, { agent, headers }, (res) => {
      res.resume();
      res.on('end', () =>
        res.statusCode === 200 ? resolve(performance.now() - started) : reject(new Error(`${url}: ${res.statusCode}`)),
      );
    });
    req.on('error', reject);
    req.end();
  });
}
