/**
 * Calls run one at a time, the latest waiting one next: a call asked for while another is on its way waits for it,
 * and replaces any call already waiting. The editor checks and previews each change this way: at once when the
 * server is free, and after a burst of typing only with its last text.
 */
export class OneCallAtATime {
  private busy = false;
  private waiting: (() => Promise<void>) | null = null;
  /** False once the component that owns the calls is gone: their answers are then dropped. */
  running = true;

  request(call: () => Promise<void>): void {
    this.waiting = call;
    this.next();
  }

  start(): void {
    this.running = true;
    this.next();
  }

  stop(): void {
    this.running = false;
  }

  private next(): void {
    const call = this.waiting;
    if (this.busy || call === null || !this.running) return;
    this.waiting = null;
    this.busy = true;
    void call().finally(() => {
      this.busy = false;
      this.next();
    });
  }
}
