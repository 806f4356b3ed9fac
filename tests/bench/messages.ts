import { median, rssMb, sequentialLatencies } from './bench-lib';

const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.ceil(0.95 * xs.length) - 1]!;

export interface MessagesMeasures {
  searchP50: number;
  searchP95: number;
  statusP95: number;
  exportSeconds: number;
  exportRows: number;
  exportRssGrowthMb: number;
}

/**
 * The messages screen's budgets on a table of 50,000 messages: a searched list page, a status change and
 * the export of every row (timed to its last byte, with the server's memory sampled meanwhile).
 */
export async function messagesMeasures(
  url: string,
  cookie: string,
  pid: number | undefined,
): Promise<MessagesMeasures> {
  const searchUrl = `${url}/backend/admin/contacts.php?q=${encodeURIComponent('عميل 4242')}&page=1`;
  await sequentialLatencies(searchUrl, 10, { cookie });
  const search = await sequentialLatencies(searchUrl, 200, { cookie });

  const list = (await (await fetch(`${url}/backend/admin/contacts.php?limit=1`, { headers: { cookie } })).json()) as {
    items: { id: number }[];
  };
  const id = list.items[0]!.id;
  const statuses = ['contacted', 'scheduled', 'done', 'new'];
  const status: number[] = [];
  for (let i = 0; i < 220; i++) {
    const started = performance.now();
    const res = await fetch(`${url}/backend/admin/contact-status.php?id=${id}`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ status: statuses[i % statuses.length] }),
    });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`status change: ${res.status}`);
    if (i >= 20) status.push(performance.now() - started);
  }

  const before = await rssMb(pid);
  let peak = before;
  const sampler = setInterval(() => {
    void rssMb(pid).then((mb) => {
      peak = Math.max(peak, mb);
    });
  }, 25);
  const started = performance.now();
  const res = await fetch(`${url}/backend/admin/contacts-export.php`, { headers: { cookie } });
  const text = await res.text();
  const exportSeconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, await rssMb(pid));
  return {
    searchP50: median(search),
    searchP95: p95(search),
    statusP95: p95(status),
    exportSeconds,
    exportRows: text.split('\r\n').filter(Boolean).length - 1,
    exportRssGrowthMb: peak - before,
  };
}
