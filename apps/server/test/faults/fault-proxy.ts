import { createServer, request as httpRequest } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { connect } from 'node:net';
import type { Socket } from 'node:net';
import { REALTIME_PATH } from '@sportsbook/contract';

/**
 * A small load balancer for the role-split fault test: HTTP round-robin over the api processes,
 * `/realtime` (polling and WebSocket upgrades) to the realtime process. Like a real one it tries
 * the next api process when one refuses the connection (nothing was sent, so nothing can have
 * happened); a connection that breaks mid-request is a 502, which a client retries with its
 * Idempotency-Key.
 */
export interface FaultProxy {
  base: string;
  close(): Promise<void>;
}

export async function startProxy(options: {
  port: number;
  api: number[];
  realtime: number;
}): Promise<FaultProxy> {
  let next = 0;
  const sockets = new Set<Socket>();

  const forward = (
    incoming: IncomingMessage,
    response: ServerResponse,
    body: Buffer,
    targets: number[],
  ) => {
    const [port, ...rest] = targets;
    if (port === undefined) {
      response.writeHead(502).end();
      return;
    }
    const outgoing = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, 'x-forwarded-for': '127.0.0.1' },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
        answer.on('error', () => response.destroy());
      },
    );
    outgoing.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNREFUSED' && !response.headersSent) {
        forward(incoming, response, body, rest);
      } else if (!response.headersSent) {
        response.writeHead(502).end();
      } else {
        response.destroy();
      }
    });
    outgoing.end(body);
  };

  const server: Server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const body = Buffer.concat(chunks);
      if (incoming.url?.startsWith(REALTIME_PATH)) {
        forward(incoming, response, body, [options.realtime]);
        return;
      }
      const first = next++ % options.api.length;
      const order = [...options.api.slice(first), ...options.api.slice(0, first)];
      forward(incoming, response, body, order);
    });
  });

  server.on('upgrade', (incoming: IncomingMessage, client: Socket, head: Buffer) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    const upstream = connect({ host: '127.0.0.1', port: options.realtime });
    sockets.add(upstream);
    upstream.on('close', () => sockets.delete(upstream));
    upstream.on('connect', () => {
      const lines = [`${incoming.method} ${incoming.url} HTTP/1.1`];
      for (let i = 0; i < incoming.rawHeaders.length; i += 2) {
        lines.push(`${incoming.rawHeaders[i]}: ${incoming.rawHeaders[i + 1]}`);
      }
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length > 0) upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
  });

  await new Promise<void>((resolve) => server.listen(options.port, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${options.port}`,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
