import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT } from '../support/server';

/** The deployment's nginx site, included unchanged. */
export const SITE_CONFIG = path.join(ROOT, 'deploy/nginx/lamsat.conf');
export const HOSTNAME = 'lamsat.test';

export interface RunningNginx {
  /** The test CA's certificate (PEM), for the clients to trust. */
  ca: string;
  version: string;
  stop(): Promise<void>;
}

const openssl = (args: string[], cwd: string) => execFileSync('openssl', args, { cwd, stdio: 'pipe' });

/** A throwaway CA and a certificate for HOSTNAME signed by it, as certbot's two files would be. */
function makeCertificates(dir: string): void {
  const ec = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];
  openssl(
    ['req', '-x509', ...ec, '-keyout', 'ca.key', '-out', 'ca.pem', '-days', '2', '-subj', '/CN=Lamsat test CA'],
    dir,
  );
  openssl(['req', ...ec, '-keyout', 'privkey.pem', '-out', 'server.csr', '-subj', `/CN=${HOSTNAME}`], dir);
  writeFileSync(path.join(dir, 'san.ext'), `subjectAltName=DNS:${HOSTNAME}\n`);
  openssl(
    ['x509', '-req', '-in', 'server.csr', '-CA', 'ca.pem', '-CAkey', 'ca.key', '-CAcreateserial'].concat([
      '-out',
      'fullchain.pem',
      '-days',
      '2',
      '-extfile',
      'san.ext',
    ]),
    dir,
  );
}

/** What `nginx -v` or `nginx -V` prints (on stderr). */
const nginxSays = (flag: '-v' | '-V') => spawnSync('nginx', [flag], { encoding: 'utf8' }).stderr.trim();

/** The folder of the package's nginx.conf (for mime.types), from what the binary was built with. */
function packageConfDir(): string {
  return path.dirname(/--conf-path=(\S+)/.exec(nginxSays('-V'))?.[1] ?? '/etc/nginx/nginx.conf');
}

/**
 * The main configuration of the test: Debian's http { } settings, every path of nginx's own in the
 * temp folder, and the deployment's site file included as it is. Its relative include
 * (lamsat/install.conf) is read from this folder, the "conf prefix" of `-c`.
 */
function mainConfig(dir: string): string {
  const confDir = packageConfDir();
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((name) => `    ${name}_temp_path ${path.join(dir, 'temp', name)};`)
    .join('\n');
  return `# Written by tests/production for one run.
user www-data;
worker_processes auto;
daemon off;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} info;
events {
    worker_connections 768;
}
http {
    sendfile on;
    tcp_nopush on;
    types_hash_max_size 2048;
    include ${path.join(confDir, 'mime.types')};
    default_type application/octet-stream;
    ssl_protocols TLSv1.2 TLSv1.3;
    ssl_prefer_server_ciphers on;
    access_log ${path.join(dir, 'access.log')};
    gzip on;
${temp}
    include ${SITE_CONFIG};
}
`;
}

/** What an installation writes into lamsat/install.conf (docs/production.md), for this machine. */
function installConfig(dir: string): string {
  return `server_name ${HOSTNAME};
root ${path.join(ROOT, 'dist/site/client')};
ssl_certificate     ${path.join(dir, 'tls/fullchain.pem')};
ssl_certificate_key ${path.join(dir, 'tls/privkey.pem')};
`;
}

function portAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Debian's nginx (`nginx -p <tmp> -c <tmp>/nginx.conf`, in the foreground) with the deployment's
 * site file, listening where that file says (80 and 443: the test must run as root).
 */
export async function startNginx(): Promise<RunningNginx> {
  if (spawnSync('nginx', ['-v']).error) throw new Error('nginx is not installed (apt-get install nginx)');
  if (process.getuid?.() !== 0)
    throw new Error('nginx must listen on ports 80 and 443 as lamsat.conf says: run as root');
  for (const port of [80, 443]) {
    if (await portAnswers(port)) throw new Error(`port ${port} is in use: stop what listens there first`);
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'mhs-nginx-'));
  // nginx's workers run as www-data, as on a server: they must reach the temp folders.
  chmodSync(dir, 0o755);
  mkdirSync(path.join(dir, 'tls'));
  mkdirSync(path.join(dir, 'lamsat'));
  mkdirSync(path.join(dir, 'temp'));
  makeCertificates(path.join(dir, 'tls'));
  writeFileSync(path.join(dir, 'lamsat/install.conf'), installConfig(dir));
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(conf, mainConfig(dir));
  const args = ['-p', `${dir}/`, '-c', conf];
  const version = nginxSays('-v');
  const errorLog = () => {
    try {
      return readFileSync(path.join(dir, 'error.log'), 'utf8').slice(-4_000);
    } catch {
      return '';
    }
  };
  const removeDir = () => rmSync(dir, { recursive: true, force: true });
  try {
    execFileSync('nginx', ['-t', '-q', ...args], { stdio: 'pipe' });
  } catch (err) {
    removeDir();
    const said = (err as { stderr?: Buffer }).stderr?.toString();
    throw new Error(`nginx -t refused the configuration:\n${said}`, { cause: err });
  }

  const child = spawn('nginx', args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  // If the test process dies without its afterAll, nginx must not keep ports 80 and 443.
  const killOnExit = () => child.kill('SIGTERM');
  process.once('exit', killOnExit);
  const stop = async () => {
    process.off('exit', killOnExit);
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM'); // nginx's fast shutdown: the master stops its workers and exits
      await exited;
    }
    removeDir();
  };

  const deadline = Date.now() + 10_000;
  while (!(await portAnswers(443))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      const said = `${stderr}\n${errorLog()}`;
      await stop();
      throw new Error(`nginx did not start:\n${said}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return { ca: readFileSync(path.join(dir, 'tls/ca.pem'), 'utf8'), version, stop };
}
