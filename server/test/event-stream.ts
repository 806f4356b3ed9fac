import { createParser, type EventSourceMessage } from 'eventsource-parser';

/**
 * A text/event-stream read the way a browser's EventSource reads it (eventsource-parser), over a
 * real HTTP response: events and comments as they arrive, and a way to wait for the next ones.
 */
export class EventStreamReader {
  readonly events: EventSourceMessage[] = [];
  readonly comments: string[] = [];
  ended = false;
  status = 0;
  private wake: (() => void) | null = null;
  private readonly controller = new AbortController();

  static async open(url: string, headers: Record<string, string>): Promise<EventStreamReader> {
    const reader = new EventStreamReader();
    return reader.read(await fetch(url, { headers, signal: reader.controller.signal }));
  }

  /** Reads a response that is already there (one that came through the desktop's forwarder, say). */
  static fromResponse(res: Response): Promise<EventStreamReader> {
    return new EventStreamReader().read(res);
  }

  private async read(res: Response): Promise<EventStreamReader> {
    this.status = res.status;
    if (res.status !== 200 || !res.body) {
      this.ended = true;
      await res.body?.cancel();
      return this;
    }
    void this.pump(res.body);
    return this;
  }

  private async pump(body: ReadableStream<Uint8Array>): Promise<void> {
    const parser = createParser({
      onEvent: (event) => this.events.push(event),
      onComment: (comment) => this.comments.push(comment),
    });
    const decoder = new TextDecoder();
    const reader = body.getReader();
    this.streamReader = reader;
    try {
      for (let read = await reader.read(); !read.done; read = await reader.read()) {
        parser.feed(decoder.decode(read.value, { stream: true }));
        this.wake?.();
      }
    } catch {
      // aborted by close()
    }
    this.ended = true;
    this.wake?.();
  }

  /** Resolves once `check` holds (re-checked on every chunk), or rejects after `ms`. */
  async until(check: () => boolean, ms = 5_000): Promise<void> {
    const deadline = Date.now() + ms;
    while (!check()) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`stream: condition not met in ${ms} ms (events: ${JSON.stringify(this.events)})`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  }

  ofType(type: string): Record<string, unknown>[] {
    return this.events.filter((e) => e.event === type).map((e) => JSON.parse(e.data) as Record<string, unknown>);
  }

  close(): void {
    this.controller.abort();
    void this.streamReader?.cancel().catch(() => undefined);
  }

  private streamReader: ReadableStreamDefaultReader<Uint8Array> | null = null;
}
