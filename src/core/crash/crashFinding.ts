import type { Severity } from '../model/problem';
import type { Message } from '../locale/messageCatalog';
import type { CrashMessage } from '../crashTexts/crashFindingMessages';

/** One log line that supports a finding; `line` is 1-based in the analysed file. */
export interface CrashEvidence {
  line: number;
  text: string;
}

/** A mod that is likely involved, with why Nova thinks so. */
export interface CrashCulprit {
  /** The mod id, as declared in the log or by an installed jar. */
  id: string;
  name: string | null;
  /** The installed jar (file name) that holds the mod, else the file the log's mod list names for it. */
  file: string | null;
  /** 0..1: 0.95 named by the loader, 0.8 Suspected Mods / frame annotations, 0.6 package index, 0.4 keyword. */
  confidence: number;
  reasons: string[];
}

/**
 * What the analyzer concluded from a log. `rule` is stable (tests, the CLI and tools key on it);
 * `detail` names the facts (mods with id and name, version ranges, "needs Java 17"); `advice` says
 * what to do. `mods` are mod ids that occur in the log or are installed — never guessed.
 */
export interface CrashFinding {
  rule: string;
  title: string;
  detail: string;
  advice: string;
  severity: Severity;
  mods: string[];
  /** Installed jar file names behind `mods`, when known. */
  files: string[];
  /** 0..1 how sure the analyzer is that this is the cause. */
  confidence: number;
  evidence: CrashEvidence[];
  /** The Java major the game or a mod needs, when the finding is about Java. */
  javaRequired?: number;
  culprits?: CrashCulprit[];
  /** Set when the texts are rendered by message id (crashFindingMessages.ts): other locales render the same id. */
  message?: CrashMessage;
  /** The texts a rule wrote for this log by message id (crashRuleMessages.ts); each is used while its English equals the field. */
  texts?: CrashTexts;
}

/** A finding's own title, detail and advice as messages (absent: the rule's own text). */
export interface CrashTexts {
  title?: Message;
  detail?: Message;
  /**
   * Messages that go on after the detail as further sentences (renderCrashTexts.ts): the further lines a rule quotes
   * from the loader, and the analyzer's word on the culprit (crashAnalyzer.ts), also after a detail by `message`.
   */
  detailMore?: readonly Message[];
  advice?: Message;
  /** Further advice, a line each (the loader's further steps). */
  adviceLines?: readonly Message[];
}

/** Facts read from the log itself (not findings). */
export interface LogFacts {
  kind: 'crash-report' | 'hs-err' | 'log';
  minecraft: string | null;
  loader: { type: 'fabric' | 'quilt' | 'forge' | 'neoforge'; version: string | null } | null;
  /** The Java version the game ran on (`17.0.8`, `1.8.0_51`), when the log says. */
  java: string | null;
  /** Mods the log lists (Fabric `Loading N mods`, crash report `Fabric Mods:`, Forge mod table): id → name/version/file. */
  mods: Map<string, LoggedMod>;
}

export interface LoggedMod {
  id: string;
  name: string | null;
  version: string | null;
  file: string | null;
}

export interface CrashAnalysis {
  findings: CrashFinding[];
  facts: {
    kind: LogFacts['kind'];
    minecraft: string | null;
    loader: LogFacts['loader'];
    java: string | null;
    modsListed: number;
  };
  lines: number;
  encoding: string;
  truncated: boolean;
  /** What the analysis left out to stay bounded (crashNoteMessages.ts); absent when it read everything it kept. */
  notes?: Message[];
}
