import { parentPort, workerData } from 'node:worker_threads';
import WebSocket from 'ws';

/**
 * Benchmark clients (bench/src/realtime.ts), in a worker thread so that the client side does not
 * share an event loop with the server under test. Thousands of full socket.io-client instances
 * would each JSON-parse every payload and measure the harness, not the server; these speak the
 * Socket.IO v5 wire protocol over a plain WebSocket (open, connect with auth, subscribe with ack,
 * pong) and only read `sent_at` and the update count from each publication frame. The same
 * clients measure the gateway and the anchor.
 */
const { realUrl, bareUrl, token, count, channel, path } = workerData;
const now = () => performance.timeOrigin + performance.now();

let latencies = [];
let updates = 0;
let recording = false;

function onFrame(text) {
  // `42["publication",{…"message":{"match_id":1,"markets":[…],"sent_at":123.4}}]`
  if (!recording || !text.startsWith('42')) return;
  const at = text.lastIndexOf('"sent_at":');
  if (at < 0) return;
  latencies.push(now() - Number.parseFloat(text.slice(at + 10)));
  updates += text.split('"market_id":').length - 1;
}

function connect(url, auth, subscribe) {
  const ws = new WebSocket(`${url.replace('http', 'ws')}${path}/?EIO=4&transport=websocket`, {
    perMessageDeflate: false,
  });
  return new Promise((resolve, reject) => {
    ws.on('error', reject);
    ws.on('message', (data) => {
      const text = data.toString();
      if (text === '2') return ws.send('3');
      if (text.startsWith('0{')) return ws.send(`40${JSON.stringify(auth)}`);
      if (text.startsWith('40')) {
        if (!subscribe) return resolve(ws);
        return ws.send(`420${JSON.stringify(['subscribe', { channel }])}`);
      }
      if (text.startsWith('430')) return resolve(ws);
      if (text.startsWith('44')) return reject(new Error(`connect refused: ${text}`));
      onFrame(text);
    });
  });
}

async function connectAll(url, auth, subscribe) {
  const sockets = [];
  for (let i = 0; i < count; i++) {
    sockets.push(connect(url, auth, subscribe));
    // Pace the handshakes a little: thousands at once only measure the accept queue.
    if (i % 100 === 99) await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return Promise.all(sockets);
}

const real = await connectAll(realUrl, { token }, true);
const bare = await connectAll(bareUrl, {}, false);
parentPort.postMessage({ type: 'ready' });

parentPort.on('message', (command) => {
  if (command.type === 'record') {
    latencies = [];
    updates = 0;
    recording = true;
  } else if (command.type === 'report') {
    recording = false;
    parentPort.postMessage({ type: 'report', latencies, updates });
  } else if (command.type === 'close') {
    for (const ws of [...real, ...bare]) ws.close();
    parentPort.close();
  }
});
