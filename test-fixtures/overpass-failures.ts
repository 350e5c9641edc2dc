// Overpass API failure answers, exactly as the server prints them. Not captured from a live
// server (none is reachable from the test machines): each is assembled from the statements of
// Overpass's source that write it, drolbr/Overpass-API at a0db4f392f744d5e1304331edbf542ef6d6ce2fa:
// - the XHTML error page: `write_html_header` (src/overpass_api/frontend/basic_formats.cc) and
//   `Web_Output::display_error` (web_output.cc: `<p><strong style="color:#FF0000">Error</strong>: … </p>`),
//   with the runtime_error prefix "runtime error: " (web_output.cc);
// - 429 and 504: the `File_Error` branches of src/overpass_api/dispatch/web_query.cc
//   ("open64: <errno> <strerror> <file> <origin>" then ". Please check /api/status for the quota of
//   your IP address." or ". The server is probably too busy to handle your request.");
// - remarks in JSON answers: `Output_JSON::write_footer` (output_json.cc: `"remark": "…"` after the
//   elements) with the Resource_Error and std::exception texts of web_query.cc;
// - /api/status: src/overpass_api/dispatch/public_status.cc.
// The data file name, client token and times are examples of the values those statements print.

const errorPage = (message: string) =>
  '<?xml version="1.0" encoding="UTF-8"?>\n' +
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN"\n' +
  '    "http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd">\n' +
  '<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="en" lang="en">\n' +
  '<head>\n' +
  '  <meta http-equiv="content-type" content="text/html; charset=utf-8" lang="en"/>\n' +
  '  <title>OSM3S Response</title>\n' +
  '</head>\n' +
  '<body>\n\n' +
  '<p>The data included in this document is from www.openstreetmap.org. The data is made available under ODbL.</p>\n' +
  `<p><strong style="color:#FF0000">Error</strong>: runtime error: ${message} </p>\n` +
  '\n</body>\n</html>\n';

/** HTTP 429 Too Many Requests: no free slot for this IP. */
export const RATE_LIMITED_BODY = errorPage(
  'open64: 0 Success /osm3s_osm_base Dispatcher_Client::request_read_and_idx::rate_limited. Please check /api/status for the quota of your IP address.',
);

/** HTTP 504 Gateway Timeout: the dispatcher gave up waiting for resources. */
export const TOO_BUSY_BODY = errorPage(
  'open64: 0 Success /osm3s_osm_base Dispatcher_Client::request_read_and_idx::timeout. The server is probably too busy to handle your request.',
);

/** The `remark` of a JSON answer whose query Overpass stopped (HTTP 200). */
export const REMARKS = {
  timedOut: 'runtime error: Query timed out in "query" at line 3 after 301 seconds.',
  outOfMemory: 'runtime error: Query ran out of memory in "query" at line 3. It would need at least 0 MB of RAM to continue.',
  failed: 'runtime error: Query failed with the exception: std::bad_alloc',
  fileError: 'runtime error: open64: 2 No such file or directory /osm3s_osm_base Dispatcher_Client::1',
};

/** A JSON answer as Output_JSON writes it, with `remark` after the elements when there is one. */
export function overpassJsonText(elements: unknown[], remark?: string): string {
  const head =
    '{\n  "version": 0.6,\n  "generator": "Overpass API 0.7.62.5 1bd436f1",\n  "osm3s": {\n' +
    '    "timestamp_osm_base": "2026-11-20T03:00:00Z",\n' +
    '    "copyright": "The data included in this document is from www.openstreetmap.org. The data is made available under ODbL."\n' +
    '  },\n  "elements": [\n\n';
  const body = elements.map((el) => JSON.stringify(el)).join(',\n');
  return `${head}${body}\n\n  ]${remark ? `,\n"remark": ${JSON.stringify(remark)}` : ''}\n}\n`;
}

const NOW = Date.parse('2026-11-24T17:30:00Z');
/** public_status.cc's `to_date`: `%FT%TZ`. */
const at = (seconds: number) => new Date(NOW + seconds * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z');

/** /api/status while both of the IP's slots are taken: one frees in `seconds`, the other a minute later. */
export const statusBusy = (seconds: number) =>
  'Connected as: 1234567890\n' +
  'Current time: 2026-11-24T17:30:00Z\n' +
  'Announced endpoint: none\n' +
  'Rate limit: 2\n' +
  `Slot available after: ${at(seconds + 60)}, in ${seconds + 60} seconds.\n` +
  `Slot available after: ${at(seconds)}, in ${seconds} seconds.\n` +
  'Currently running queries (pid, space limit, time limit, start time):\n';

/** /api/status with a slot free. */
export const STATUS_FREE =
  'Connected as: 1234567890\nCurrent time: 2026-11-24T17:30:00Z\nAnnounced endpoint: none\nRate limit: 2\n1 slots available now.\n' +
  'Slot available after: 2026-11-24T17:30:20Z, in 20 seconds.\nCurrently running queries (pid, space limit, time limit, start time):\n';
