import { renderMessage, type Message } from '../locale/messageCatalog';
import { FormatMessages } from './formatMessages';
import { readRegularFile } from '../fs/safeRead';
import { errorMessage } from '../text/textSafety';

/** Text decoded from bytes whose encoding was not declared. */
export interface DecodedText {
  text: string;
  /** The encoding actually used: `utf-8`, `utf-16le`, `utf-16be`, `gbk` or `latin1`. */
  encoding: 'utf-8' | 'utf-16le' | 'utf-16be' | 'gbk' | 'latin1';
  /** True when the bytes started with a byte-order mark (removed from `text`). */
  bom: boolean;
}

/**
 * Decodes launcher-written text the way launchers tolerate it: a UTF-8 or UTF-16 BOM decides the
 * encoding (CurseForge saves `minecraftinstance.json` with a UTF-8 BOM); BOM-less UTF-16 is
 * recognised by its zero bytes; bytes that are not valid UTF-8 are read as GBK (Chinese Windows
 * launchers such as PCL and HMCL write it) and, if this runtime lacks GBK, as latin1.
 * Never throws.
 */
export function decodeText(bytes: Uint8Array): DecodedText {
  const b = bytes;
  if (b.length >= 3 && b[0] === 0xef && b[1] === 0xbb && b[2] === 0xbf) {
    return { text: decodeUtf8(b.subarray(3)) ?? lossyUtf8(b.subarray(3)), encoding: 'utf-8', bom: true };
  }
  if (b.length >= 2 && b[0] === 0xff && b[1] === 0xfe) {
    return { text: new TextDecoder('utf-16le').decode(b.subarray(2)), encoding: 'utf-16le', bom: true };
  }
  if (b.length >= 2 && b[0] === 0xfe && b[1] === 0xff) {
    return { text: new TextDecoder('utf-16be').decode(b.subarray(2)), encoding: 'utf-16be', bom: true };
  }
  const utf16 = guessBomlessUtf16(b);
  if (utf16) return { text: new TextDecoder(utf16).decode(b), encoding: utf16, bom: false };
  const utf8 = decodeUtf8(b);
  if (utf8 !== null) return { text: utf8, encoding: 'utf-8', bom: false };
  try {
    return { text: new TextDecoder('gbk', { fatal: true }).decode(b), encoding: 'gbk', bom: false };
  } catch {
    return { text: Buffer.from(b).toString('latin1'), encoding: 'latin1', bom: false };
  }
}

/** Launcher metadata files are kilobytes; anything far larger is not what it claims to be. */
export const MAX_TEXT_FILE_BYTES = 16 * 1024 * 1024;

/**
 * Reads and decodes a whole launcher metadata file through {@link readRegularFile}: rejects on I/O errors, with
 * code `ENOTREG` for FIFOs, sockets and devices (never opened for reading), and with `EFBIG` past
 * {@link MAX_TEXT_FILE_BYTES} actually read (so a link to `/dev/zero` cannot exhaust memory).
 */
export async function readTextFile(file: string, maxBytes = MAX_TEXT_FILE_BYTES): Promise<DecodedText> {
  return decodeText(await readRegularFile(file, { maxBytes }));
}

/** A sentence saying why `label` could not be read, from an error of {@link readTextFile}. */
export function readFailure(label: string, error: unknown): string {
  return renderMessage(readFailureNote(label, error));
}

/** {@link readFailure} as a message, rendered per locale. */
export function readFailureNote(label: string, error: unknown): Message {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  const file = { file: label };
  switch (code) {
    case 'ENOENT':
      return FormatMessages.missing(file);
    case 'EACCES':
    case 'EPERM':
      return FormatMessages.permissionDenied(file);
    case 'EISDIR':
      return FormatMessages.isFolder(file);
    case 'ENOTDIR':
      return FormatMessages.pathNotFolder(file);
    case 'ENOTREG':
      return FormatMessages.notRegular(file);
    case 'EOUTSIDE':
      return FormatMessages.linkOutside(file);
    case 'ELOOP':
      return FormatMessages.linkLoop(file);
    case 'EFBIG':
      return FormatMessages.tooLarge({ file: label, mib: MAX_TEXT_FILE_BYTES / 1024 / 1024 });
    default:
      return FormatMessages.readFailed({ file: label, reason: code ?? errorMessage(error) });
  }
}

function decodeUtf8(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

function lossyUtf8(bytes: Uint8Array): string {
  return new TextDecoder('utf-8').decode(bytes);
}

/** Launcher files and logs are mostly ASCII, so UTF-16 shows as a zero in every other byte. */
export function guessBomlessUtf16(bytes: Uint8Array): 'utf-16le' | 'utf-16be' | null {
  const n = Math.min(bytes.length - (bytes.length % 2), 512);
  if (n < 4) return null;
  let evenZeros = 0;
  let oddZeros = 0;
  for (let i = 0; i < n; i += 2) {
    if (bytes[i] === 0) evenZeros++;
    if (bytes[i + 1] === 0) oddZeros++;
  }
  const pairs = n / 2;
  if (oddZeros > pairs * 0.6 && evenZeros < pairs * 0.1) return 'utf-16le';
  if (evenZeros > pairs * 0.6 && oddZeros < pairs * 0.1) return 'utf-16be';
  return null;
}

/** A warning to attach when the decoding may have changed what the launcher meant, else null. */
export function decodingWarning(label: string, decoded: DecodedText): Message | null {
  if (decoded.encoding === 'gbk') return FormatMessages.notUtf8({ file: label, encoding: 'GBK' });
  if (decoded.encoding === 'latin1') return FormatMessages.notUtf8({ file: label, encoding: 'Latin-1' });
  return null;
}
