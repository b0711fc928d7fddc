import { messageHit, messageOf, textHit, type CrashRule, type RuleContext } from './crashRule';
import { CrashRuleMessages as M } from '../crashTexts/crashRuleMessages';
import { jarModOfFrame, parseFrame } from './culpritFinder';
import { isLauncherClass, libraryOfClass, loaderOfClass } from './libraryMods';
import { ACCESS_DENIED_TEXTS, FILE_IN_USE_HEADS, FILE_IN_USE_TEXTS, refusedFileAcross } from './localizedErrors';
import { modReadingBelow } from './modReadingBelow';
import { pathProblemIn } from './pathCharacters';

/** Exceptions that reading damaged saved data throws (a cut or garbled compressed NBT stream). */
const READ_FAILURE =
  /\b(EOFException|ZipException|DataFormatException|ReportedNbtException|NbtException|UTFDataFormatException|IOException)(?::\s*(.{0,200}))?/;

/** The game's, its servers' and the JVM's own packages: a frame there is where a save was touched, not who did it. */
const PLATFORM_CLASS =
  /^(?:java|javax|jdk|sun|com\.sun|net\.minecraft|com\.mojang|net\.minecraftforge|net\.neoforged|cpw\.mods|net\.fabricmc|org\.quiltmc|org\.bukkit|org\.spigotmc|io\.papermc|com\.destroystokyo|org\.spongepowered|io\.netty|com\.google|org\.apache|it\.unimi)\./;

/**
 * Whether the stack printed under line `index` (up to 40 lines, across `Caused by:`) runs through a mod's code: a
 * dotted class outside the game, loaders, servers, libraries and launchers, or a jar mod's default-package class.
 */
function modFrameBelow(ctx: RuleContext, index: number): boolean {
  const end = Math.min(ctx.log.lineCount, index + 41);
  let seen = false;
  for (let i = index + 1; i < end; i++) {
    const text = ctx.log.line(i);
    if (!/^\s*at /.test(text)) {
      if (seen && !/^\s*(?:Caused by:|\.\.\. \d+ more)/.test(text)) break;
      continue;
    }
    seen = true;
    if (jarModOfFrame(text)) return true;
    const cls = parseFrame(text)?.className;
    if (!cls || PLATFORM_CLASS.test(cls) || libraryOfClass(cls) || loaderOfClass(cls) || isLauncherClass(cls)) continue;
    return true;
  }
  return false;
}

/**
 * Saved data the game could not read, told by the crash report's own description: `Description: Loading NBT data`
 * is the game's name for reading a compressed NBT file (a chunk, level.dat, player data), so a read failure under
 * it is damaged data, not a mod's fault. Frames of world storage code are read by world-corrupt
 * (crashRulesPasted.ts); this rule reads the description, which a pasted report keeps when its stack is cut.
 */
export const saveRules: CrashRule[] = [
  {
    id: 'saved-data-unreadable',
    row: 0,
    title: 'Saved world data is corrupted',
    severity: 'error',
    advice: 'Restore the world from a backup, or repair the damaged chunks (Region Fixer, MCA Selector).',
    confidence: 0.85,
    triggers: ['Description: Loading NBT data'],
    match(ctx, index) {
      const end = Math.min(ctx.log.lineCount, index + 6);
      for (let i = index + 1; i < end; i++) {
        const text = ctx.log.line(i);
        if (/^\s*at /.test(text)) break;
        const failure = READ_FAILURE.exec(text);
        if (!failure) continue;
        return messageHit({
          key: 'nbt',
          lines: [index, i],
          stackFrom: i,
          message: {
            id: 'worldCorrupt',
            params: { world: '', what: 'Loading NBT data', error: failure[0].trim().slice(0, 200) },
          },
        });
      }
      return null;
    },
    supersedes: ['stack-culprit'],
  },
  {
    // The world's `session.lock` is held: another game or server has this world open (a second start on a hosting
    // panel, a server still running after its console closed), or something changed the folder under the running
    // game (`Failed to check session lock`, `The save is being accessed from another location`). When a mod's code
    // opened the save itself (a world downloader), the stack names that mod instead (stack-culprit).
    id: 'world-locked',
    row: 0,
    title: 'The world is in use by another game or server',
    severity: 'error',
    advice:
      'Stop the other server or game that has this world open (look for a java process left running, or a second start on the hosting panel), then start once. Delete world/session.lock only when nothing else runs.',
    confidence: 0.9,
    triggers: [
      'session.lock: already locked',
      'Failed to check session lock',
      'The save is being accessed from another location',
      'LockException: ',
    ],
    match(ctx, index, line) {
      if (/^\s*at /.test(line)) return null;
      if (/LockException: /.test(line) && !/session\.lock/.test(line)) return null;
      if (modFrameBelow(ctx, index)) return null;
      // Bounded: an unbounded `\S*` before the name backtracks quadratically on a long run without spaces.
      const path = /(\S{0,400}session\.lock)\b/.exec(line)?.[1]?.replace(/^[^/\\\w.]+/, '') ?? '';
      return textHit({ key: 'lock', texts: { detail: M.worldLocked({ path }) }, lines: [index] });
    },
    supersedes: ['stack-culprit'],
  },
  {
    // The disk is full: every write fails (`IOException: No space left on device` on Linux and in containers, `There
    // is not enough space on the disk` on Windows, a user's quota). Whatever code was writing is only the messenger.
    id: 'disk-full',
    row: 0,
    title: 'The disk is full',
    severity: 'error',
    advice:
      'Free space on the disk that holds the game or server folder (old backups, crash reports and logs are often the bulk), or give the server a larger disk, then start again.',
    confidence: 0.95,
    triggers: ['No space left on device', 'There is not enough space on the disk', 'Disk quota exceeded'],
    match(_ctx, index, line) {
      if (/^\s*at /.test(line)) return null;
      // From the exception's name on (bounded, so a long dotted run cannot make the search quadratic).
      const message = messageOf(line);
      const at = /\b[\w.$]{0,200}(?:Exception|Error)\b/.exec(message)?.index ?? 0;
      const error = message.slice(at).trim();
      return textHit({ key: 'disk', texts: { detail: M.diskFull({ error: error.slice(0, 200) }) }, lines: [index] });
    },
    supersedes: ['stack-culprit'],
  },
  {
    // The operating system refused to open a file of the game or server: the folder belongs to another user (files
    // uploaded or a server first started as root), is read-only, or is guarded (Windows' Controlled folder access, an
    // antivirus, a file open in another program). Only the exception itself counts, not a warning a mod survives.
    id: 'file-access-denied',
    row: 0,
    title: 'Java may not open a file of the game',
    severity: 'error',
    advice:
      'Give the user that runs Java write access to the game or server folder (on Linux: chown -R to that user), clear read-only, and allow Java through Controlled folder access or the antivirus; close programs that hold the file open.',
    confidence: 0.8,
    // Windows words the refusal in the system's language, and a file another process holds open is refused the same
    // way (localizedErrors.ts lists both texts in the languages players' systems use).
    triggers: [
      'AccessDeniedException: ',
      '(Permission denied)',
      ...ACCESS_DENIED_TEXTS,
      ...FILE_IN_USE_TEXTS,
      ...FILE_IN_USE_HEADS,
    ],
    match(ctx, index, line) {
      if (/^\s*at /.test(line) || /\/WARN\]|\bWARN\]|\[WARN/.test(line)) return null;
      const m =
        /AccessDeniedException: (\S.{0,300}?)\s*$/.exec(line) ??
        /(?:FileNotFoundException|FileSystemException|IOException): (\S.{0,300}?) \((?:Access is denied|Permission denied)\)/.exec(
          line,
        );
      const refused = m
        ? { file: m[1]!.replace(/\s+->.*$/, '').replace(/[`'"]+$/, ''), inUse: false }
        : refusedFileAcross(line, index + 1 < ctx.log.lineCount ? ctx.log.line(index + 1) : '');
      if (!refused) return null;
      const { file, inUse } = refused;
      // A file inside a folder a sync tool keeps (OneDrive, Dropbox, Google Drive, iCloud) is the usual holder.
      const sync = /\b(OneDrive|Dropbox|Google ?Drive|iCloud ?Drive)\b/i.exec(file)?.[1] ?? '';
      return textHit({
        key: `file:${file}`,
        texts: {
          detail: inUse ? M.fileInUse({ file, sync }) : M.fileAccessDenied({ file }),
          ...(inUse ? { advice: M.fileInUseAdvice({ sync }) } : {}),
        },
        lines: [index],
      });
    },
    supersedes: ['stack-culprit'],
  },
  {
    // A path Java refused for its characters (pathCharacters.ts): letters the system's code page could not hold turned
    // into `?` (a folder named in Chinese on a Windows set to another language for non-Unicode programs), letters
    // beyond ASCII an old loader cannot use, a launcher's encoded path read as a plain one, or a file name with a
    // character a URI may not hold. The folder's or file's name is the cause, not the code that met it.
    id: 'path-characters',
    row: 0,
    title: 'A folder name with letters beyond ASCII breaks the game’s paths',
    severity: 'error',
    advice: 'Rename or move the game folder so its whole path is plain ASCII letters, digits, spaces, - and _.',
    confidence: 0.9,
    triggers: [
      'InvalidPathException: ',
      'unmappable characters: ',
      'Illegal character in path at index',
      'Illegal character in opaque part at index',
      'configure the minecraft home at ',
    ],
    match(ctx, index, line) {
      if (/^\s*at /.test(line)) return null;
      const problem = pathProblemIn(line);
      if (!problem) return null;
      const reader = modReadingBelow(ctx, index);
      const params = { ...problem, mod: reader ? `'${reader.id}'` : '' };
      return textHit({
        key: `path:${problem.path}`,
        mods: reader ? [reader.id] : [],
        texts: {
          title: M.pathCharactersTitle(params),
          detail: M.pathCharacters(params),
          advice: M.pathCharactersAdvice(params),
        },
        lines: reader ? [index, reader.line] : [index],
      });
    },
    supersedes: ['stack-culprit'],
  },
];
