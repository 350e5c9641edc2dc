// A small, independent iCalendar reader for tests: unfolds lines, parses properties and
// parameters into nested components, and turns DTSTART;TZID=… into an instant using the
// feed's own VTIMEZONE (so a wrong VTIMEZONE gives a wrong instant and fails the test).

export interface IcsProperty {
  name: string;
  params: Record<string, string>;
  value: string;
}

export interface IcsComponent {
  type: string;
  props: IcsProperty[];
  children: IcsComponent[];
}

export function prop(c: IcsComponent, name: string): IcsProperty | undefined {
  return c.props.find((p) => p.name === name);
}

/** Parses a whole feed; throws on anything RFC 5545 would reject that these tests care about. */
export function parseIcs(text: string): IcsComponent {
  if (!text.endsWith('\r\n')) throw new Error('feed must end with CRLF');
  if (/[^\r]\n/.test(text)) throw new Error('bare LF line ending');
  const physical = text.slice(0, -2).split('\r\n');
  for (const line of physical) {
    if (new TextEncoder().encode(line).length > 75) throw new Error(`line longer than 75 octets: ${line}`);
  }
  const lines = physical
    .join('\r\n')
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n');
  const stack: IcsComponent[] = [{ type: 'ROOT', props: [], children: [] }];
  for (const line of lines) {
    const m = /^([A-Za-z0-9-]+)((?:;[A-Za-z0-9-]+=(?:"[^"]*"|[^";:,]*))*):(.*)$/.exec(line);
    if (!m) throw new Error(`malformed content line: ${line}`);
    const [, name, rawParams, value] = m as unknown as [string, string, string, string];
    const params: Record<string, string> = {};
    for (const p of rawParams.split(';').slice(1)) {
      const [k, v] = p.split('=') as [string, string];
      params[k.toUpperCase()] = v.replace(/^"|"$/g, '');
    }
    const top = stack.at(-1)!;
    if (name === 'BEGIN') {
      const child: IcsComponent = { type: value, props: [], children: [] };
      top.children.push(child);
      stack.push(child);
    } else if (name === 'END') {
      if (top.type !== value) throw new Error(`END:${value} closes ${top.type}`);
      stack.pop();
    } else {
      top.props.push({ name: name.toUpperCase(), params, value });
    }
  }
  if (stack.length !== 1) throw new Error('unclosed component');
  const cal = stack[0]!.children[0];
  if (!cal || cal.type !== 'VCALENDAR') throw new Error('no VCALENDAR');
  return cal;
}

/** Reverses TEXT escaping. */
export const unescapeText = (v: string) => v.replace(/\\([\\;,nN])/g, (_, ch: string) => (ch === 'n' || ch === 'N' ? '\n' : ch));

const parseLocal = (v: string) => {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})$/.exec(v);
  if (!m) throw new Error(`not a local date-time: ${v}`);
  const [y, mo, d, h, mi, s] = m.slice(1).map(Number) as [number, number, number, number, number, number];
  return Date.UTC(y, mo - 1, d, h, mi, s);
};

const parseOffset = (v: string) => {
  const m = /^([+-])(\d{2})(\d{2})$/.exec(v);
  if (!m) throw new Error(`bad offset ${v}`);
  return (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3]));
};

/** The instant of a local DTSTART under the named VTIMEZONE (observance onsets read in their TZOFFSETFROM). */
export function instantOf(cal: IcsComponent, p: IcsProperty): Date {
  const tzid = p.params.TZID;
  if (!tzid) throw new Error('DTSTART without TZID');
  const vtz = cal.children.find((c) => c.type === 'VTIMEZONE' && prop(c, 'TZID')?.value === tzid);
  if (!vtz) throw new Error(`no VTIMEZONE for ${tzid}`);
  const local = parseLocal(p.value);
  const onsets = vtz.children
    .map((o) => {
      const from = parseOffset(prop(o, 'TZOFFSETFROM')!.value);
      const to = parseOffset(prop(o, 'TZOFFSETTO')!.value);
      return { utc: parseLocal(prop(o, 'DTSTART')!.value) - from * 60_000, to };
    })
    .sort((a, b) => a.utc - b.utc);
  // The observance in force: the last onset at or before the instant (tried with each offset).
  for (const candidate of [...onsets].reverse()) {
    const utc = local - candidate.to * 60_000;
    if (utc >= candidate.utc) return new Date(utc);
  }
  throw new Error(`${p.value} is before every observance of ${tzid}`);
}
