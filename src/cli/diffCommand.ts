import * as fs from 'node:fs';
import { CliMessages as M, say } from './cliMessages';
import * as path from 'node:path';
import { diffPacks, packDiffMarkdown } from '../core/packs/packDiff';
import { archiveSnapshot, instanceSnapshot, type PackSnapshot } from '../core/packs/packSnapshot';
import { ModScanner } from '../core/mods/modScanner';
import type { CliCommand } from './cliCommand';
import { EXIT_FINDINGS, EXIT_OK, UsageError, printJson } from './cliIo';
import { instanceArgument } from './instanceArgument';
import type { ModNotes, UpdatedModFiles } from '../core/release/modNotes';
import { modNotesMarkdown } from '../core/release/modNotesMarkdown';
import { configKeyChanges, configKeysMarkdown } from '../core/release/configKeyChanges';
import { ReleaseMessages as R } from '../core/release/releaseMessages';
import type { PackDiff } from '../core/packs/packDiff';
import type { Instance } from '../core/model/instance';
import { ContentIndexer } from '../core/content/contentIndexer';
import type { ContentIndex } from '../core/content/contentIndex';
import type { ContentReference } from '../core/references/contentReference';
import { readPackReferences } from '../core/references/referenceCheck';
import { vanishedLocations, type VanishedLocation } from '../core/references/vanishedReferences';

/** Each updated mod with the SHA-512 of its file on either side (from the snapshots' `modHashes`). */
function updatedModFiles(diff: PackDiff, before: PackSnapshot, after: PackSnapshot): UpdatedModFiles[] {
  const hashOf = (side: PackSnapshot, id: string): string | null => {
    const mod = side.mods.find((m) => m.id === id);
    return mod === undefined ? null : (side.modHashes?.get(mod.file) ?? null);
  };
  return diff.updated.map((u) => ({ ...u, oldSha512: hashOf(before, u.id), newSha512: hashOf(after, u.id) }));
}

/** `nova diff OLD NEW`: what changed between two pack versions, as JSON or a Markdown changelog (docs/cli.md). */
export const diffCommand: CliCommand = {
  name: 'diff',
  synopsis: 'diff OLD NEW [--notes] [--json]',
  summary:
    "mods added, removed and updated and config files changed between two pack versions; --notes adds the updated mods' own Modrinth changelogs (online; NOVA_MODRINTH_URL)",
  options: { json: { type: 'boolean' }, notes: { type: 'boolean' } },
  async run(args, io) {
    const [oldArg, newArg] = args.positionals;
    if (oldArg === undefined || newArg === undefined) throw new UsageError(M.diffMissingPacks({}));
    const scanner = new ModScanner({ blockingReads: true });
    const withNotes = args.values['notes'] === true;
    const vanished = new VanishedIds(scanner);
    /** A folder (or `FOLDER#VERSION`) is an instance or packwiz pack; a file is an archive. */
    const read = async (arg: string, side: 'old' | 'new'): Promise<PackSnapshot> => {
      const options = {
        hashMods: withNotes,
        configKeys: withNotes,
        whileOnDisk: (instance: Instance, listedOnly: number) => vanished.read(side, instance, listedOnly),
      };
      const hash = arg.lastIndexOf('#');
      const source = path.resolve(io.cwd, hash > 0 ? arg.slice(0, hash) : arg);
      const stat = await fs.promises.stat(source).catch(() => null);
      if (stat === null) throw new UsageError(M.notFound({ path: source }));
      if (stat.isDirectory())
        return instanceSnapshot(scanner, (await instanceArgument(io, arg)).instance, undefined, options);
      try {
        return await archiveSnapshot(scanner, source, options);
      } catch (error) {
        if (error instanceof Error) throw new UsageError(`${arg}: ${error.message}`);
        throw error;
      }
    };
    // NEW first: when its files name no id at all, OLD's content is never indexed.
    const after = await read(newArg, 'new');
    const before = await read(oldArg, 'old');
    // Like `notes`, `vanishedReferences` appears only when some id vanished, so the documented shape holds.
    const gone = vanished.locations();
    const diff: PackDiff = { ...diffPacks(before, after), ...(gone.length > 0 ? { vanishedReferences: gone } : {}) };
    let modNotes: ModNotes[] | null = null;
    if (withNotes) {
      // The Modrinth client (and zod) load only with --notes: a plain diff stays offline and light.
      const { collectModNotes } = await import('../core/release/modNotes');
      const { ModrinthError } = await import('../core/modrinth/modrinthClient');
      const { cliModrinthClient } = await import('./cliModrinthClient');
      const client = cliModrinthClient(io);
      try {
        modNotes = await collectModNotes(client, updatedModFiles(diff, before, after));
      } catch (error) {
        if (!(error instanceof ModrinthError)) throw error;
        io.stderr(`nova diff: ${say(io.locale, R.notesFailed({ host: client.host, error: error.message }))}\n`);
        return EXIT_FINDINGS;
      }
    }
    // `notes` (what was not compared) appears only when there is something to say, so the documented shape holds.
    // `noteMessages` are the notes by id for the Markdown; the JSON keeps its documented shape.
    const { noteMessages: _byId, ...shown } = diff;
    const { notes, ...rest } = shown;
    const doc = notes.length === 0 ? rest : shown;
    const configKeys = withNotes ? configKeyChanges(before, after, diff.files.changed) : null;
    if (args.values['json'] === true)
      printJson(io, modNotes === null ? doc : { ...doc, modNotes, configKeys: configKeys ?? [] });
    else {
      const title = say(io.locale, M.diffTitle({ old: path.basename(oldArg), new: path.basename(newArg) }));
      io.stdout(packDiffMarkdown(diff, title, io.locale ?? 'en'));
      if (configKeys !== null && configKeys.length > 0)
        io.stdout(`\n${configKeysMarkdown(configKeys, io.locale ?? 'en')}`);
      if (modNotes !== null) io.stdout(`\n${modNotesMarkdown(modNotes, io.locale ?? 'en')}`);
    }
    return EXIT_OK;
  },
};

/**
 * The ids OLD's content had that NEW's lacks and NEW's scripts, data packs and configs still name (docs/cli.md,
 * `vanishedReferences`): each side's content index and NEW's references, read while the side is on disk.
 */
class VanishedIds {
  private readonly indexer: ContentIndexer;
  private newSide: { index: ContentIndex; references: ContentReference[]; gameDir: string; listedOnly: number } | null =
    null;
  private oldIndex: ContentIndex | null = null;

  constructor(scanner: ModScanner) {
    this.indexer = new ContentIndexer(scanner, { blockingReads: true });
  }

  async read(side: 'old' | 'new', instance: Instance, listedOnly: number): Promise<void> {
    if (side === 'new') {
      const { references } = await readPackReferences(instance.gameDir);
      if (references.length === 0) return;
      const index = await this.indexer.index(instance);
      this.newSide = { index, references, gameDir: instance.gameDir, listedOnly };
    } else if (this.newSide !== null) this.oldIndex = await this.indexer.index(instance);
  }

  locations(): VanishedLocation[] {
    if (this.newSide === null || this.oldIndex === null) return [];
    const { index, references, gameDir, listedOnly } = this.newSide;
    return vanishedLocations(this.oldIndex, index, references, gameDir, listedOnly > 0);
  }
}
