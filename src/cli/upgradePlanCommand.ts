import { scanInstanceMods } from '../core/checks/instanceMods';
import { ModScanner } from '../core/mods/modScanner';
import { ModrinthError } from '../core/modrinth/modrinthClient';
import { planUpgrade, type UpgradeMod } from '../core/release/upgradePlan';
import { ReleaseMessages as R } from '../core/release/releaseMessages';
import type { CliCommand } from './cliCommand';
import { EXIT_FINDINGS, EXIT_OK, UsageError, colour, printJson } from './cliIo';
import { say } from './cliMessages';
import { cliModrinthClient } from './cliModrinthClient';
import { instanceArgument } from './instanceArgument';

/**
 * `nova upgrade-plan INSTANCE --to MC [--loader L] [--json]`: per mod the newest Modrinth release for the target, or
 * blocked with the mods that need it (src/core/release/upgradePlan.ts). Read-only and online (api.modrinth.com or
 * NOVA_MODRINTH_URL). A plan is information: exit 0 whether or not something blocks; 1 when Modrinth could not be
 * asked; 2 for a missing `--to` or loader.
 */
export const upgradePlanCommand: CliCommand = {
  name: 'upgrade-plan',
  synopsis: 'upgrade-plan INSTANCE --to MINECRAFT_VERSION [--loader LOADER] [--json]',
  summary: 'which mods have a release for a new Minecraft version and which block the move (online; NOVA_MODRINTH_URL)',
  options: { json: { type: 'boolean' }, to: { type: 'string' }, loader: { type: 'string' } },
  async run(args, io) {
    const to = typeof args.values['to'] === 'string' ? args.values['to'].trim() : '';
    if (to === '') throw new UsageError(R.upgradeNeedsVersion({}));
    const { instance } = await instanceArgument(io, args.positionals[0]);
    const loaderArg = typeof args.values['loader'] === 'string' ? args.values['loader'].trim().toLowerCase() : '';
    const loader = loaderArg !== '' ? loaderArg : (instance.loader?.type ?? '');
    if (loader === '') throw new UsageError(R.upgradeNeedsLoader({}));
    const client = cliModrinthClient(io);
    const files = await scanInstanceMods(new ModScanner({ blockingReads: true }), instance);
    let plan;
    try {
      plan = await planUpgrade(client, instance, files, to, loader);
    } catch (error) {
      if (!(error instanceof ModrinthError)) throw error;
      io.stderr(`nova upgrade-plan: ${error.text !== null ? say(io.locale, error.text) : error.message}\n`);
      return EXIT_FINDINGS;
    }
    if (args.values['json'] === true) {
      printJson(io, plan);
      return EXIT_OK;
    }
    const t = (m: Parameters<typeof say>[1]): string => say(io.locale, m);
    io.stdout(
      `${colour(io, 'bold', t(R.upgradeTitle({ instance: instance.name, from: plan.from ?? '?', to, loader })))}\n\n`,
    );
    const order: Record<UpgradeMod['status'], number> = { blocked: 0, ready: 1, pinned: 2, unknown: 3 };
    const mods = [...plan.mods].sort((a, b) => order[a.status] - order[b.status] || (a.file < b.file ? -1 : 1));
    for (const m of mods) {
      const what =
        m.status === 'ready'
          ? t(R.upgradeReady({ target: m.target ?? '' }))
          : m.status === 'blocked'
            ? colour(io, 'red', t(R.upgradeBlocked({ count: m.requiredBy.length })))
            : m.status === 'pinned'
              ? t(m.held === 'skipped' ? R.upgradeSkipped({}) : R.upgradePinned({}))
              : t(m.reason === 'curseforge-only' ? R.upgradeCurseforge({}) : R.upgradeUnknown({}));
      io.stdout(`  ${m.file}  ${m.current ?? '?'}  ${what}\n`);
      if (m.status === 'blocked' && m.requiredBy.length > 0) io.stdout(`      ← ${m.requiredBy.join(', ')}\n`);
    }
    const count = (s: UpgradeMod['status']) => plan.mods.filter((m) => m.status === s).length;
    io.stdout(
      `\n${t(R.upgradeSummary({ ready: count('ready'), blocked: count('blocked'), held: count('pinned'), unknown: count('unknown') }))}\n`,
    );
    return EXIT_OK;
  },
};
