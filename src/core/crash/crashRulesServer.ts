import { findForward, textHit, type CrashRule } from './crashRule';
import { exceptionTextIn } from '../logs/exceptionTextIn';
import { CrashRuleMessages as M } from '../crashTexts/crashRuleMessages';
import { onDedicatedServer } from './serverSide';
import { MAIN_CLASS_TRIGGERS, mainClassIn } from './localizedErrors';
import { SERVER_SOFTWARE } from './serverPlatforms';
import { PLUGIN_ENABLE_FAILED } from './bukkitPluginAbove';

/** Hosts of Mojang's and Microsoft's services: a server that cannot reach them is no fault of its own address. */
const SERVICE_HOST = /mojang|minecraft\.net|minecraftservices|microsoft|xboxlive|live\.com/i;

/**
 * A dedicated server that cannot open its network port: `server-ip` in server.properties names an address the machine
 * does not have (`UnknownHostException` while the server starts, `BindException: Cannot assign requested address`), or
 * another program already listens on `server-port` (`Address already in use`). The server's own `**** FAILED TO BIND
 * TO PORT!` report is server-port-in-use's (crashRulesGame.ts).
 */
/** The longest library line of a launcher's list read (a path and a marker; longer lines are not such lists). */
const LIBRARY_LINE_MAX = 1000;

export const serverRules: CrashRule[] = [
  {
    id: 'server-address',
    row: 0,
    title: 'The server cannot open its address or port',
    severity: 'error',
    advice: 'Check server-ip and server-port in server.properties.',
    confidence: 0.85,
    triggers: ['java.net.UnknownHostException: ', 'java.net.BindException: '],
    match(ctx, index, line) {
      if (/^\s*at /.test(line)) return null;
      const unknown = /java\.net\.UnknownHostException: (\S*)/.exec(line);
      if (unknown) {
        // Only while a dedicated server starts: a client's or a mod's failed look-up of some web host is no crash.
        const host = unknown[1]!.replace(/[:;,]+$/, '');
        if (SERVICE_HOST.test(host) || /https?:|\.(?:com|net|org|io|gg|me|dev)\b/i.test(host)) return null;
        if (!onDedicatedServer(ctx, index, 20)) return null;
        return textHit({
          key: `host:${host}`,
          texts: { detail: M.serverIpUnknown({ host }), advice: M.serverIpAdvice({}) },
          lines: [index],
        });
      }
      // The server's own "FAILED TO BIND TO PORT!" report, and the exception printed just below it, are
      // server-port-in-use's (crashRulesGame.ts), which quotes the exception and the address: one finding per fault.
      if (/FAILED TO BIND|Failed to bind to port/i.test(line)) return null;
      for (let i = index - 1; i >= Math.max(0, index - 4); i--) if (/FAILED TO BIND/.test(ctx.log.line(i))) return null;
      const inUse = /Address already in use/.test(line);
      const notOurs = /Cannot assign requested address/.test(line);
      if (!inUse && !notOurs) return null;
      if (!onDedicatedServer(ctx, index, 20)) return null;
      return textHit({
        key: inUse ? 'port' : 'address',
        texts: {
          detail: inUse ? M.serverPortInUse({}) : M.serverIpNotOurs({}),
          advice: inUse ? M.serverPortAdvice({}) : M.serverIpAdvice({}),
        },
        lines: [index],
      });
    },
  },
  {
    // The vanilla server's own stop before the world loads (every server built on it: Forge, Paper, hybrids):
    // `You need to agree to the EULA in order to run the server. Go to eula.txt for more info.` Mods' errors while it
    // shuts down follow from it.
    id: 'eula-not-accepted',
    row: 0,
    title: 'The server EULA is not accepted',
    severity: 'error',
    advice:
      'Open eula.txt in the server folder, change eula=false to eula=true (accepting the Minecraft EULA), save it and start the server again.',
    confidence: 0.9,
    triggers: ['You need to agree to the EULA in order to run the server'],
    match(_ctx, index, line) {
      const shown = /You need to agree to the EULA[^\n]{0,120}/.exec(line)![0].trim();
      return textHit({ key: 'eula', texts: { detail: M.eulaNotAccepted({ line: shown }) }, lines: [index] });
    },
    supersedes: ['stack-culprit', 'forge-mod-errored-state'],
  },
  {
    // A modded server turning away a player whose connection carries no mod loader: Forge's `Disconnecting VANILLA
    // connection attempt: This server has mods that require Forge to be installed on the client`, then `Channels
    // [mod:channel,…] rejected vanilla connections`. The player's game has no Forge (or NeoForge), or a proxy between
    // (Velocity, BungeeCord) did not pass the modded handshake on. The server keeps running; the channels' mods are
    // what the client lacks, not a fault of theirs.
    id: 'vanilla-client-rejected',
    row: 0,
    title: 'The server turned away a client without its mod loader',
    severity: 'warning',
    advice:
      'Join with a game that has the same loader and mods as the server. Through a proxy, the proxy must pass modded clients on: Velocity with modern Forge/NeoForge support (e.g. the Ambassador plugin and a forwarding mod on the server), BungeeCord with forge_support: true (Forge 1.12 and older).',
    confidence: 0.8,
    triggers: [
      'rejected vanilla connections',
      'Disconnecting VANILLA connection attempt',
      'to be installed on the client',
    ],
    match(_ctx, index, line) {
      const shown =
        /Disconnecting VANILLA connection attempt[^\n]{0,160}|This server has mods that require [\w/]+ to be installed on the client|Channels \[[^\]\n]{0,60}|rejected vanilla connections/.exec(
          line,
        )?.[0];
      if (!shown) return null;
      return textHit({
        key: 'vanilla',
        texts: { detail: M.vanillaClientRejected({ line: shown.trim() }) },
        lines: [index],
      });
    },
  },
  {
    // A modded client and server whose mods differ: Forge 1.13–1.20.1 compares every mod's network channel at login
    // and refuses the connection (`Channels [mod:net,…] rejected their server side version number` on the client,
    // `… client side version number` on the server, then `Terminating connection with server, mismatched mod list`;
    // the player sees `Connection closed - mismatched mod channel list`), NeoForge says it per channel (`Channel of
    // mod "Name" failed to connect: This channel is missing on the client side, but required on the server!`). Each
    // channel's namespace is its mod: missing on one side, or at another version there. Nothing crashed.
    id: 'mod-channels-mismatch',
    row: 0,
    title: "The client's and the server's mods differ",
    severity: 'error',
    advice:
      'Install the same mods at the same versions on the client and the server (the client and server files of one modpack version): add the mods one side lacks, or update both to one version.',
    confidence: 0.85,
    triggers: [
      'rejected their server side version number',
      'rejected their client side version number',
      'mismatched mod list',
      'mismatched mod channel list',
      'This channel is missing on the ',
    ],
    match(ctx, index, line) {
      const forge = /Channels \[([^\]\n]{1,4000})\] rejected their (server|client) side version number/.exec(line);
      const neo = forge ? null : CHANNEL_MISSING.exec(line);
      if (!forge && !neo && !/mismatched mod (?:channel )?list/.test(line)) return null;
      const lines = [index];
      let mods: string[] = [];
      let server = '';
      let clientLacks = '';
      if (forge) {
        mods = channelMods(forge[1]!.split(','));
        // The client's log says the server's versions were rejected: the two sides differ, which side lacks is unsaid.
        server = forge[2] === 'server' ? 'yes' : '';
        const end = findForward(ctx, index, 3, /mismatched mod (?:channel )?list/);
        if (end > index) lines.push(end);
      } else if (neo) {
        // NeoForge writes one line per channel: they are read together, from the first.
        clientLacks = neo[3] === 'client' ? 'yes' : '';
        const names: string[] = [];
        for (let i = index; i < Math.min(ctx.log.lineCount, index + 60); i++) {
          const m = CHANNEL_MISSING.exec(ctx.log.line(i));
          if (!m) continue;
          names.push(`${m[1]!}:`);
          if (i !== index && lines.length < 6) lines.push(i);
        }
        mods = channelMods(names);
      }
      return textHit({
        key: 'channels',
        mods,
        texts: {
          detail: M.modChannelsMismatch({
            mods: mods.map((id) => `'${id}'`).join(', '),
            server,
            clientLacks,
            missing: neo ? 'yes' : '',
          }),
        },
        lines,
      });
    },
  },
  {
    // `java -jar X.jar` on a jar Java cannot open: `Error: Invalid or corrupt jarfile X` (a download cut short, a
    // file saved as HTML or text) or `Unable to access jarfile X` (no such file, or the name is misspelt). Java stops
    // before the game's first line, so this is the whole story.
    id: 'server-jar-unreadable',
    row: 0,
    title: 'Java could not open the server or game jar',
    severity: 'error',
    advice:
      'Download the jar again from its official source (delete the broken one first; a panel or Docker image re-downloads it when it is missing), and check that the start command names the right file.',
    confidence: 0.9,
    triggers: ['Invalid or corrupt jarfile', 'Unable to access jarfile', 'Error: could not open `'],
    match(_ctx, index, line) {
      // `Error: could not open `user_jvm_args.txt'`: the java launcher's own words for an @argument file of the start
      // command (Forge's and NeoForge's run.bat/run.sh) that is not there.
      const argFile = /Error: could not open `([^'`]{1,300})'/.exec(line)?.[1];
      if (argFile)
        return textHit({
          key: 'argfile-missing',
          texts: {
            title: M.argFileMissingTitle({}),
            detail: M.argFileMissing({ file: argFile }),
            advice: M.argFileMissingAdvice({}),
          },
          lines: [index],
        });
      const m = /(Invalid or corrupt|Unable to access) jarfile\s+(\S.{0,300}?)\s*$/.exec(line);
      if (!m) return null;
      const jar = m[2]!.replace(/[`'"]+$/, '');
      return textHit({
        key: `jar:${jar}`,
        texts: { detail: m[1] === 'Unable to access' ? M.jarMissing({ jar }) : M.jarCorrupt({ jar }) },
        lines: [index],
      });
    },
  },
  {
    // Java found no main class to start (`Error: Could not find or load main class net.minecraft.launchwrapper.Launch`):
    // the class path the launcher built lacks the game's, the loader's or the launcher's own jar (an instance or
    // loader install that did not finish, a library the launcher failed to download). A launcher's own entry class
    // (`org.multimc.EntryPoint`) means the launcher's files are damaged instead.
    id: 'main-class-missing',
    row: 0,
    title: 'Java could not find the class to start the game',
    severity: 'error',
    advice:
      "Reinstall the instance (or its loader) so the launcher downloads the game's and loader's files again; if the class is the launcher's own, reinstall the launcher.",
    confidence: 0.85,
    // The `java` launcher prints this in the system's language (`错误: 找不到或无法加载主类 …`, `Fehler: Hauptklasse …
    // konnte nicht gefunden oder geladen werden`): localizedErrors.ts reads the class from each translation.
    triggers: [...MAIN_CLASS_TRIGGERS, '.jar (missing)', 'Exception caught from launcher'],
    match(ctx, index, line) {
      // Prism Launcher's and MultiMC's wrapper looks the main class up itself: `Exception caught from launcher`, then
      // `java.lang.ClassNotFoundException: net.fabricmc.loader.impl.launch.knot.KnotClient` and the wrapper's own
      // frames (`ReflectionUtils.findMainMethod`), no game or loader code between: the same missing jar.
      if (/Exception caught from launcher/.test(line)) {
        const next = findForward(ctx, index, 2, /\S/);
        const cls =
          next >= 0 ? /^\s*java\.lang\.ClassNotFoundException: ([\w$.]+)\s*$/.exec(ctx.log.line(next))?.[1] : undefined;
        if (!cls) return null;
        const lookup = findForward(ctx, next, 6, /\bat (?:org\.prismlauncher|org\.multimc)\.[\w.$]+\(/);
        if (lookup < 0) return null;
        for (let i = next + 1; i < lookup; i++) if (!/^\s*at (?:java\.|jdk\.|sun\.)/.test(ctx.log.line(i))) return null;
        return textHit({ key: `main:${cls}`, texts: { detail: M.mainClassMissing({ cls }) }, lines: [index, next] });
      }
      // Prism Launcher's and MultiMC's library list marks the files it could not find: `  C:/…/lwjgl-glfw-3.3.2.jar
      // (missing)`. One finding for the list, counted over the lines around this one.
      if (line.length <= LIBRARY_LINE_MAX && /\.jar \(missing\)\s*$/.test(line)) {
        const lines: number[] = [];
        for (let i = Math.max(0, index - 60); i < Math.min(ctx.log.lineCount, index + 60); i++) {
          const text = ctx.log.line(i);
          if (text.length <= LIBRARY_LINE_MAX && /\.jar \(missing\)\s*$/.test(text)) lines.push(i);
        }
        const first = /([^\s/\\]+\.jar) \(missing\)\s*$/.exec(line)?.[1] ?? '';
        return textHit({
          key: 'libraries-missing',
          texts: {
            title: M.librariesMissingTitle({}),
            detail: M.librariesMissing({ count: lines.length, first }),
            advice: M.librariesMissingAdvice({}),
          },
          lines: lines.slice(0, 8),
        });
      }
      if (/\.jar \(missing\)/.test(line)) return null;
      const english = /Could not find or load main class\s+`?([\w$.]+)/.exec(line)?.[1];
      const cls = english ?? mainClassIn(line);
      if (!cls) return null;
      // An `@argfile` read as a class is a Java too old for argument files (Java 8: Forge's and NeoForge's
      // `@libraries/…_args.txt`). The English line is the Java rules' (crashRulesJava.ts); a translated one is read here.
      if (cls.startsWith('@')) {
        if (/Could not find or load main class/.test(line)) return null;
        return textHit({
          key: `main:${cls}`,
          texts: { detail: M.mainClassArgfile({ file: cls }), advice: M.mainClassArgfileAdvice({}) },
          lines: [index],
        });
      }
      return textHit({ key: `main:${cls}`, texts: { detail: M.mainClassMissing({ cls }) }, lines: [index] });
    },
  },
  {
    // Prism's, MultiMC's and PolyMC's ForgeWrapper sets Forge/NeoForge up before the game starts: an exception it
    // throws itself (`Unable to detect the forge installer!`) stops the launch before any mod ran (a launcher too old
    // for the installer, or damaged loader files). Its `Main.main` under a game's stack is only where the game started.
    id: 'launcher-loader-setup',
    row: 0,
    title: 'The launcher could not set up Forge/NeoForge',
    severity: 'error',
    advice:
      "Update the launcher (its ForgeWrapper must read this loader build's installer), then reinstall the loader in the instance so its files are downloaded again; or pick another build of the loader.",
    confidence: 0.9,
    triggers: ['at io.github.zekerzhayard.forgewrapper.'],
    match(ctx, index, line) {
      if (!/^\s*at io\.github\.zekerzhayard\.forgewrapper\./.test(line)) return null;
      // The exception's first frame: above it only JDK and Forge installer frames, then the exception.
      let thrown = -1;
      for (let i = index - 1; i >= Math.max(0, index - 12); i--) {
        const text = ctx.log.line(i);
        if (/^\s*at io\.github\.zekerzhayard\.forgewrapper\./.test(text)) return null;
        if (/^\s*at (?:java\.|jdk\.|sun\.|net\.minecraftforge\.installer\.|net\.neoforged\.installer\.)/.test(text))
          continue;
        if (/^\s*at /.test(text)) return null;
        thrown = i;
        break;
      }
      const error = thrown < 0 ? null : exceptionTextIn(ctx.log.line(thrown));
      if (!error) return null;
      return textHit({
        key: 'forgewrapper',
        texts: { detail: M.forgeWrapperFailed({ error }) },
        lines: [thrown, index],
      });
    },
  },
  {
    // SpongeForge patches Forge's own classes, so each build runs only with the Forge build its file name gives
    // (`spongeforge-1.12.2-2838-7.1.7.jar` needs Forge …2838). Its banner says so: `Oh dear. It seems like this version of
    // Sponge is not compatible with the version of Forge you are running`, or, when a patch failed, `The patch which
    // failed requires Forge build: 2838` / `but you are running build: 2860`. Everything after follows from it.
    id: 'sponge-forge-mismatch',
    row: 0,
    title: 'SpongeForge does not fit this Forge build',
    severity: 'error',
    advice:
      'Install the SpongeForge build made for this Forge build (the number after the Minecraft version in its file name, e.g. spongeforge-1.12.2-2838-… for Forge 14.23.5.2838), or install the Forge build this SpongeForge was made for.',
    confidence: 0.9,
    triggers: [
      'this version of Sponge is not compatible with the version',
      'The patch which failed requires Forge build',
    ],
    match(ctx, index) {
      const lines = [index];
      let needs = '';
      let running = '';
      for (let i = index; i < Math.min(ctx.log.lineCount, index + 12); i++) {
        const text = ctx.log.line(i);
        const n = /requires Forge build:\s*([\d.]+)/.exec(text);
        const r = /running build:\s*([\d.]+)/.exec(text);
        if (n && !needs) [needs] = [n[1]!.replace(/\.$/, '')];
        if (r && !running) [running] = [r[1]!.replace(/\.$/, '')];
        if ((n || r) && !lines.includes(i)) lines.push(i);
      }
      return textHit({
        key: 'sponge',
        mods: ['spongeforge'],
        texts: { detail: M.spongeForgeMismatch({ needs, running }) },
        lines,
      });
    },
    supersedes: ['stack-culprit', 'mixin-failed'],
  },
  {
    // Geyser logs Bedrock players in through Floodgate with Floodgate's key file (key.pem): a key missing at the path
    // Geyser reads (`NullPointerException` in `EncryptionUtil.getKeyFromFile`, `Error while reading Floodgate key file`)
    // or of the wrong length (`InvalidKeyException: Invalid AES key length: 27 bytes`, a key.pem copied as text or
    // from another install) stops every Bedrock login.
    id: 'floodgate-key',
    row: 0,
    title: "Floodgate's key file is missing or damaged",
    severity: 'error',
    advice: 'Let Floodgate generate key.pem, and copy that file unchanged to Geyser and every server behind the proxy.',
    confidence: 0.8,
    triggers: ['EncryptionUtil.getKeyFromFile', 'Error while reading Floodgate key file', 'Invalid AES key length'],
    match(ctx, index, line) {
      const aes = /InvalidKeyException: Invalid AES key length: (\d+) bytes/.exec(line);
      if (aes) {
        // Floodgate is named only where a line within 40 of this one shows it (its own line, cited).
        let named = -1;
        for (let i = Math.max(0, index - 40); i < Math.min(ctx.log.lineCount, index + 40) && named < 0; i++)
          if (/floodgate/i.test(ctx.log.line(i))) named = i;
        const floodgate = named >= 0;
        return textHit({
          key: 'aes',
          ...(floodgate ? { mods: ['floodgate'] } : {}),
          texts: {
            ...(floodgate ? {} : { title: M.aesKeyLengthTitle({}) }),
            detail: M.aesKeyLength({ bytes: aes[1]!, floodgate: floodgate ? 'yes' : '' }),
            advice: M.aesKeyLengthAdvice({}),
          },
          lines: floodgate ? [index, named] : [index],
        });
      }
      // The key read from no file: the frame right under a NullPointerException or NoSuchFileException.
      if (/at org\.geysermc\.floodgate\.util\.EncryptionUtil\.getKeyFromFile/.test(line)) {
        let thrown = -1;
        for (let i = index - 1; i >= Math.max(0, index - 8) && thrown < 0; i--)
          if (!/^\s*(?:\[[^\]]*\]:?\s*)*at (?:java\.|sun\.)/.test(ctx.log.line(i).replace(/^.*\[STDERR\]:\s*/, '')))
            thrown = i;
        if (thrown < 0 || !/NullPointerException|NoSuchFileException/.test(ctx.log.line(thrown))) return null;
        return textHit({
          key: 'missing',
          mods: ['floodgate'],
          texts: { detail: M.floodgateKeyMissing({}), advice: M.floodgateKeyMissingAdvice({}) },
          lines: [thrown, index],
        });
      }
      if (!/Error while reading Floodgate key file/.test(line)) return null;
      return textHit({
        key: 'missing',
        mods: ['floodgate'],
        texts: { detail: M.floodgateKeyMissing({}), advice: M.floodgateKeyMissingAdvice({}) },
        lines: [index],
      });
    },
    supersedes: ['stack-culprit', 'null-pointer'],
  },
  {
    // A server program's own error in plain words (`IllegalStateException: Found multiple Ketting Server versions.`),
    // thrown by its own code (the first frame under the exception is the program's, serverPlatforms.ts): the message
    // is the diagnosis, and the program is no mod to update. Exceptions that report code (`Cannot invoke "…"`, a
    // NullPointerException) are not such words.
    id: 'server-software-error',
    row: 0,
    title: 'The server software stopped with its own error',
    severity: 'error',
    advice: 'Do what the message says; if it stays, update the server software and report the message to its authors.',
    confidence: 0.8,
    triggers: SERVER_SOFTWARE.map((s) => `at ${s.prefix}`),
    match(ctx, index, line) {
      const at = /^\s*at ([\w$.<>]+)\(/.exec(line)?.[1];
      const software = at ? SERVER_SOFTWARE.find((s) => at.startsWith(s.prefix)) : undefined;
      if (!software) return null;
      let thrown = -1;
      for (let i = index - 1; i >= Math.max(0, index - 8) && thrown < 0; i--) {
        const text = ctx.log.line(i);
        if (/^\s*at (?:java\.|jdk\.|sun\.)/.test(text)) continue;
        if (/^\s*at /.test(text)) return null;
        thrown = i;
      }
      const error = thrown < 0 ? null : exceptionTextIn(ctx.log.line(thrown));
      const words = error
        ? /^(?:[\w$]+\.)*(?:IllegalState|IllegalArgument|Runtime|UnsupportedOperation|IO|FileNotFound)?Exception: ([A-Z][^"'(){}<>=\n]{10,200})$/.exec(
            error,
          )
        : null;
      if (!error || !words || !/(?:\b[A-Za-z]{2,}\b.*){3}/.test(words[1]!)) return null;
      return textHit({
        key: `software:${error}`,
        texts: {
          detail: M.serverSoftwareError({ software: software.name, error }),
          advice: M.serverSoftwareErrorAdvice({ software: software.name }),
        },
        lines: [thrown, index],
      });
    },
    supersedes: ['stack-culprit'],
  },
  {
    // A Bukkit plugin whose own start threw (`Error occurred while enabling Name vX (Is it up to date?)`, Paper,
    // Spigot and the Forge hybrids Arclight, Mohist and Magma): the plugin is named by the server itself. On a hybrid,
    // a plugin reaching into server internals the hybrid does not have fails this way.
    id: 'plugin-enable-failed',
    row: 0,
    title: 'A server plugin failed to start',
    severity: 'error',
    advice:
      'Update the plugin to a build for this server version, or remove it; on a Forge hybrid (Arclight, Mohist, Magma) check that the plugin supports hybrids.',
    confidence: 0.8,
    triggers: ['while enabling '],
    match(ctx, index, line) {
      const m = PLUGIN_ENABLE_FAILED.exec(line);
      if (!m) return null;
      const plugin = m[1]!;
      const next = ctx.log.line(index + 1);
      const error = /^\s*(?:[\w$]+\.)+[\w$]*(?:Exception|Error)\b.*$/.exec(next)?.[0]?.trim() ?? '';
      return textHit({
        key: `plugin:${plugin}`,
        mods: [plugin],
        names: { [plugin]: plugin },
        texts: { detail: M.pluginEnableFailed({ plugin, version: m[2] ?? '', error: error.slice(0, 200) }) },
        lines: error ? [index, index + 1] : [index],
        stackFrom: index + 1,
      });
    },
    supersedes: ['stack-culprit'],
  },
];

/** NeoForge's refusal of one channel: its namespace, the mod's name and the side that lacks it. */
const CHANNEL_MISSING =
  /Channel \[([a-z0-9_.-]+):[^\]\s]*\] failed to connect: Channel of mod "([^"]{1,80})" failed to connect: This channel is missing on the (client|server) side/;

/**
 * The mods of network channels (`mod:channel`, the namespace is the mod's id), once each, without the game's and
 * the loaders' own.
 */
function channelMods(channels: readonly string[]): string[] {
  const out: string[] = [];
  for (const channel of channels) {
    const id = channel.trim().split(':')[0]!.toLowerCase();
    if (!/^[a-z0-9_.-]{2,64}$/.test(id) || /^(?:minecraft|forge|fml|neoforge|c)$/.test(id) || out.includes(id))
      continue;
    out.push(id);
  }
  return out;
}
