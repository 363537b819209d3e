/** A socket.io client of the realtime socket, signed in with a token, as the app opens it. */
import { io, type Socket } from 'socket.io-client';

const opened: Socket[] = [];

export function openSocket(url: string, token: string): Socket {
  const socket = io(url, {
    path: '/socket.io/',
    auth: { token },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  opened.push(socket);
  return socket;
}

/** Resolves once connected; rejects with the server's refusal. */
export function connected(socket: Socket): Promise<void> {
  return new Promise((resolve, reject) => {
    if (socket.connected) return resolve();
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
}

/** The reason the socket was disconnected for (`io server disconnect` when the server closed it). */
export function disconnection(socket: Socket): Promise<string> {
  return new Promise((resolve) => {
    if (!socket.connected) return resolve('not connected');
    socket.once('disconnect', (reason) => resolve(reason));
  });
}

/** The error of a refused handshake. */
export function refusal(socket: Socket): Promise<Error> {
  return new Promise((resolve) => socket.once('connect_error', resolve));
}

export function closeSockets(): void {
  for (const socket of opened.splice(0)) socket.disconnect();
}
