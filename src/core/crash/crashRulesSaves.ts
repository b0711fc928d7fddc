import { messageHit, type CrashRule } from './crashRule';

/** Exceptions that reading damaged saved data throws (a cut or garbled compressed NBT stream). */
const READ_FAILURE =
  /\b(EOFException|ZipException|DataFormatException|ReportedNbtException|NbtException|UTFDataFormatException|IOException)(?::\s*(.{0,200}))?/;

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
];
