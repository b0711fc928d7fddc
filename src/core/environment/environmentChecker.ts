import * as os from 'node:os';
import type { Instance } from '../model/instance';
import type { Severity } from '../model/problem';
import { discoverJava, probeJavaHome, type JavaDiscoveryOptions, type JavaInstallation } from './javaDiscovery';
import { javaRequirement, type JavaRequirement } from './javaRequirement';
import { renderMessages, type Message } from '../locale/messageCatalog';
import { EnvMessages as M } from './environmentMessages';
import type { EnvironmentCheck, EnvironmentCode } from './environmentCheck';

export type { EnvironmentCheck, EnvironmentCode } from './environmentCheck';

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
  const add = (severity: Severity, code: EnvironmentCode, ...text: Message[]): void => {
    checks.push(environmentCheck(severity, code, text));
  };
  const range = { min: req.minimum, max: req.maximum === null ? '' : String(req.maximum) };
  const lastReason = req.reasons.slice(-1);
  add('info', 'java-required', M.javaRequired({ ...range, recommended: req.recommended }), ...req.reasons);

  const fits = (j: JavaInstallation): boolean =>
    j.major >= req.minimum && (req.maximum === null || j.major <= req.maximum);
  const java = input.java ?? pickJava(input.javas, req);
  if (input.java === undefined || input.java === null) {
    if (java === null) {
      const found = [...new Set(input.javas.map((j) => j.major))].sort((a, b) => a - b);
      add(
        'error',
        'java-missing',
        found.length > 0
          ? M.javaMissingSome({
              ...range,
              found: found.join(', '),
              foundCount: found.length,
              recommended: req.recommended,
            })
          : M.javaMissingNone({ ...range, recommended: req.recommended }),
      );
    } else add('info', 'java-found', M.javaFound({ version: java.version, home: java.home }));
  }
  if (java !== null) {
    if (input.java) {
      if (java.major < req.minimum)
        add(
          'error',
          'java-too-old',
          M.javaTooOld({ version: java.version, min: req.minimum, recommended: req.recommended }),
        );
      else if (req.maximum !== null && java.major > req.maximum)
        add('error', 'java-too-new', M.javaTooNew({ version: java.version, max: req.maximum }), ...lastReason);
      else if (fits(java)) add('info', 'java-found', M.javaFound({ version: java.version, home: java.home }));
    }
    if (
      req.suggestedMaximum !== null &&
      java.major > req.suggestedMaximum &&
      (req.maximum === null || java.major <= req.maximum)
    ) {
      add(
        'warning',
        'java-newer-than-suggested',
        M.javaNewerThanSuggested({ version: java.version, suggested: req.suggestedMaximum }),
        ...lastReason,
      );
    }
    if (java.is64Bit === false) add('warning', 'java-32bit', M.java32Bit({ version: java.version, home: java.home }));
    if (java.openj9) add('warning', 'java-openj9', M.javaOpenJ9({ version: java.version, home: java.home }));
  }

  for (const name of ['_JAVA_OPTIONS', 'JAVA_TOOL_OPTIONS', 'JDK_JAVA_OPTIONS']) {
    const value = input.env[name];
    if (value !== undefined && value.trim() !== '') {
      add('warning', 'java-options-env', M.javaOptionsEnv({ name, value: value.slice(0, 80) }));
    }
  }

  const max = instance.maxMemoryMiB;
  const min = instance.minMemoryMiB;
  const ram = Math.round(input.totalMemoryMiB);
  if (max === null) add('info', 'memory-unknown', M.memoryUnknown({}));
  else {
    if (max >= ram) add('error', 'memory-exceeds-ram', M.memoryExceedsRam({ max, ram, limit: Math.floor(ram * 0.75) }));
    else if (max > ram * 0.9)
      add('warning', 'memory-near-ram', M.memoryNearRam({ max, ram, limit: Math.floor(ram * 0.75) }));
    if (java?.is64Bit === false && max > 2048) add('error', 'memory-32bit', M.memory32Bit({ max }));
  }
  if (max !== null && min !== null && min > max)
    add('warning', 'memory-min-above-max', M.memoryMinAboveMax({ min, max }));

  for (const p of pathChecks(instance.gameDir)) checks.push(p);
  return { checks, requirement: req, java };
}

/** Folder names that break launchers or Java: non-ASCII characters, `!` (breaks `jar:file:…!/` URLs), cloud-synced folders. */
export function pathChecks(gameDir: string): EnvironmentCheck[] {
  const checks: EnvironmentCheck[] = [];
  if (gameDir.includes('!')) {
    checks.push(environmentCheck('error', 'path-exclamation', [M.pathExclamation({ path: gameDir })]));
  }
  if (/[^\x20-\x7e]/.test(gameDir)) {
    checks.push(environmentCheck('warning', 'path-non-ascii', [M.pathNonAscii({ path: gameDir })]));
  }
  if (CLOUD.test(gameDir)) {
    checks.push(environmentCheck('warning', 'path-cloud-sync', [M.pathCloudSync({ path: gameDir })]));
  }
  return checks;
}

/** A check from its messages; `message` is their English rendering. */
function environmentCheck(severity: Severity, code: EnvironmentCode, text: Message[]): EnvironmentCheck {
  return { severity, code, message: renderMessages(text, 'en'), text };
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
    report.checks.unshift(environmentCheck('error', 'java-missing', [M.noWorkingJava({ path: options.javaPath })]));
  }
  return report;
}
