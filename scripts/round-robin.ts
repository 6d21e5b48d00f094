import { createServer, request, type Server } from 'node:http';

/**
 * A small reverse proxy that hands each request to the next of `targets` in turn, as a load
 * balancer in front of several instances would. It passes the Host on, so the apps see the address
 * the browser used, and appends the client's address to X-Forwarded-For.
 */
export function roundRobin(targets: readonly URL[]): Server {
  let next = 0;
  return createServer((incoming, outgoing) => {
    const target = targets[next++ % targets.length] as URL;
    const forwardedFor = [incoming.headers['x-forwarded-for'], incoming.socket.remoteAddress]
      .filter(Boolean)
      .join(', ');
    const upstream = request(
      {
        host: target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, 'x-forwarded-for': forwardedFor },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502, { 'content-type': 'text/plain' });
      outgoing.end('Bad gateway\n');
    });
    incoming.pipe(upstream);
  });
}
