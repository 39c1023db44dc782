/**
 * A growing byte buffer for writing large JSON answers as UTF-8 directly, without building a
 * megabyte of JavaScript strings first: the text pieces are mostly fixed (keys, names, dates)
 * and are copied from pre-encoded bytes.
 */

const encoder = new TextEncoder();

/** The UTF-8 bytes of a text, for pieces written many times. */
export const utf8 = (text: string): Uint8Array => encoder.encode(text);

/** Up to this length a plain loop copies faster than `Uint8Array#set` (most pieces are shorter). */
const SHORT_PIECE_BYTES = 16;

export class JsonBytes {
  private buf: Buffer;
  private pos = 0;

  constructor(initialBytes: number) {
    this.buf = Buffer.allocUnsafe(Math.max(initialBytes, 256));
  }

  /** Copies pre-encoded bytes. */
  bytes(piece: Uint8Array): void {
    const n = piece.length;
    if (this.pos + n > this.buf.length) this.grow(n);
    const buf = this.buf;
    const p = this.pos;
    if (n > SHORT_PIECE_BYTES) buf.set(piece, p);
    else for (let i = 0; i < n; i++) buf[p + i] = piece[i]!;
    this.pos = p + n;
  }

  /** Copies `length` bytes of a table of pre-encoded pieces, from `start`. */
  slice(table: Uint8Array, start: number, length: number): void {
    if (this.pos + length > this.buf.length) this.grow(length);
    const buf = this.buf;
    const offset = this.pos - start;
    for (let i = start, end = start + length; i < end; i++) buf[offset + i] = table[i]!;
    this.pos += length;
  }

  /** Writes an ASCII-only text (digits, dates, JSON keys: never anything to escape or encode). */
  ascii(text: string): void {
    const n = text.length;
    if (this.pos + n > this.buf.length) this.grow(n);
    const buf = this.buf;
    let p = this.pos;
    for (let i = 0; i < n; i++) buf[p++] = text.charCodeAt(i);
    this.pos = p;
  }

  /** Writes a non-negative integer. */
  uint(value: number): void {
    if (value < 10) {
      if (this.pos + 1 > this.buf.length) this.grow(1);
      this.buf[this.pos++] = 48 + value;
    } else this.ascii(String(value));
  }

  /** The bytes written so far (a view: the writer must not be used after). */
  result(): Buffer {
    return this.buf.subarray(0, this.pos);
  }

  private grow(needed: number): void {
    const next = Buffer.allocUnsafe(Math.max(this.buf.length * 2, this.pos + needed));
    this.buf.copy(next, 0, 0, this.pos);
    this.buf = next;
  }
}
