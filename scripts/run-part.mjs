// One part of a test run: a command whose output is streamed line by line behind the part's name.
import { spawn } from 'node:child_process';

/** Runs a command with its output streamed line by line behind the part's name; resolves with its exit status. */
export function run(part) {
  const [command, args] = part.cmd;
  const prefix = `[${part.name}] `;
  console.log(`▶ ${part.name}: ${command} ${args.join(' ')}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      env: { ...process.env, ...part.env },
      stdio: ['ignore', 'pipe', 'pipe'],
      shell: process.platform === 'win32',
    });
    for (const stream of [child.stdout, child.stderr]) {
      let rest = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) console.log(prefix + line);
      });
      stream.on('end', () => rest && console.log(prefix + rest));
    }
    child.on('error', (error) => {
      console.error(`${prefix}${error.message}`);
      resolve(1);
    });
    child.on('close', (code) => resolve(code ?? 1));
  });
}
