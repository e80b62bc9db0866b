import { createServer, connect, type Socket } from 'node:net';

/*
 * A stand-in for the proxy in front of the nodes (docs/DEPLOYMENT.md's nginx): each new
 * connection goes to the next node in turn, and to the one after when a node refuses it (nginx's
 * proxy_next_upstream error), byte for byte. The nodes' transport is websocket only, so no
 * stickiness is needed.
 */

export interface TcpFront {
  url: string;
  /** The nodes' ports, in turn; the test changes them as nodes go and come. */
  upstreams: number[];
  close: () => Promise<void>;
}

export async function startTcpFront(upstreams: number[]): Promise<TcpFront> {
  const open = new Set<Socket>();
  let turn = 0;
  const front: Omit<TcpFront, 'url' | 'close'> = { upstreams };

  const track = (socket: Socket) => {
    open.add(socket);
    socket.once('close', () => open.delete(socket));
  };
  const pass = (client: Socket, ports: number[]) => {
    const port = ports.shift();
    if (port === undefined) return client.destroy();
    const node = connect({ host: '127.0.0.1', port });
    const refused = () => pass(client, ports);
    node.once('error', refused);
    node.once('connect', () => {
      node.off('error', refused);
      track(node);
      // Ends pass through (each side's FIN after what it sent); errors cut both.
      node.on('error', () => client.destroy());
      client.on('error', () => node.destroy());
      client.pipe(node);
      node.pipe(client);
      client.resume();
    });
  };
  const server = createServer((client) => {
    track(client);
    client.on('error', () => client.destroy());
    client.pause();
    const ports = [...front.upstreams];
    const start = turn++ % Math.max(1, ports.length);
    pass(client, [...ports.slice(start), ...ports.slice(0, start)]);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return Object.assign(front, {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      for (const s of open) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  });
}
