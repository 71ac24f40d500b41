import WebSocket from 'ws';
import type { ProtocolMapping } from 'devtools-protocol/types/protocol-mapping.js';
import { withTimeout } from './timeout.ts';

/** How long any DevTools command may take before its caller gives up on it (a hung browser or page). */
const COMMAND_TIMEOUT_MS = 30_000;

type Command = keyof ProtocolMapping.Commands;
type EventName = keyof ProtocolMapping.Events;
type Params<C extends Command> = ProtocolMapping.Commands[C]['paramsType'];
type Result<C extends Command> = ProtocolMapping.Commands[C]['returnType'];
type EventParams<E extends EventName> = ProtocolMapping.Events[E] extends [infer P] ? P : undefined;

interface Reply {
  id: number;
  result?: unknown;
  error?: { message: string };
}

interface Notification {
  method: string;
  params: unknown;
  sessionId?: string;
}

/** The DevTools protocol scoped to one attached target (a flat session). */
export interface CdpSession {
  send<C extends Command>(method: C, ...params: Params<C>): Promise<Result<C>>;
  /** Calls `listener` for each `method` event of this session. */
  on<E extends EventName>(method: E, listener: (params: EventParams<E>) => void): void;
  /** Removes every listener added with `on`, so a connection that outlives many sessions does not gather them. */
  stopListening(): void;
}

/**
 * A bare DevTools protocol connection to a browser: it sends only what its caller sends. An automation library
 * (playwright, puppeteer) enables the Runtime domain and adds an isolated script world to every page it drives,
 * which costs a page with JavaScript on main-thread time that a visitor's browser never spends; a measurement of
 * what a page's own JavaScript costs cannot go through one.
 */
export class CdpConnection {
  private nextId = 1;
  private readonly pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  private readonly listeners = new Set<(message: Notification) => void>();

  private constructor(private readonly socket: WebSocket) {
    socket.on('message', (data) => this.receive(JSON.parse(String(data)) as Reply | Notification));
    socket.on('close', () => {
      for (const { reject } of this.pending.values()) reject(new Error('the DevTools connection closed'));
      this.pending.clear();
    });
  }

  /** Connects to the browser listening for the DevTools protocol on `port` of the loopback interface. */
  static async connect(port: number): Promise<CdpConnection> {
    const response = await fetch(`http://127.0.0.1:${port}/json/version`, {
      signal: AbortSignal.timeout(COMMAND_TIMEOUT_MS),
    });
    const { webSocketDebuggerUrl } = (await response.json()) as { webSocketDebuggerUrl: string };
    const socket = new WebSocket(webSocketDebuggerUrl, { perMessageDeflate: false });
    await withTimeout(
      new Promise<void>((resolve, reject) => {
        socket.once('open', () => resolve());
        socket.once('error', reject);
      }),
      COMMAND_TIMEOUT_MS,
      'the DevTools connection',
    ).catch((error: unknown) => {
      socket.terminate();
      throw error;
    });
    return new CdpConnection(socket);
  }

  /** Sends a browser-level command. */
  send<C extends Command>(method: C, ...params: Params<C>): Promise<Result<C>> {
    return this.call(method, params[0], undefined) as Promise<Result<C>>;
  }

  /** The session of a target attached with `Target.attachToTarget({ flatten: true })`. */
  session(sessionId: string): CdpSession {
    const added = new Set<(message: Notification) => void>();
    return {
      send: <C extends Command>(method: C, ...params: Params<C>) =>
        this.call(method, params[0], sessionId) as Promise<Result<C>>,
      on: <E extends EventName>(method: E, listener: (params: EventParams<E>) => void) => {
        const forward = (message: Notification) => {
          if (message.sessionId === sessionId && message.method === method) listener(message.params as EventParams<E>);
        };
        added.add(forward);
        this.listeners.add(forward);
      },
      stopListening: () => {
        for (const forward of added) this.listeners.delete(forward);
        added.clear();
      },
    };
  }

  close(): void {
    this.socket.close();
  }

  private call(method: string, params: unknown, sessionId: string | undefined): Promise<unknown> {
    const id = this.nextId;
    this.nextId += 1;
    this.socket.send(JSON.stringify({ id, method, params: params ?? {}, ...(sessionId && { sessionId }) }));
    const answer = new Promise((resolve, reject) => this.pending.set(id, { resolve, reject }));
    return withTimeout(answer, COMMAND_TIMEOUT_MS, `DevTools ${method}`).finally(() => this.pending.delete(id));
  }

  private receive(message: Reply | Notification): void {
    if ('id' in message) {
      const waiting = this.pending.get(message.id);
      this.pending.delete(message.id);
      if (message.error) waiting?.reject(new Error(message.error.message));
      else waiting?.resolve(message.result);
      return;
    }
    for (const listener of this.listeners) listener(message);
  }
}
