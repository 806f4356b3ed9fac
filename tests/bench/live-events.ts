import { EventStreamReader } from '../../server/test/event-stream';
import { rssMb } from './bench-lib';

const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.ceil(0.95 * xs.length) - 1]!;

/**
 * Milliseconds from the public form's 201 to the contact.created event at a client listening on
 * `listenUrl` (the same server, or another instance), for `count` messages sent one after another.
 */
export async function eventLatencies(
  postUrl: string,
  listenUrl: string,
  cookie: string,
  count = 60,
): Promise<number[]> {
  const stream = await EventStreamReader.open(`${listenUrl}/backend/admin/events.php`, { cookie });
  if (stream.status !== 200) throw new Error(`live stream: ${stream.status}`);
  const times: number[] = [];
  try {
    for (let i = 0; i < count; i++) {
      const res = await fetch(`${postUrl}/backend/contact_submit.php`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: `مقياس ${i}`,
          phone: '0551234567',
          service: '',
          message: '',
          email: '',
          preferredTime: '',
          urgency: 'normal',
        }),
      });
      const acknowledged = performance.now();
      const { id } = (await res.json()) as { id: number };
      await stream.until(() => stream.ofType('contact.created').some((e) => e.id === id), 5_000);
      if (i >= 5) times.push(performance.now() - acknowledged);
    }
  } finally {
    stream.close();
  }
  return times;
}

/** Server memory before and with `count` live streams open at once (all signed in as one person). */
export async function memoryWithStreams(url: string, cookie: string, pid: number | undefined, count = 500) {
  const before = await rssMb(pid);
  const streams = await Promise.all(
    Array.from({ length: count }, () => EventStreamReader.open(`${url}/backend/admin/events.php`, { cookie })),
  );
  const open = streams.filter((s) => s.status === 200).length;
  await new Promise((r) => setTimeout(r, 500));
  const after = await rssMb(pid);
  streams.forEach((s) => s.close());
  return { open, before, after };
}

export { p95 };
