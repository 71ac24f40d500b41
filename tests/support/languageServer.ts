import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import path from 'node:path';
import { PROJECT_ROOT } from './paths';

interface Message {
  id?: number;
  method?: string;
  params?: unknown;
  result?: unknown;
}

/** A minimal Language Server Protocol client over stdio, enough to open a document and ask questions about it. */
export class LanguageServerClient {
  private readonly process: ChildProcessWithoutNullStreams;
  private buffer = Buffer.alloc(0);
  private nextId = 1;
  private readonly pending = new Map<number, (result: unknown) => void>();
  private readonly listeners: ((message: Message) => void)[] = [];
  private stopped = false;

  /**
   * `settings` are the client's configuration by section (`{ yaml: { validate: true } }`), sent whenever the
   * server asks for it (workspace/configuration), as an editor does.
   */
  constructor(private readonly settings: Record<string, unknown> = {}) {
    const server = path.join(PROJECT_ROOT, 'node_modules/yaml-language-server/bin/yaml-language-server');
    this.process = spawn(process.execPath, [server, '--stdio'], { cwd: PROJECT_ROOT });
    this.process.stdout.on('data', (chunk: Buffer) => this.receive(chunk));
    // An answer written just before stop() (a server request still in flight) meets a closed pipe: that is expected.
    this.process.stdin.on('error', (error: NodeJS.ErrnoException) => {
      if (!(this.stopped && error.code === 'EPIPE')) throw error;
    });
  }

  private receive(chunk: Buffer): void {
    this.buffer = Buffer.concat([this.buffer, chunk]);
    for (;;) {
      const headerEnd = this.buffer.indexOf('\r\n\r\n');
      if (headerEnd < 0) return;
      const length = Number(/Content-Length: (\d+)/i.exec(this.buffer.subarray(0, headerEnd).toString())?.[1]);
      if (this.buffer.length < headerEnd + 4 + length) return;
      const message = JSON.parse(this.buffer.subarray(headerEnd + 4, headerEnd + 4 + length).toString()) as Message;
      this.buffer = this.buffer.subarray(headerEnd + 4 + length);
      if (message.id !== undefined && !message.method) this.pending.get(message.id)?.(message.result);
      else if (message.id !== undefined && message.method) this.answer(message);
      this.listeners.forEach((listener) => listener(message));
    }
  }

  private answer(message: Message): void {
    if (message.method !== 'workspace/configuration') {
      this.send({ id: message.id, result: null });
      return;
    }
    const { items } = message.params as { items: { section?: string }[] };
    this.send({ id: message.id, result: items.map((item) => this.settings[item.section ?? ''] ?? null) });
  }

  private send(message: object): void {
    if (this.stopped) return;
    const body = JSON.stringify({ jsonrpc: '2.0', ...message });
    this.process.stdin.write(`Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
  }

  request<T>(method: string, params: unknown): Promise<T> {
    const id = this.nextId++;
    return new Promise<T>((resolve) => {
      this.pending.set(id, (result) => resolve(result as T));
      this.send({ id, method, params });
    });
  }

  notify(method: string, params: unknown): void {
    this.send({ method, params });
  }

  /** Resolves with the params of the first notification `method` that satisfies `accept`. */
  waitFor<T>(method: string, accept: (params: T) => boolean): Promise<T> {
    return new Promise<T>((resolve) => {
      this.listeners.push((message) => {
        if (message.method === method && accept(message.params as T)) resolve(message.params as T);
      });
    });
  }

  stop(): void {
    this.stopped = true;
    this.process.kill();
  }
}
