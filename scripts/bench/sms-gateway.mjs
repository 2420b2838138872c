// The SMS gateway of the SMS benchmark, in its own process (its CPU is not the sender's): MessageBird's classic
// `POST /messages` shape as cms/tests/helpers/sms-gateway.ts speaks it (201 with an id, de-duplicated by
// `reference`), keeping each new message's arrival time; answers `{ count, unique, doubles, calls, times }` to the
// parent's 'report'.
import crypto from 'node:crypto';
import http from 'node:http';

const KEY = process.env.BENCH_SMS_KEY || 'bench_key';
let times = [];
let calls = 0;
const byReference = new Map();
const server = http.createServer((req, res) => {
  let raw = '';
  req.on('data', (chunk) => (raw += chunk));
  req.on('end', () => {
    const at = Date.now();
    calls += 1;
    const answer = (status, body) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.method !== 'POST' || req.url !== '/messages') return answer(404, { errors: [{ code: 20 }] });
    if (req.headers.authorization !== `AccessKey ${KEY}`) return answer(401, { errors: [{ code: 2 }] });
    let body;
    try {
      body = JSON.parse(raw);
    } catch {
      return answer(400, { errors: [{ code: 21 }] });
    }
    let message = byReference.get(body.reference);
    if (message) message.repeats += 1;
    else {
      message = { id: crypto.randomBytes(16).toString('hex'), repeats: 0 };
      byReference.set(body.reference, message);
      times.push(at);
    }
    answer(201, { id: message.id, reference: body.reference });
  });
});
server.keepAliveTimeout = 30_000;
server.listen(0, '127.0.0.1', () => process.send({ port: server.address().port, key: KEY }));
process.on('message', (message) => {
  if (message === 'report') {
    const doubles = [...byReference.values()].filter((m) => m.repeats > 0).length;
    process.send({ count: times.length, unique: byReference.size, doubles, calls, times });
  }
  if (message === 'reset') {
    times = [];
    calls = 0;
    byReference.clear();
    process.send({ reset: true });
  }
  if (message === 'stop') server.close(() => process.exit(0));
});
