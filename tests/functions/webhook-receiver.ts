// A Slack-like webhook receiver on this machine, for the lead notification tests (Jest against the
// emulators, and Playwright on the Site URL).
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A webhook receiver on a free local port: records each body it accepts and counts every request;
 *  answers `status()` (200 unless set). */
export async function webhookReceiver() {
  const received: unknown[] = [];
  let status = 200;
  let requests = 0;
  const server = http.createServer((req, res) => {
    requests += 1;
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      if (status === 200) received.push(JSON.parse(body));
      res.writeHead(status, { 'Content-Type': 'text/plain' }).end(status === 200 ? 'ok' : 'down');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    requests: () => requests,
    setStatus: (s: number) => (status = s),
    close: () => new Promise((r) => server.close(r)),
  };
}
