import type * as vscode from 'vscode';
import { DIAGNOSTIC_SOURCE } from './conflictDiagnostics';

/** The problem code of one of Nova's own diagnostics (`Problem.code`), or null for another extension's. */
export function novaDiagnosticCode(diagnostic: vscode.Diagnostic): string | null {
  if (diagnostic.source !== DIAGNOSTIC_SOURCE) return null;
  const code = diagnostic.code;
  return typeof code === 'object' ? String(code.value) : String(code);
}
