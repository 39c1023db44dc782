/**
 * Compression of the transit answers, done in the worker that made them: the route picks the
 * encoding from the request's Accept-Encoding as @fastify/compress would, the worker compresses,
 * and the main thread only writes finished bytes (a ten-year answer is megabytes: brotli on the
 * main thread would stop every other request for tens of milliseconds).
 */
import { brotliCompressSync, constants, deflateSync, gzipSync } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';

export type AnswerEncoding = 'br' | 'gzip' | 'deflate' | 'identity';

/** In @fastify/compress's order of preference (Node 20's zlib has no zstd). */
const ENCODINGS: AnswerEncoding[] = ['br', 'gzip', 'deflate', 'identity'];

/** Below this many bytes nothing is compressed: the app's @fastify/compress threshold too (app.ts). */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * The fastest levels, which still shrink a year of transits 7–8 times: the server's cores are the
 * shared resource, the client's decompression is its own (docs/decisions/0013).
 */
export const BROTLI_QUALITY = 1;
export const ZLIB_LEVEL = 1;

/** The encoding of an answer to a request with these headers, as @fastify/compress negotiates it. */
export function negotiateEncoding(headers: Record<string, string | string[] | undefined>): AnswerEncoding {
  if (headers['x-no-compression'] !== undefined) return 'identity';
  const accept = headers['accept-encoding'];
  if (typeof accept !== 'string') return 'identity';
  // As @fastify/compress: `*` (no preference) and `x-gzip` mean gzip.
  return negotiate(accept.toLowerCase().replace(/\*|x-gzip/gu, 'gzip'), ENCODINGS) ?? 'identity';
}

/** An answer's bytes in the negotiated encoding; small answers stay as they are. */
export function encodeAnswer(bytes: Buffer, wanted: AnswerEncoding): { bytes: Buffer; encoding: AnswerEncoding } {
  if (wanted === 'identity' || bytes.length < COMPRESSION_THRESHOLD_BYTES) return { bytes, encoding: 'identity' };
  switch (wanted) {
    case 'br':
      return { bytes: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }), encoding: 'br' };
    case 'gzip':
      return { bytes: gzipSync(bytes, { level: ZLIB_LEVEL }), encoding: 'gzip' };
    case 'deflate':
      return { bytes: deflateSync(bytes, { level: ZLIB_LEVEL }), encoding: 'deflate' };
  }
}
