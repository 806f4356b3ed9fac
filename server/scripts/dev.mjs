// npm run dev: the API with reload on change (port 3000), and the Vite dev servers of the public
// site (5173) and the admin (5174), which forward /backend and /uploads to the API.
import { spawn } from 'node:child_process';

const run = (name, cmd, args, env = {}) => {
  const child = spawn(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  child.on('exit', (code) => {
    console.log(`${name} exited (${code}); stopping dev`);
    process.exit(code ?? 0);
  });
  return child;
};

const children = [
  run('api', 'npx', ['tsx', 'watch', '--tsconfig', 'server/tsconfig.json', 'server/src/index.ts'], {
    NODE_ENV: 'development',
  }),
  run('site', 'npx', ['react-router', 'dev', 'site', '--port', '5173']),
  run('admin', 'npx', ['vite', '--config', 'apps/admin/vite.config.ts', '--port', '5174']),
];
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => children.forEach((c) => c.kill(signal)));
