/**
 * Reads a compiled tz file (TZif, RFC 8536, version 2 or later): its 64-bit transitions, its
 * local-time types and its footer TZ string. Leap-second records are refused (Debian's
 * /usr/share/zoneinfo has none; its right/ copies are not read).
 */
import type { TzType } from '@astrolabio/places';

export interface TzifZone {
  /** First second (UT, since 1970) of each transition and the type it starts, in time order. */
  transitions: Array<{ atSeconds: number; typeIndex: number }>;
  /** RFC 8536: type 0 is the local time before the first transition. */
  types: TzType[];
  footer: string;
}

interface Header {
  version: number;
  isutcnt: number;
  isstdcnt: number;
  leapcnt: number;
  timecnt: number;
  typecnt: number;
  charcnt: number;
}

const HEADER_BYTES = 44;

function readHeader(buf: Buffer, at: number): Header {
  if (buf.toString('latin1', at, at + 4) !== 'TZif') throw new Error('not a TZif file');
  const versionByte = buf[at + 4]!;
  const version = versionByte === 0 ? 1 : Number(String.fromCharCode(versionByte));
  const count = (i: number) => buf.readUInt32BE(at + 20 + 4 * i);
  return { version, isutcnt: count(0), isstdcnt: count(1), leapcnt: count(2), timecnt: count(3), typecnt: count(4), charcnt: count(5) };
}

function dataBytes(h: Header, timeBytes: number): number {
  return h.timecnt * timeBytes + h.timecnt + h.typecnt * 6 + h.charcnt + h.leapcnt * (timeBytes + 4) + h.isstdcnt + h.isutcnt;
}

export function parseTzif(buf: Buffer): TzifZone {
  const v1 = readHeader(buf, 0);
  if (v1.version < 2) throw new Error('TZif version 1 has no 64-bit data');
  const at = HEADER_BYTES + dataBytes(v1, 4);
  const h = readHeader(buf, at);
  if (h.leapcnt !== 0) throw new Error('TZif with leap seconds (a right/ zone?)');
  let p = at + HEADER_BYTES;
  const times: number[] = [];
  for (let i = 0; i < h.timecnt; i++, p += 8) times.push(Number(buf.readBigInt64BE(p)));
  const indexes: number[] = [];
  for (let i = 0; i < h.timecnt; i++, p += 1) indexes.push(buf[p]!);
  const raw: Array<{ utoff: number; isdst: boolean; desigidx: number }> = [];
  for (let i = 0; i < h.typecnt; i++, p += 6) raw.push({ utoff: buf.readInt32BE(p), isdst: buf[p + 4] === 1, desigidx: buf[p + 5]! });
  const chars = buf.toString('latin1', p, p + h.charcnt);
  p += h.charcnt + h.isstdcnt + h.isutcnt;
  const footerEnd = buf.indexOf(0x0a, p + 1);
  if (buf[p] !== 0x0a || footerEnd === -1) throw new Error('TZif footer missing');
  const footer = buf.toString('latin1', p + 1, footerEnd);
  const types = raw.map((t) => ({ offsetSeconds: t.utoff, isDst: t.isdst, abbreviation: chars.slice(t.desigidx, chars.indexOf('\0', t.desigidx)) }));
  return { transitions: times.map((atSeconds, i) => ({ atSeconds, typeIndex: indexes[i]! })), types, footer };
}
