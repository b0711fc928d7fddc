import type { Locale } from '../locale/locale';
import { defineMessages, msg, renderMessage, type Message } from '../locale/messageCatalog';
import type { ParityLine } from './parityLine';
import type { SideClaim, SideSignal } from './sideSignal';

/**
 * What server packs say to people, by id: the evidence of each side signal (sideSignal.ts), why a mod is kept or
 * dropped (sideVerdicts.ts) and the problems of a pack. The English rendering is the `detail`, `reason` and `message`
 * fields that `--json` and the model read (docs/cli.md); the CLI and VS Code render the same ids in the person's
 * locale. File names, keys, values, mod names and ids are facts and stay verbatim.
 */
export const ServerPackMessages = defineMessages('serverPack', {
  // Signals (jarSideSignals.ts, sideVerdicts.ts).
  fabricSide: msg({
    example: { value: 'client' },
    en: (p) => `fabric.mod.json side "${p.value}"`,
    zh: (p) => `fabric.mod.json 的 side 为 "${p.value}"`,
  }),
  fabricEnvironment: msg({
    example: { value: 'client' },
    en: (p) => `fabric.mod.json environment "${p.value}"`,
    zh: (p) => `fabric.mod.json 的 environment 为 "${p.value}"`,
  }),
  quiltEnvironment: msg({
    example: { value: 'dedicated_server' },
    en: (p) => `quilt.mod.json minecraft.environment "${p.value}"`,
    zh: (p) => `quilt.mod.json 的 minecraft.environment 为 "${p.value}"`,
  }),
  entrypointBoth: msg({
    example: { file: 'fabric.mod.json', entry: 'main' },
    en: (p) => `${p.file} has a "${p.entry}" entry point, which runs on both sides`,
    zh: (p) => `${p.file} 有 "${p.entry}" 入口点，它在两端都会运行`,
  }),
  entrypointsOnly: msg({
    example: { file: 'fabric.mod.json', entries: 'client", "modmenu' },
    en: (p) => `${p.file}'s only game entry points are "${p.entries}"`,
    zh: (p) => `${p.file} 仅有的游戏入口点是 "${p.entries}"`,
  }),
  clientSideOnly: msg({
    example: { file: 'META-INF/mods.toml', neoforge: false },
    en: (p) => `${p.file} clientSideOnly = true${p.neoforge ? ' (a Forge key NeoForge does not read)' : ''}`,
    zh: (p) => `${p.file} 中 clientSideOnly = true${p.neoforge ? '（这是 NeoForge 不读取的 Forge 键）' : ''}`,
  }),
  displayTest: msg({
    example: { file: 'META-INF/mods.toml', test: 'IGNORE_ALL_VERSION', neoforge: true },
    en: (p) => `${p.file} displayTest = "${p.test}"${p.neoforge ? ' (NeoForge no longer reads displayTest)' : ''}`,
    zh: (p) => `${p.file} 中 displayTest = "${p.test}"${p.neoforge ? '（NeoForge 已不再读取 displayTest）' : ''}`,
  }),
  mixinsClientOnly: msg({
    example: { count: 2 },
    // The English keeps the wording `--json` has always had.
    en: (p) => `all ${p.count} mixin${p.count === 1 ? '' : 's'} apply only on the client`,
    zh: (p) => `全部 ${p.count} 个 mixin 只在客户端应用`,
  }),
  mixinsServerToo: msg({
    example: { count: 3 },
    en: (p) => `${p.count} mixin${p.count === 1 ? '' : 's'} apply on the server too`,
    zh: (p) => `${p.count} 个 mixin 也会在服务器上应用`,
  }),
  packwizNoSide: msg({
    example: { metafile: 'mods/sodium.pw.toml' },
    en: (p) => `${p.metafile} does not limit the side`,
    zh: (p) => `${p.metafile} 没有限定运行端`,
  }),
  packwizSide: msg({
    example: { metafile: 'mods/sodium.pw.toml', side: 'client' },
    en: (p) => `${p.metafile} side = "${p.side}"`,
    zh: (p) => `${p.metafile} 中 side = "${p.side}"`,
  }),
  mrpackEnv: msg({
    example: { path: 'mods/sodium.jar', client: 'required', server: 'unsupported' },
    en: (p) => `modrinth.index.json gives ${p.path} env client "${p.client}", server "${p.server}"`,
    zh: (p) => `modrinth.index.json 给 ${p.path} 的 env 为 client "${p.client}"、server "${p.server}"`,
  }),
  modrinthSides: msg({
    example: { title: 'Sodium', client: 'required', server: 'unsupported' },
    en: (p) => `Modrinth lists ${p.title} as client_side "${p.client}", server_side "${p.server}"`,
    zh: (p) => `Modrinth 将 ${p.title} 标为 client_side "${p.client}"、server_side "${p.server}"`,
  }),
  knownClientMod: msg({
    example: { name: 'Sodium', id: 'sodium' },
    en: (p) => `${p.name} (${p.id}) is on Nova's list of client-only mods`,
    zh: (p) => `${p.name} (${p.id}) 在 Nova 的仅客户端模组列表中`,
  }),

  // Verdict reasons (sideVerdicts.ts); `signals`, `over` and `although` are signal details in the same locale.
  reasonNoSignal: msg({
    example: {},
    en: () => 'nothing says which side it runs on; kept to be safe',
    zh: () => '没有任何信息说明它在哪一端运行；为稳妥起见保留',
  }),
  reasonTie: msg({
    example: { signals: 'A; B' },
    en: (p) => `signals of equal weight disagree (${p.signals}); kept to be safe`,
    zh: (p) => `权重相同的信号互相矛盾（${p.signals}）；为稳妥起见保留`,
  }),
  reasonClientOnly: msg({
    example: { signal: 'fabric.mod.json environment "client"', over: 'X' },
    en: (p) => `client-only: ${p.signal}${p.over === '' ? '' : ` (over ${p.over})`}`,
    zh: (p) => `仅客户端：${p.signal}${p.over === '' ? '' : `（压过了 ${p.over}）`}`,
  }),
  reasonServerOnly: msg({
    example: { signal: 'quilt.mod.json minecraft.environment "dedicated_server"', over: '' },
    en: (p) => `server-only: ${p.signal}${p.over === '' ? '' : ` (over ${p.over})`}`,
    zh: (p) => `仅服务端：${p.signal}${p.over === '' ? '' : `（压过了 ${p.over}）`}`,
  }),
  reasonBothSides: msg({
    example: { signal: 'fabric.mod.json has a "main" entry point, which runs on both sides', over: 'X' },
    en: (p) => `runs on both sides: ${p.signal}${p.over === '' ? '' : ` (over ${p.over})`}`,
    zh: (p) => `两端都运行：${p.signal}${p.over === '' ? '' : `（压过了 ${p.over}）`}`,
  }),
  reasonRequired: msg({
    example: { name: 'Machines', id: 'machines', although: 'X' },
    en: (p) =>
      `kept because ${p.name} (${p.id}) requires it, although ${p.although === '' ? 'it looks client-only' : p.although}`,
    zh: (p) => `保留，因为 ${p.name} (${p.id}) 需要它，尽管${p.although === '' ? '它看起来仅用于客户端' : p.although}`,
  }),
  reasonKeptByYou: msg({
    example: { said: 'client-only: X' },
    en: (p) => `kept by you (Nova said: ${p.said})`,
    zh: (p) => `由你保留（Nova 的判断：${p.said}）`,
  }),
  reasonLeftOutByYou: msg({
    example: { said: 'runs on both sides: X' },
    en: (p) => `left out by you (Nova said: ${p.said})`,
    zh: (p) => `由你排除（Nova 的判断：${p.said}）`,
  }),
  reasonLeftOutRequired: msg({
    example: { requiredBy: 'machines, cables' },
    en: (p) => `left out by you although ${p.requiredBy} require it`,
    zh: (p) => `由你排除，尽管 ${p.requiredBy} 需要它`,
  }),

  // Problems (sideVerdicts.ts, serverPack.ts).
  corruptJar: msg({
    example: { file: 'broken.jar', error: 'not a zip' },
    en: (p) => `${p.file} cannot be read (${p.error}); it is kept, but the server will refuse it too.`,
    zh: (p) => `${p.file} 无法读取（${p.error}）；它被保留，但服务器同样会拒绝加载它。`,
  }),
  missingDependency: msg({
    example: { mod: 'Machines', dependency: 'ghostlib' },
    en: (p) =>
      `${p.mod} requires ${p.dependency}, which no mod in the pack provides: the server will not start until it is added.`,
    zh: (p) => `${p.mod} 需要 ${p.dependency}，但整合包中没有模组提供它：添加之前服务器无法启动。`,
  }),
  clientOnlyDependency: msg({
    example: { mod: 'Machines', dependency: 'shinylib', file: 'shinylib.jar' },
    en: (p) =>
      `${p.mod} requires ${p.dependency}, but ${p.file} is client-only for its loader, which will not load it on a server: ask ${p.mod}'s author, or keep both off the server.`,
    zh: (p) =>
      `${p.mod} 需要 ${p.dependency}，但 ${p.file} 对其加载器来说仅用于客户端，服务器上不会加载它：请联系 ${p.mod} 的作者，或让两者都不进入服务器。`,
  }),
  notDownloaded: msg({
    example: { file: 'sodium.jar', metafile: 'mods/sodium.pw.toml' },
    en: (p) =>
      `${p.file} is described by ${p.metafile} but not downloaded, so it is not in the server pack; install it on the server with packwiz-installer (-s server).`,
    zh: (p) =>
      `${p.file} 由 ${p.metafile} 描述但尚未下载，因此不在服务器包中；请在服务器上用 packwiz-installer (-s server) 安装它。`,
  }),

  // Parity of a client pack and its server (sideParity.ts).
  missingOnServer: msg({
    example: { name: 'Create', file: 'create-0.5.1.jar' },
    en: (p) =>
      `${p.name} (${p.file}) is on the client but not on the server, and it is not client-only: add it to the server.`,
    zh: (p) => `${p.name} (${p.file}) 在客户端上但不在服务器上，而它并非仅客户端模组：请把它添加到服务器。`,
  }),
  missingOnClient: msg({
    example: { name: 'Create', file: 'create-0.5.1.jar' },
    en: (p) =>
      `${p.name} (${p.file}) is on the server but not in the client pack, and it is not server-only: add it to the client pack.`,
    zh: (p) => `${p.name} (${p.file}) 在服务器上但不在客户端整合包中，而它并非仅服务端模组：请把它添加到客户端整合包。`,
  }),
  fileTooLarge: msg({
    example: { path: 'config/cache.bin', size: '51200.0 MB', max: '4096.0 MB' },
    en: (p) =>
      `${p.path} is ${p.size}, larger than the ${p.max} a pack may hold for one file, so no server pack was written. Move it out of the instance's server folders and try again.`,
    zh: (p) =>
      `${p.path} 大小为 ${p.size}，超过整合包单个文件可容纳的 ${p.max}，因此没有写出服务端包。请把它移出实例的服务端文件夹后重试。`,
  }),
  totalTooLarge: msg({
    example: { size: '17000.0 MB', max: '16384.0 MB' },
    en: (p) =>
      `The server pack's files come to ${p.size}, more than the ${p.max} a pack may hold, so no server pack was written. Move large generated files out of the instance's server folders and try again.`,
    zh: (p) =>
      `服务端包的文件共 ${p.size}，超过整合包可容纳的 ${p.max}，因此没有写出服务端包。请把较大的生成文件移出实例的服务端文件夹后重试。`,
  }),
  versionMismatch: msg({
    example: {
      name: 'Create',
      client: '0.5.1',
      clientFile: 'create-0.5.1.jar',
      server: '0.5.0',
      serverFile: 'create-0.5.0.jar',
    },
    en: (p) =>
      `${p.name} is ${p.client} on the client (${p.clientFile}) but ${p.server} on the server (${p.serverFile}): use the same version on both.`,
    zh: (p) =>
      `${p.name} 在客户端上是 ${p.client}（${p.clientFile}），在服务器上是 ${p.server}（${p.serverFile}）：请两端使用相同版本。`,
  }),
});

/** One line of a parity report (sideParity.ts) in `locale`, from its facts. */
export function parityText(
  kind: 'missingOnServer' | 'missingOnClient' | 'versionMismatch',
  line: ParityLine,
  locale: Locale = 'en',
): string {
  const M = ServerPackMessages;
  const c = line.client ?? { file: '', version: '' };
  const s = line.server ?? { file: '', version: '' };
  const message =
    kind === 'missingOnServer'
      ? M.missingOnServer({ name: line.name, file: c.file })
      : kind === 'missingOnClient'
        ? M.missingOnClient({ name: line.name, file: s.file })
        : M.versionMismatch({
            name: line.name,
            client: c.version,
            clientFile: c.file,
            server: s.version,
            serverFile: s.file,
          });
  return renderMessage(message, locale);
}

/**
 * Why a mod is kept or dropped, as data: rendered by {@link verdictReason} in any locale (its English rendering is
 * the verdict's `reason`).
 */
export type VerdictWhy =
  | { kind: 'no-signal' }
  | { kind: 'tie'; signals: readonly SideSignal[] }
  | { kind: 'decided'; claim: SideClaim; signal: SideSignal; over: readonly SideSignal[] }
  | { kind: 'required'; name: string; id: string; although: SideSignal | null }
  | { kind: 'kept-by-you'; said: VerdictWhy }
  | { kind: 'left-out-by-you'; said: VerdictWhy; requiredBy: readonly string[] };

/** A signal's evidence in `locale`. */
export function signalText(signal: SideSignal, locale: Locale = 'en'): string {
  return renderMessage(signal.message, locale);
}

/** The message of a verdict's reason; signal details inside it are rendered in `locale`. */
function reasonMessage(why: VerdictWhy, locale: Locale): Message {
  const M = ServerPackMessages;
  const list = (signals: readonly SideSignal[]): string =>
    signals.map((s) => signalText(s, locale)).join(locale === 'zh-cn' ? '；' : '; ');
  switch (why.kind) {
    case 'no-signal':
      return M.reasonNoSignal({});
    case 'tie':
      return M.reasonTie({ signals: list(why.signals) });
    case 'decided': {
      const params = { signal: signalText(why.signal, locale), over: list(why.over) };
      if (why.claim === 'client') return M.reasonClientOnly(params);
      return why.claim === 'server' ? M.reasonServerOnly(params) : M.reasonBothSides(params);
    }
    case 'required':
      return M.reasonRequired({
        name: why.name,
        id: why.id,
        although: why.although === null ? '' : signalText(why.although, locale),
      });
    case 'kept-by-you':
      return M.reasonKeptByYou({ said: verdictReason(why.said, locale) });
    case 'left-out-by-you':
      return why.requiredBy.length > 0
        ? M.reasonLeftOutRequired({ requiredBy: why.requiredBy.join(', ') })
        : M.reasonLeftOutByYou({ said: verdictReason(why.said, locale) });
  }
}

/** A verdict's reason in `locale` (English: the `reason` field of `--json` and the tools). */
export function verdictReason(why: VerdictWhy, locale: Locale = 'en'): string {
  return renderMessage(reasonMessage(why, locale), locale);
}
