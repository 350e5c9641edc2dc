import { getResponse, type RequestHandler } from 'msw';

/**
 * Outbound fetch mock for Worker tests: msw request handlers answer the Worker's outbound
 * `fetch` calls (the Worker runs in the tests' isolate, so replacing the global reaches it).
 * Any request no handler answers fails loudly: tests never touch the network.
 */
class Network {
  private handlers: RequestHandler[] = [];
  private original: typeof fetch | undefined;
  /** Every outbound request the Worker made since the last reset. */
  readonly requests: Request[] = [];

  enable() {
    this.original = globalThis.fetch;
    globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      this.requests.push(request.clone());
      const response = await getResponse(this.handlers, request);
      if (!response) throw new Error(`Unhandled outbound request: ${request.method} ${request.url}`);
      return response;
    };
  }

  use(...handlers: RequestHandler[]) {
    this.handlers.unshift(...handlers);
  }

  resetHandlers() {
    this.handlers = [];
    this.requests.length = 0;
  }

  disable() {
    if (this.original) globalThis.fetch = this.original;
  }
}

export const network = new Network();
