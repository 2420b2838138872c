// The SMTP sink of the sending benchmark, in its own process (its CPU is not the sender's): counts messages
// per recipient and keeps their arrival times; answers `{ count, unique, times }` to the parent's 'report'.
import { createRequire } from 'node:module';
import path from 'node:path';
import { root } from '../lib/paths.mjs';

const { SMTPServer } = createRequire(path.join(root, 'cms', 'package.json'))('smtp-server');
let times = [];
const seen = new Map();
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    stream.on('data', () => undefined);
    stream.on('end', () => {
      const to = session.envelope.rcptTo[0]?.address.toLowerCase();
      seen.set(to, (seen.get(to) ?? 0) + 1);
      times.push(Date.now());
      callback();
    });
  },
});
server.on('error', () => undefined);
server.listen(0, '127.0.0.1', () => process.send({ port: server.server.address().port }));
process.on('message', (message) => {
  if (message === 'report') {
    const doubles = [...seen.values()].filter((n) => n > 1).length;
    process.send({ count: times.length, unique: seen.size, doubles, times });
  }
  if (message === 'reset') {
    times = [];
    seen.clear();
    process.send({ reset: true });
  }
  if (message === 'stop') server.close(() => process.exit(0));
});
