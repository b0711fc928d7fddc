/**
 * What is wrong with a file path Java refused to use, read from its own words: `InvalidPathException: Illegal char <?>
 * at index 3: F:\?????\…` (Windows), `InvalidPathException: Malformed input or input contains unmappable characters: …`
 * (Linux and macOS under a non-UTF-8 locale), `Illegal character in path at index 103: file:/…[1.6-1.7].zip` (a URI
 * built from a file name), or FML's `An error occurred trying to configure the minecraft home at C:\Users\Kullanıcı\…`.
 * A `?` where letters were is the system's code page failing them (Windows' "language for non-Unicode programs"
 * cannot hold the folder's Chinese or Cyrillic letters, so Java sees `?`); letters beyond ASCII break old loaders; a
 * Modrinth-app style launcher (Theseus) hands the path over encoded (`__THESEUS_UTF8__:` + base64 of the UTF-8 path),
 * which code that reads it as a plain path cannot use.
 */

/** What is wrong with the path. */
export type PathTrouble =
  /** Letters the system's code page cannot hold came out as `?` (or U+FFFD), or Java could not encode them. */
  | 'lost'
  /** The path holds letters beyond ASCII that the code reading it cannot handle. */
  | 'nonAscii'
  /** The launcher passed the path encoded (`__THESEUS_UTF8__:`), and the code read it as a plain path. */
  | 'encoded'
  /** A file name holds a character a URI may not (a bracket, a space written as-is, `#`, `%`). */
  | 'uri';

/** A path Java refused and why. */
export interface PathProblem {
  path: string;
  trouble: PathTrouble;
  /** The character the error names (`?`, `[`), or the first non-ASCII letter of the path; empty when none. */
  char: string;
}

const INVALID_PATH = /InvalidPathException: (?:Illegal|Trailing) char <(.{1,2})> at index \d+: (.{1,400})$/;
const UNMAPPABLE = /(?:InvalidPathException: )?Malformed input or input contains unmappable characters: (.{1,400})$/;
const URI_CHAR = /Illegal character in (?:path|opaque part|authority) at index (\d+): (\S.{0,400})$/;
const MINECRAFT_HOME = /error occurred trying to configure the minecraft home at (.{1,300}?) for Forge Mod Loader/;
const THESEUS = /^__THESEUS_UTF8__:([A-Za-z0-9+/=]+)/;
const NON_ASCII = /[^\x20-\x7e]/;

/** The path of an encoded launcher argument (`__THESEUS_UTF8__:<base64>`), decoded, or null. */
function decodedTheseus(text: string): string | null {
  const b64 = THESEUS.exec(text)?.[1];
  if (!b64) return null;
  const path = Buffer.from(b64, 'base64').toString('utf8');
  return /^[\x20-\uffff]+$/.test(path) ? path : null;
}

/** The first letter of `text` beyond printable ASCII, or ''. */
function firstNonAscii(text: string): string {
  return NON_ASCII.exec(text)?.[0] ?? '';
}

/** The path problem a line reports, when it reports one of the kinds above. */
export function pathProblemIn(line: string): PathProblem | null {
  const text = line.trimEnd();
  const invalid = INVALID_PATH.exec(text);
  if (invalid) {
    const [, char, path] = invalid as unknown as [string, string, string];
    const decoded = decodedTheseus(path);
    if (decoded !== null) return { path: decoded, trouble: 'encoded', char: firstNonAscii(decoded) };
    if (char === '?' || char === '\ufffd') return { path, trouble: 'lost', char };
    // A non-ASCII letter Windows refused outright (a look-alike of a reserved character, a zero-width one).
    if (NON_ASCII.test(char)) return { path, trouble: 'nonAscii', char };
    return null;
  }
  const unmappable = UNMAPPABLE.exec(text);
  if (unmappable) return { path: unmappable[1]!, trouble: 'lost', char: '' };
  const uri = URI_CHAR.exec(text);
  if (uri) {
    const at = Number(uri[1]);
    const path = uri[2]!;
    const char = path.charAt(at);
    if (char === '') return null;
    return { path: decodedUri(path), trouble: NON_ASCII.test(char) ? 'nonAscii' : 'uri', char };
  }
  const home = MINECRAFT_HOME.exec(text);
  if (home && NON_ASCII.test(home[1]!)) return { path: home[1]!, trouble: 'nonAscii', char: firstNonAscii(home[1]!) };
  return null;
}

/** A `file:` URI's path as a person reads it (`%20` as a space); anything else as it is. */
function decodedUri(uri: string): string {
  try {
    return uri.startsWith('file:') ? decodeURIComponent(uri) : uri;
  } catch {
    return uri;
  }
}
