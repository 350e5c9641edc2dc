// How a WebAuthn ceremony ended, for what the page says about it.

/**
 * The person closed the browser's dialog or let it time out (NotAllowedError), or the page
 * replaced the request with another (AbortError: the autofill request when the button is used).
 */
export const wasAbandoned = (error: unknown) => error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError');

/** An AbortError alone: the page itself cancelled the request, so nothing is worth saying. */
export const wasReplaced = (error: unknown) => error instanceof Error && error.name === 'AbortError';
