// Test helper (the `@bourse/market/testing` door, for tests only): a WebSocket the test opens, feeds and drops by hand.
export class FakeWebSocket {
  static instances: FakeWebSocket[] = [];
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  onclose: ((event: unknown) => void) | null = null;
  closed = false;
  readyState = 0;
  sent: unknown[] = [];

  constructor(readonly url: string) {
    FakeWebSocket.instances.push(this);
  }

  static reset(): void {
    FakeWebSocket.instances = [];
  }

  static latest(): FakeWebSocket {
    const socket = FakeWebSocket.instances.at(-1);
    if (!socket) throw new Error('no socket was opened');
    return socket;
  }

  open(): void {
    this.readyState = 1;
    this.onopen?.({});
  }

  receive(data: unknown): void {
    this.onmessage?.({ data: typeof data === 'string' ? data : JSON.stringify(data) });
  }

  /** The server or the network drops the connection (or it never opened). */
  drop(): void {
    this.readyState = 3;
    this.onerror?.({});
    this.onclose?.({ code: 1006, reason: '' });
  }

  /** The server ends the connection with a close frame (1000: a normal, scheduled close). */
  closeFromServer(code: number, reason = ''): void {
    this.readyState = 3;
    this.onclose?.({ code, reason });
  }

  close(): void {
    this.closed = true;
    this.readyState = 3;
  }

  send(data: string): void {
    this.sent.push(JSON.parse(data));
  }
}

export const FakeWebSocketImpl = FakeWebSocket as unknown as typeof WebSocket;
