import * as os from 'node:os';
import type { Instance } from '../model/instance';
import type { Severity } from '../model/problem';
import { discoverJava, probeJavaHome, type JavaDiscoveryOptions, type JavaInstallation } from './javaDiscovery';
import { javaRequirement, type JavaRequirement } from './javaRequirement';

/** One environment finding; `code` is stable (CLI `nova env`, tools, tests). */
export interface EnvironmentCheck {
  severity: Severity;
  code: EnvironmentCode;
  message: string;
}

export type EnvironmentCode =
  | 'java-required'
  | 'java-found'
  | 'java-missing'
  | 'java-too-old'
  | 'java-too-new'
  | 'java-newer-than-suggested'
  | 'java-32bit'
  | 'java-openj9'
  | 'java-options-env'
  | 'memory-exceeds-ram'
  | 'memory-near-ram'
  | 'memory-min-above-max'
  | 'memory-32bit'
  | 'memory-unknown'
  | 'path-non-ascii'
  | 'path-exclamation'
  | 'path-cloud-sync';

export type InstanceEnvironment = Pick<
  Instance,
  'id' | 'gameDir' | 'minecraft' | 'loader' | 'javaMajor' | 'maxMemoryMiB' | 'minMemoryMiB'
>;

export interface EnvironmentInput {
  instance: InstanceEnvironment;
  /** Java installations found on the machine. */
  javas: readonly JavaInstallation[];
  /** The Java the instance is set to use, when known (e.g. `--java`); otherwise the best installed one is judged. */
  java?: JavaInstallation | null;
  totalMemoryMiB: number;
  env: NodeJS.ProcessEnv;
}

/** What checkEnvironment concluded, plus the requirement it judged against. */
export interface EnvironmentReport {
  checks: EnvironmentCheck[];
  requirement: JavaRequirement;
  /** The Java judged: the one given, else the best installed match; null when none was found. */
  java: JavaInstallation | null;
}

const CLOUD =
  /(?:^|[\\/])(?:OneDrive(?: - [^\\/]+)?|Dropbox|iCloud ?Drive|iCloudDrive|Mobile Documents|Google ?Drive|My Drive|CloudStorage|Nextcloud|ownCloud|pCloud ?Drive|MEGA|Box Sync|Yandex\.Disk|BaiduNetdisk)(?:[\\/]|$)/i;

/**
 * Judges an instance's environment: the Java it needs against the Java found or set,
 * memory settings against physical memory (Prism's bounds: max ≥ RAM error, > 90 % warning, min > max
 * warning, 32-bit Java above 2048 MiB error), `_JAVA_OPTIONS`/`JAVA_TOOL_OPTIONS` in the environment,
 * and game-folder paths that break launchers (non-ASCII, `!`, cloud-synced folders). Pure: no I/O.
 */
export function checkEnvironment(input: EnvironmentInput): EnvironmentReport {
  const checks: EnvironmentCheck[] = [];
  const { instance } = input;
  const req = javaRequirement(instance);
  const add = (severity: Severity, code: EnvironmentCode, message: string): void => {
    checks.push({ severity, code, message });
  };
  const range = `Java ${req.minimum}${req.maximum !== null ? (req.maximum === req.minimum ? '' : `–${req.maximum}`) : '+'}`;
  add(
    'info',
    'java-required',
    `This instance needs ${range} (recommended: Java ${req.recommended}). ${req.reasons.join(' ')}`,
  );

  const fits = (j: JavaInstallation): boolean =>
    j.major >= req.minimum && (req.maximum === null || j.major <= req.maximum);
  const java = input.java ?? pickJava(input.javas, req);
  if (input.java === undefined || input.java === null) {
    if (java === null) {
      const found = [...new Set(input.javas.map((j) => j.major))].sort((a, b) => a - b);
      add(
        'error',
        'java-missing',
        `No installed Java fits: this instance needs ${range}${found.length ? `, but only Java ${found.join(', ')} ${found.length > 1 ? 'were' : 'was'} found` : ' and no Java was found'}. Install Java ${req.recommended} (e.g. Eclipse Temurin ${req.recommended}) or let the launcher download it.`,
      );
    } else add('info', 'java-found', `Java ${java.version} at ${java.home} fits this instance.`);
  }
  if (java !== null) {
    if (input.java) {
      if (java.major < req.minimum)
        add(
          'error',
          'java-too-old',
          `Java ${java.version} is too old: this instance needs Java ${req.minimum} or newer. Select Java ${req.recommended}.`,
        );
      else if (req.maximum !== null && java.major > req.maximum)
        add(
          'error',
          'java-too-new',
          `Java ${java.version} is too new: this instance needs Java ${req.maximum}. ${req.reasons[req.reasons.length - 1] ?? ''}`.trim(),
        );
      else if (fits(java)) add('info', 'java-found', `Java ${java.version} at ${java.home} fits this instance.`);
    }
    if (
      req.suggestedMaximum !== null &&
      java.major > req.suggestedMaximum &&
      (req.maximum === null || java.major <= req.maximum)
    ) {
      add(
        'warning',
        'java-newer-than-suggested',
        `Java ${java.version} is newer than the Java ${req.suggestedMaximum} this instance is made for; some mods may break. ${req.reasons[req.reasons.length - 1] ?? ''}`.trim(),
      );
    }
    if (java.is64Bit === false)
      add(
        'warning',
        'java-32bit',
        `Java ${java.version} at ${java.home} is 32-bit: it cannot use more than about 2048 MiB. Install a 64-bit Java.`,
      );
    if (java.openj9)
      add(
        'warning',
        'java-openj9',
        `Java ${java.version} at ${java.home} is an OpenJ9 JVM, which many mods and loaders do not support. Use a HotSpot build (Temurin, Microsoft, Zulu).`,
      );
  }

  for (const name of ['_JAVA_OPTIONS', 'JAVA_TOOL_OPTIONS', 'JDK_JAVA_OPTIONS']) {
    const value = input.env[name];
    if (value !== undefined && value.trim() !== '') {
      add(
        'warning',
        'java-options-env',
        `The environment variable ${name} is set ("${value.slice(0, 80)}"): every Java program, the game included, picks it up and it can override the instance's memory and arguments. Remove it unless you need it.`,
      );
    }
  }

  const max = instance.maxMemoryMiB;
  const min = instance.minMemoryMiB;
  const ram = Math.round(input.totalMemoryMiB);
  if (max === null)
    add(
      'info',
      'memory-unknown',
      'The instance does not record a maximum memory (-Xmx); the launcher default applies.',
    );
  else {
    if (max >= ram)
      add(
        'error',
        'memory-exceeds-ram',
        `Maximum memory ${max} MiB is at least the computer's ${ram} MiB of RAM; the game or the system will run out of memory. Use at most ${Math.floor(ram * 0.75)} MiB.`,
      );
    else if (max > ram * 0.9)
      add(
        'warning',
        'memory-near-ram',
        `Maximum memory ${max} MiB is more than 90% of the computer's ${ram} MiB of RAM; leave room for the system (at most ${Math.floor(ram * 0.75)} MiB).`,
      );
    if (java?.is64Bit === false && max > 2048)
      add(
        'error',
        'memory-32bit',
        `Maximum memory ${max} MiB is more than a 32-bit Java can use (2048 MiB). Install a 64-bit Java or lower -Xmx.`,
      );
  }
  if (max !== null && min !== null && min > max)
    add(
      'warning',
      'memory-min-above-max',
      `Minimum memory ${min} MiB (-Xms) is larger than maximum memory ${max} MiB (-Xmx); Java will refuse to start. Lower -Xms.`,
    );

  for (const p of pathChecks(instance.gameDir)) checks.push(p);
  return { checks, requirement: req, java };
}

/** Folder names that break launchers or Java: non-ASCII characters, `!` (breaks `jar:file:…!/` URLs), cloud-synced folders. */
export function pathChecks(gameDir: string): EnvironmentCheck[] {
  const checks: EnvironmentCheck[] = [];
  if (gameDir.includes('!')) {
    checks.push({
      severity: 'error',
      code: 'path-exclamation',
      message: `The game folder path contains "!" (${gameDir}); Java reads "!" as the end of a jar path, so mods and the game fail to load. Move the instance to a folder without "!".`,
    });
  }
  if (/[^\x20-\x7e]/.test(gameDir)) {
    checks.push({
      severity: 'warning',
      code: 'path-non-ascii',
      message: `The game folder path contains non-ASCII characters (${gameDir}); some launchers, Forge versions and native libraries fail on such paths. Prefer a path with ASCII letters only.`,
    });
  }
  if (CLOUD.test(gameDir)) {
    checks.push({
      severity: 'warning',
      code: 'path-cloud-sync',
      message: `The game folder is inside a cloud-synced folder (${gameDir}); syncing locks and rewrites files while the game runs (worlds can be corrupted). Move the instance out of OneDrive/Dropbox/iCloud.`,
    });
  }
  return checks;
}

/** The installed Java that fits best: the recommended major, else the lowest fitting major. */
function pickJava(javas: readonly JavaInstallation[], req: JavaRequirement): JavaInstallation | null {
  const fitting = javas.filter(
    (j) => j.major >= req.minimum && (req.maximum === null || j.major <= req.maximum) && j.is64Bit !== false,
  );
  const pool =
    fitting.length > 0
      ? fitting
      : javas.filter((j) => j.major >= req.minimum && (req.maximum === null || j.major <= req.maximum));
  return pool.find((j) => j.major === req.recommended) ?? [...pool].sort((a, b) => a.major - b.major)[0] ?? null;
}

/** Finds the machine's Java installations and physical memory, then checks the instance. */
export async function gatherEnvironment(
  instance: InstanceEnvironment,
  options: JavaDiscoveryOptions & { javaPath?: string; totalMemoryMiB?: number } = {},
): Promise<EnvironmentReport> {
  const javas = await discoverJava(options);
  let java: JavaInstallation | null | undefined;
  if (options.javaPath) {
    const home = options.javaPath.replace(/[\\/]bin[\\/]javaw?(?:\.exe)?$/i, '');
    java = await probeJavaHome(home, {
      ...(options.runner ? { runner: options.runner } : {}),
      ...(options.platform ? { platform: options.platform } : {}),
    });
  }
  const report = checkEnvironment({
    instance,
    javas,
    ...(java ? { java } : {}),
    totalMemoryMiB: options.totalMemoryMiB ?? os.totalmem() / (1024 * 1024),
    env: options.env ?? process.env,
  });
  if (options.javaPath && !java) {
    report.checks.unshift({
      severity: 'error',
      code: 'java-missing',
      message: `No working Java at ${options.javaPath}: neither a release file nor \`java -version\` answered. Check the path.`,
    });
  }
  return report;
}
