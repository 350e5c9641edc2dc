// Overpass's answers, classified: the exact failure texts its source prints
// (test-fixtures/overpass-failures.ts), a cut-off answer, and /api/status.
import { describe, expect, it } from 'vitest';
import { REMARKS, RATE_LIMITED_BODY, STATUS_FREE, TOO_BUSY_BODY, overpassJsonText, statusBusy } from '#test-fixtures/overpass-failures.ts';
import { OVERPASS_ELEMENTS } from '#test-fixtures/overpass.ts';
import { classifyAnswer, errorText, statusUrl, waitFromStatus } from './overpass-client.ts';

describe('Overpass answers', () => {
  it('reads data, keeping every element', () => {
    const answer = classifyAnswer(200, overpassJsonText(OVERPASS_ELEMENTS));
    expect(answer.kind).toBe('data');
    expect(answer.kind === 'data' && answer.elements).toHaveLength(OVERPASS_ELEMENTS.length);
  });

  it('tells a rate limit (429) from overload (504), with the server’s own words', () => {
    expect(classifyAnswer(429, RATE_LIMITED_BODY)).toEqual({
      kind: 'rate-limited',
      message:
        'Overpass answered 429: runtime error: open64: 0 Success /osm3s_osm_base Dispatcher_Client::request_read_and_idx::rate_limited. Please check /api/status for the quota of your IP address.',
    });
    expect(classifyAnswer(504, TOO_BUSY_BODY)).toMatchObject({
      kind: 'busy',
      message: expect.stringContaining('The server is probably too busy to handle your request.'),
    });
    // The same pages with status 200 (a proxy that rewrote the status) are still what they say.
    expect(classifyAnswer(200, RATE_LIMITED_BODY).kind).toBe('rate-limited');
    expect(classifyAnswer(200, TOO_BUSY_BODY).kind).toBe('busy');
  });

  it('discards an answer whose query hit a runtime error, even with elements: overload backs off, anything else fails', () => {
    const some = OVERPASS_ELEMENTS.slice(0, 3);
    expect(classifyAnswer(200, overpassJsonText(some, REMARKS.timedOut))).toMatchObject({
      kind: 'busy',
      message: expect.stringContaining('Query timed out'),
    });
    expect(classifyAnswer(200, overpassJsonText(some, REMARKS.outOfMemory)).kind).toBe('busy');
    expect(classifyAnswer(200, overpassJsonText([], REMARKS.fileError)).kind).toBe('busy');
    expect(classifyAnswer(200, overpassJsonText(some, REMARKS.failed))).toEqual({
      kind: 'error',
      message: 'Overpass stopped the query: runtime error: Query failed with the exception: std::bad_alloc',
    });
    // A remark that is not a runtime error leaves the data whole.
    expect(classifyAnswer(200, overpassJsonText(some, 'runtime remark: Timeout is 300 and maxsize is 536870912.')).kind).toBe('data');
  });

  it('fails an answer cut off mid-JSON, one without elements, and other HTTP errors', () => {
    const full = overpassJsonText(OVERPASS_ELEMENTS);
    expect(classifyAnswer(200, full.slice(0, 700))).toEqual({
      kind: 'error',
      message: 'Overpass sent a body that is not complete JSON (700 bytes)',
    });
    expect(classifyAnswer(200, '{"version":0.6}').kind).toBe('error');
    expect(
      classifyAnswer(400, '<p><strong style="color:#FF0000">Error</strong>: line 2: parse error: Unknown type &quot;nwrx&quot; </p>'),
    ).toEqual({
      kind: 'error',
      message: 'Overpass answered 400: line 2: parse error: Unknown type "nwrx"',
    });
    expect(errorText('plain text')).toBe('plain text');
  });

  it('reads /api/status: a free slot now, else the earliest announced one', () => {
    expect(waitFromStatus(statusBusy(20))).toBe(20_000);
    expect(waitFromStatus(STATUS_FREE)).toBe(0);
    expect(waitFromStatus('Connected as: 1\nRate limit: 2\n')).toBeNull();
    expect(statusUrl('https://overpass-api.de/api/interpreter')).toBe('https://overpass-api.de/api/status');
    expect(statusUrl('http://127.0.0.1:8080/overpass/api/interpreter')).toBe('http://127.0.0.1:8080/overpass/api/status');
  });
});
