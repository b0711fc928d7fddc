import type { Message } from '../locale/messageCatalog';
import type { Severity } from '../model/problem';

/** One environment finding; `code` is stable (CLI `nova env`, tools, tests). */
export interface EnvironmentCheck {
  severity: Severity;
  code: EnvironmentCode;
  /** The English text (tools, `--json`): {@link text} rendered in English. */
  message: string;
  /** The message by id, for people in their locale (environmentMessages.ts). */
  text: Message[];
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
