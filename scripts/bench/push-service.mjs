// The push service of the push benchmark, in its own process (its CPU is not the sender's): what FCM or Mozilla's
// autopush is to a browser, as cms/tests/helpers/push-service.ts speaks it. It makes the made-up browsers (a P-256
// key pair and an auth secret each, endpoint /push/<n>), answers every message 201, keeps each one's arrival time,
// and decrypts one message in 25 (RFC 8291 aes128gcm) to check that what arrives is the campaign's. Answers
// `{ count, unique, doubles, decrypted, undecryptable, vapidMissing, times, sample }` to the parent's 'report'.
import crypto from 'node:crypto';
import http from 'node:http';

const browsers = new Map();
let times = [];
let seen = new Map();
let decrypted = 0;
let undecryptable = 0;
let vapidMissing = 0;
let sample = null;

const hmac = (key, data) => crypto.createHmac('sha256', key).update(data).digest();
function decrypt(body, browser) {
  const salt = body.subarray(0, 16);
  const idlen = body[20];
  const serverKey = body.subarray(21, 21 + idlen);
  const cipher = body.subarray(21 + idlen);
  const shared = browser.ecdh.computeSecret(serverKey);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    browser.ecdh.getPublicKey(),
    serverKey,
    Buffer.from([1]),
  ]);
  const ikm = hmac(hmac(browser.auth, shared), keyInfo);
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const decipher = crypto.createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(cipher.subarray(cipher.length - 16));
  const padded = Buffer.concat([decipher.update(cipher.subarray(0, cipher.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  return JSON.parse(padded.subarray(0, end).toString('utf8'));
}

const server = http.createServer((req, res) => {
  const chunks = [];
  req.on('data', (chunk) => chunks.push(chunk));
  req.on('end', () => {
    const at = Date.now();
    const name = String(req.url).replace(/^\/push\//, '');
    if (!/^vapid t=/.test(String(req.headers.authorization ?? ''))) vapidMissing += 1;
    const repeats = seen.get(name) ?? 0;
    seen.set(name, repeats + 1);
    if (!repeats) times.push(at);
    if (times.length % 25 === 1 && browsers.has(name)) {
      try {
        sample = decrypt(Buffer.concat(chunks), browsers.get(name));
        decrypted += 1;
      } catch {
        undecryptable += 1;
      }
    }
    res.statusCode = 201;
    res.end();
  });
});
server.listen(0, '127.0.0.1', () => process.send({ port: server.address().port }));
process.on('message', (message) => {
  if (message?.browsers) {
    const origin = `http://127.0.0.1:${server.address().port}`;
    const made = [];
    for (let i = 0; i < message.browsers; i++) {
      const name = `${message.prefix}${i}`;
      const ecdh = crypto.createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = crypto.randomBytes(16);
      browsers.set(name, { ecdh, auth });
      made.push({
        endpoint: `${origin}/push/${name}`,
        p256dh: ecdh.getPublicKey().toString('base64url'),
        auth: auth.toString('base64url'),
      });
    }
    process.send({ made });
  }
  if (message === 'report') {
    const doubles = [...seen.values()].filter((n) => n > 1).length;
    process.send({
      count: times.length,
      unique: seen.size,
      doubles,
      decrypted,
      undecryptable,
      vapidMissing,
      times,
      sample,
    });
  }
  if (message === 'reset') {
    times = [];
    seen = new Map();
    decrypted = undecryptable = vapidMissing = 0;
    sample = null;
    process.send({ reset: true });
  }
  if (message === 'stop') server.close(() => process.exit(0));
});
