import { cannon } from './bench/bench-lib';
const body = JSON.stringify({ name: 'قياس الأداء', phone: '0551234567', service: 'تنظيف', message: 'bench' });
const o = { url: `http://127.0.0.1:3999/backend/contact_submit.php`, connections: 100, seconds: 5, method: 'POST' as const, headers: { 'content-type': 'application/json' }, body };
for (let i = 0; i < 3; i++) {
  const r = await cannon(o);
  console.log(`p50 ${r.p50} p99 ${r.p99} rps ${Math.round(r.rps)} non2xx ${r.non2xx} errors ${r.errors}`);
}
