import type { SocketLike } from '../../../management/src/lib/realtime.ts';

/** A WebSocket the test drives by hand. */
export class FakeSocket implements SocketLike {
  static made: FakeSocket[] = [];
  readonly url: string;
  readonly protocols: string[];
  sent: unknown[] = [];
  closedWith: number | undefined | null = null;
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;

  constructor(url: string, protocols: string[]) {
    this.url = url;
    this.protocols = protocols;
    FakeSocket.made.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close(code?: number) {
    this.closedWith = code;
  }
  open() {
    this.onopen?.({});
  }
  receive(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  /** The server refused it, or the network dropped it: error, then close, as browsers do. */
  fail() {
    this.onerror?.({});
    this.onclose?.({});
  }
}
