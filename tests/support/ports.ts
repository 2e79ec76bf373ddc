import net from 'node:net';

/**
 * A port nobody listens on now, for a server that starts a while later. Taken below the kernel's
 * ephemeral range (32768-60999 on Linux), where a port the kernel hands out (listen(0)) can be
 * taken in the meantime by any outgoing connection as its local port: that is how a journey's site
 * once found its port busy seconds after it was chosen. Never the same port twice in one process.
 */
const FIRST = 20_000;
const LAST = 32_000;
const handedOut = new Set<number>();

export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const port = FIRST + Math.floor(Math.random() * (LAST - FIRST));
    if (handedOut.has(port)) continue;
    if ((await canListen(port, '127.0.0.1')) && (await canListen(port, '::1'))) {
      handedOut.add(port);
      return port;
    }
  }
  throw new Error(`no free port between ${FIRST} and ${LAST}`);
}

function canListen(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'EADDRNOTAVAIL' || error.code === 'EAFNOSUPPORT'));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
}

/** Resolves true when something accepts connections on the port. */
export function isListening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
