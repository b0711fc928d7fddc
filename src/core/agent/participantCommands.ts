/** The slash commands of the `@nova` chat participant (package.json `contributes.chatParticipants`). */
export type ParticipantCommand = 'check' | 'crash' | 'export';

export const PARTICIPANT_COMMANDS: readonly ParticipantCommand[] = ['check', 'crash', 'export'];

/**
 * What each command asks the model to do with Nova's tools, and the palette command that does the same job by hand
 * (the participant offers it as a button). Each instruction names the tools of the core service behind the job.
 */
const JOBS: Record<ParticipantCommand, { palette: string; instruction: string }> = {
  check: {
    palette: 'nova.checkConflicts',
    instruction:
      'Check the mods for conflicts: call list_instances, then check_mod_conflicts for the instance the user means ' +
      '(each instance when it is unclear). Explain every problem in plain words with the mod files involved and ' +
      'what fixes it. Propose a change only when the user asks for one.',
  },
  crash: {
    palette: 'nova.analyzeCrash',
    instruction:
      'Explain the latest crash: call list_instances, then analyze_crash for the instance the user means; call ' +
      'read_log with a query when the findings need more context. Name the culprit mod and what to do next.',
  },
  export: {
    palette: 'nova.exportModpack',
    instruction:
      'Export the modpack: call list_instances, then export_modpack for the instance the user means, in the format ' +
      'the user asks for (mrpack when they do not say). The user confirms the export in a checklist.',
  },
};

/** What one request asks of the model: the text to send, and the job it maps to, if any. */
export interface ParticipantRoute {
  command: ParticipantCommand | null;
  /** The palette command doing the same job by hand, or null for a plain question. */
  palette: string | null;
  /** The user message for the model. */
  text: string;
}

/** True for one of the participant's slash commands. */
export function isParticipantCommand(command: string | undefined): command is ParticipantCommand {
  return (PARTICIPANT_COMMANDS as readonly string[]).includes(command ?? '');
}

/**
 * Routes a request: a slash command becomes its job's instruction followed by the user's own words; a plain
 * question (or a command this version does not know) is sent as typed.
 */
export function participantRoute(command: string | undefined, prompt: string): ParticipantRoute {
  const words = prompt.trim();
  if (!isParticipantCommand(command)) return { command: null, palette: null, text: words };
  const job = JOBS[command];
  const text =
    words === '' ? `[/${command}] ${job.instruction}` : `[/${command}] ${job.instruction}\nThe user's words: ${words}`;
  return { command, palette: job.palette, text };
}
